// Running the pickup counter: today's roster, checking people off, their pickup code, and what to cook in a week.
import { closureRepository } from '../closures/closure-repository';
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  PickupCheckInResponse,
  PickupRosterEntry,
  PickupRosterResponse,
  ProductionResponse,
  ShoppingListResponse,
  LabelsResponse,
} from '../../../contracts/admin';
import type { PickupCodeResponse } from '../../../contracts/pickup-code';
import {
  addDays,
  localDate,
  localDateOf,
  mondayOf,
  weekdayOf,
  WEEKDAY,
  type LocalDate,
} from '../../../domain/calendar';
import { WEEKDAY_NAMES } from '../../../domain/dates';
import { countChoices, servedChoiceKey } from '../../../domain/friday-choices';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { orders, pickupCheckIns, skippedWeeks, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/session-service';
import { mealDayRepository, mealOnDay, mealRowsOn } from '../subscriptions/meal-days';
import { auditLogRepository } from './audit-log-repository';
import type { PickupCodes } from './pickup-codes';
import { mealLabelsOf, shoppingListOf } from './shopping-list';

/** A day's lunch as the kitchen reads it from the dated menu (composed in app.ts from the menu module's lunchOn). */
export interface KitchenDish {
  id: number;
  name: string;
  nutrition: { perPortion: { calories: number; protein: number; carbs: number; fat: number } };
  ingredientStatement: string;
  /** The FDA allergens of the dish, with the kinds of fish, shellfish and tree nuts. */
  allergenKinds: Readonly<Record<string, readonly string[]>>;
  /** Raw grams of each catalogue food in one portion. */
  recipe: readonly { foodCode: string; foodName: string; group: string; grams: number }[];
}
export interface KitchenLunch {
  title: string;
  dishes: KitchenDish[];
  choices: { key: string; label: string; dishes: KitchenDish[] }[];
}
export type KitchenLunchOn = (date: LocalDate) => Promise<KitchenLunch | null>;

export function isPickupDay(day: LocalDate): boolean {
  const weekday = weekdayOf(day);
  return weekday >= WEEKDAY.monday && weekday <= WEEKDAY.friday;
}

/** The day's roster as the counter shows it: whoever has a meal that day (subscriptions/meal-days.ts), by name. */
async function rosterOf(
  db: DbOrTx,
  day: LocalDate,
  pickupCodes: PickupCodes,
  lunch: KitchenLunch | null,
): Promise<PickupRosterEntry[]> {
  const rows = await mealRowsOn(db, day);
  const choiceLabel = (key: string | null) =>
    lunch?.choices.find((c) => c.key === key)?.label ?? lunch?.choices[0]?.label ?? null;
  return rows
    .map((r) => {
      const fridayChoice = lunch ? servedChoiceKey(lunch.choices, r.choice) : null;
      const meal = lunch && lunch.choices.length > 0 ? choiceLabel(r.choice) : null;
      return {
        userId: r.userId,
        subscriptionId: r.subscriptionId,
        orderId: r.orderId,
        name: r.name,
        email: r.email,
        phone: r.phone,
        planType: r.planType,
        meal: meal ?? lunch?.title ?? 'Lunch',
        fridayChoice,
        dietaryNotes: r.dietaryNotes,
        pickupCode: pickupCodes(r.publicId),
        checkedInAt: r.checkedInAt ? r.checkedInAt.toISOString() : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What staff see of a pickup (issue 21): the name, pickup code and meal, never contact details, plan or notes. */
function forCaller(actor: AuthContext, entry: PickupRosterEntry): PickupRosterEntry {
  if (actor.role === 'admin') return entry;
  const { email: _email, phone: _phone, planType: _plan, dietaryNotes: _notes, ...shown } = entry;
  return shown;
}

export function createKitchenService(deps: {
  db: Db;
  clock: Clock;
  pickupCodes: PickupCodes;
  lunchOn: KitchenLunchOn;
  /** What the labels say: the keeping time (a menu setting) and the business. */
  labels: { keepDays: () => Promise<number>; business: { name: string; address: string } };
}) {
  const { db, clock, pickupCodes, lunchOn } = deps;

  return {
    async roster(actor: AuthContext, date: string | undefined): Promise<PickupRosterResponse> {
      const day = date ? parseDay(date) : localDateOf(clock.now());
      const lunch = await lunchOn(day);
      const pickups = await rosterOf(db, day, pickupCodes, lunch);
      const picks = new Map<string | null, number>();
      for (const p of pickups) picks.set(p.fridayChoice, (picks.get(p.fridayChoice) ?? 0) + 1);
      return {
        date: day,
        isPickupDay: isPickupDay(day),
        expected: pickups.length,
        collected: pickups.filter((p) => p.checkedInAt !== null).length,
        fridayChoices: countChoices(lunch?.choices ?? [], picks),
        pickups: pickups.map((p) => forCaller(actor, p)),
      };
    },

    /** Idempotent: checking someone off twice answers the first check-in. */
    async checkIn(
      actor: AuthContext,
      by: { userId?: number | undefined; code?: string | undefined },
    ): Promise<PickupCheckInResponse> {
      const now = clock.now();
      const day = localDateOf(now);
      // Read before the transaction: on the embedded database a read beside an open transaction waits for it.
      const lunch = await lunchOn(day);
      const answer = await db.transaction(async (tx): Promise<PickupCheckInResponse> => {
        const roster = await rosterOf(tx, day, pickupCodes, lunch);
        const code = by.code?.replace(/[\s-]/g, '');
        const entry = roster.find((p) =>
          by.userId !== undefined ? p.userId === by.userId : p.pickupCode === code,
        );
        if (!entry) {
          throw new AppError(
            'NOT_FOUND',
            by.code !== undefined
              ? 'No one collects today with this pickup code.'
              : 'This subscriber does not collect today.',
          );
        }
        if (entry.checkedInAt) return { success: true as const, alreadyCheckedIn: true, pickup: entry };
        const [inserted] = await tx
          .insert(pickupCheckIns)
          .values({ subscriptionId: entry.subscriptionId, day, checkedInAt: now, checkedInBy: actor.userId })
          .onConflictDoNothing()
          .returning({ at: pickupCheckIns.checkedInAt });
        if (!inserted) {
          const [existing] = await tx
            .select({ at: pickupCheckIns.checkedInAt })
            .from(pickupCheckIns)
            .where(and(eq(pickupCheckIns.subscriptionId, entry.subscriptionId), eq(pickupCheckIns.day, day)));
          return {
            success: true as const,
            alreadyCheckedIn: true,
            pickup: { ...entry, checkedInAt: existing ? existing.at.toISOString() : now.toISOString() },
          };
        }
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'pickup.check-in',
            entityType: 'subscription',
            entityId: entry.subscriptionId,
            detail: { day, userId: entry.userId, by: by.code !== undefined ? 'code' : 'name' },
          },
          now,
        );
        return {
          success: true as const,
          alreadyCheckedIn: false,
          pickup: { ...entry, checkedInAt: now.toISOString() },
        };
      });
      return { ...answer, pickup: forCaller(actor, answer.pickup) };
    },

    /** Every ingredient of a range's lunches scaled by the meals to cook (the coming service week by default). */
    async shoppingList(from: string | undefined, to: string | undefined): Promise<ShoppingListResponse> {
      const start = from ? parseDay(from) : addDays(mondayOf(localDateOf(clock.now())), 7);
      return shoppingListOf(db, lunchOn, start, to ? parseDay(to) : addDays(start, 4));
    },

    /** One label per meal of a day (today by default), with how many boxes get it. */
    async labels(date: string | undefined): Promise<LabelsResponse> {
      const day = date ? parseDay(date) : localDateOf(clock.now());
      return {
        date: day,
        keepDays: await deps.labels.keepDays(),
        business: deps.labels.business,
        labels: await mealLabelsOf(db, lunchOn, day),
      };
    },

    /** The subscriber's own code: shown only on a day they collect. */
    async pickupCode(userId: number): Promise<PickupCodeResponse> {
      const today = localDateOf(clock.now());
      const roster = await rosterOf(db, today, pickupCodes, await lunchOn(today));
      const mine = roster.find((p) => p.userId === userId);
      if (mine) return { code: mine.pickupCode, validOn: today, nextPickupDate: null };
      return { code: null, validOn: null, nextPickupDate: await nextPickupDay(db, userId, today) };
    },

    async production(week: string | undefined): Promise<ProductionResponse> {
      const monday = week ? parseMonday(week) : addDays(mondayOf(localDateOf(clock.now())), 7);
      const days = Array.from({ length: 5 }, (_, i) => addDays(monday, i));
      const counts = await Promise.all(days.map((day) => mealsOn(db, day)));
      const lunches = await Promise.all(days.map((day) => lunchOn(day)));
      const held = await heldIn(db, monday);
      const picks = await Promise.all(
        days.map((day, i) =>
          (lunches[i]?.choices.length ?? 0) > 0 ? mealDayRepository(db).picksOn(day) : Promise.resolve(null),
        ),
      );
      return {
        weekStartDate: monday,
        days: days.map((date, i) => {
          const meals = counts[i] ?? 0;
          const lunch = lunches[i];
          const chosen = lunch && picks[i] ? countChoices(lunch.choices, picks[i]) : null;
          return {
            date,
            weekday: WEEKDAY_NAMES[weekdayOf(date)] ?? '',
            meals,
            dishes: [
              ...(lunch?.choices ?? []).flatMap((choice, c) =>
                choice.dishes.map((dish) => ({ name: dish.name, count: chosen?.[c]?.count ?? 0 })),
              ),
              ...(lunch?.dishes ?? []).map((dish) => ({ name: dish.name, count: meals })),
            ],
            fridaySpecial: chosen,
          };
        }),
        subscribers: counts[0] ?? 0,
        ...held,
      };
    },
  };
}

export function parseDay(value: string): LocalDate {
  try {
    return localDate(value);
  } catch {
    throw new AppError('VALIDATION', 'Use a date like 2026-11-23', { date: 'Use a date like 2026-11-23' });
  }
}

function parseMonday(value: string): LocalDate {
  const day = parseDay(value);
  if (weekdayOf(day) !== WEEKDAY.monday) {
    throw new AppError('VALIDATION', 'Choose a Monday: service weeks start on Mondays.', {
      week: 'Choose a Monday: service weeks start on Mondays.',
    });
  }
  return day;
}

/** How many subscriptions have a meal on a day, by the roster's conditions (mealOnDay); none on a closed day. */
export async function mealsOn(db: DbOrTx, day: LocalDate): Promise<number> {
  if ((await closureRepository(db).closedDays(day, addDays(day, 1))).size > 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(orders.subscriptionId) })
    .from(orders)
    // mealOnDay reads the subscription's id; every order has its subscription, so the join drops none.
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(mealOnDay(day));
  return row?.n ?? 0;
}

/** Live subscriptions that skip the week, or whose pause covers it: nothing is cooked for them. */
async function heldIn(db: DbOrTx, monday: LocalDate): Promise<{ skipped: number; paused: number }> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${skippedWeeks} k join ${subscriptions} s on s.id = k.subscription_id
        where k.week_start_date = ${monday}::date
          and s.status in ('active', 'trialing', 'past_due', 'paused')) as skipped,
      (select count(*)::int from ${subscriptions} s
        where s.status in ('active', 'trialing', 'past_due', 'paused')
          and s.paused_from <= ${monday}::date and s.resume_on > ${monday}::date) as paused`);
  const [row] = rowsOf(result, z.object({ skipped: dbNumber, paused: dbNumber }));
  return { skipped: row?.skipped ?? 0, paused: row?.paused ?? 0 };
}

/** The first weekday after today covered by one of the user's paid orders, if any. */
async function nextPickupDay(db: DbOrTx, userId: number, today: LocalDate): Promise<string | null> {
  const rows = await db
    .select({ start: orders.weekStartDate, weeks: orders.weeks })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['active', 'completed']),
        eq(orders.paymentStatus, 'successful'),
        sql`${orders.weekStartDate} + ${orders.weeks} * 7 > ${today}::date + 1`,
      ),
    )
    .orderBy(orders.weekStartDate);
  for (const row of rows) {
    const start = localDate(row.start);
    for (let i = 0; i < row.weeks * 7; i++) {
      const day = addDays(start, i);
      if (day > today && isPickupDay(day)) return day;
    }
  }
  return null;
}
