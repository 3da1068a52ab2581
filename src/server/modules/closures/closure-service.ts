// Closing the kitchen on a day or a range (issue 43): subscribers with a meal that day are told and get one meal's
// credit, once; reopening a day never credits again. The Friday run credits the closed days of the weeks it bills.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  Closure,
  ClosureSettings,
  ClosuresResponse,
  CreateClosureResponse,
} from '../../../contracts/closures';
import {
  addDays,
  daysBetween,
  localDate,
  localDateOf,
  mondayOf,
  weekdayOf,
  WEEKDAY,
  type LocalDate,
} from '../../../domain/calendar';
import { formatCalendarDate, formatWeekdayDate } from '../../../domain/dates';
import { usHolidays } from '../../../domain/holidays';
import { pricePerMeal, type PlanType } from '../../../domain/plans';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { creditRepository, type ClosureGrant } from '../credit/credit-repository';
import { enqueueEmail } from '../email/outbox';
import { closureRepository, type ClosureRow } from './closure-repository';
import { closureSettings } from './closure-settings';

/** Subscribers hear of a closure at least this long before it; sooner is allowed, with a warning. */
export const NOTICE_DAYS = 7;
/** One request closes at most this many days (a range of a month). */
const MAX_RANGE_DAYS = 31;

const mealCredit = pricePerMeal;

export function toClosure(row: ClosureRow): Closure {
  return {
    id: row.id,
    day: row.day,
    reason: row.reason,
    creditsMeal: row.creditsMeal,
    createdAt: row.createdAt.toISOString(),
  };
}

const isWeekday = (day: LocalDate) => {
  const d = weekdayOf(day);
  return d >= WEEKDAY.monday && d <= WEEKDAY.friday;
};

function parseDay(value: string, field: string): LocalDate {
  try {
    return localDate(value);
  } catch {
    throw new AppError('VALIDATION', 'Use a real date like 2026-11-26', {
      [field]: 'Use a real date like 2026-11-26',
    });
  }
}

const mealRow = z.object({
  user_id: dbNumber,
  plan_type: z.enum(['weekly', 'monthly']),
});

/** Accounts whose paid order covers the day (a week already charged), not skipped, and not free. */
async function paidMealsOn(db: DbOrTx, day: LocalDate) {
  const result = await db.execute(sql`
    select distinct o.user_id, s.plan_type from orders o join subscriptions s on s.id = o.subscription_id
    where o.status in ('active', 'completed') and o.payment_status = 'successful' and o.total_amount_cents > 0
      and o.week_start_date between ${day}::date - 27 and ${day}::date
      and o.week_start_date + o.weeks * 7 > ${day}::date
      and not exists (select 1 from skipped_weeks k
        where k.subscription_id = o.subscription_id and k.week_start_date = ${mondayOf(day)}::date)`);
  return rowsOf(result, mealRow);
}

const recipientRow = z.object({
  public_id: z.string(),
  name: z.string(),
  email: z.string(),
  plan_type: z.enum(['weekly', 'monthly']),
});

/**
 * Live subscriptions with a meal that day: a paid week covering it, or a week the Friday run will bill (not paused
 * or skipped then).
 */
async function mealsOn(db: DbOrTx, day: LocalDate) {
  const monday = mondayOf(day);
  const result = await db.execute(sql`
    select s.public_id, s.name, s.email, s.plan_type from subscriptions s
    where s.status in ('active', 'trialing', 'past_due') and s.user_id is not null
      and not exists (select 1 from skipped_weeks k where k.subscription_id = s.id and k.week_start_date = ${monday}::date)
      and (exists (select 1 from orders o where o.subscription_id = s.id
            and o.status in ('active', 'completed') and o.payment_status = 'successful'
            and o.week_start_date between ${day}::date - 27 and ${day}::date
            and o.week_start_date + o.weeks * 7 > ${day}::date)
        or (s.next_period_start <= ${monday}::date and not s.cancel_at_period_end
          and not (s.paused_from is not null and s.paused_from <= ${monday}::date
            and (s.resume_on is null or s.resume_on > ${monday}::date))))`);
  return rowsOf(result, recipientRow);
}

export type ClosureService = ReturnType<typeof createClosureService>;

export function createClosureService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async list(): Promise<ClosuresResponse> {
      const today = localDateOf(clock.now());
      const rows = await closureRepository(db).between(addDays(today, -30), addDays(today, 400));
      const closed = new Set(rows.map((r) => r.day));
      const year = Number(today.slice(0, 4));
      const suggestions = [...usHolidays(year), ...usHolidays(year + 1)].filter(
        (h) => h.date > today && !closed.has(h.date) && isWeekday(h.date),
      );
      const { creditMeals } = await closureSettings(db).get();
      return { closures: rows.map(toClosure), suggestions, creditMeals };
    },

    async setSettings(actor: AuthContext, settings: ClosureSettings): Promise<ClosureSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await closureSettings(tx).set(settings, now);
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'settings.closure-credit',
            entityType: 'settings',
            entityId: 'closure-credit',
            detail: { creditMeals: settings.creditMeals },
          },
          now,
        );
      });
      return settings;
    },

    async close(
      actor: AuthContext,
      input: { from: string; to: string; reason: string },
    ): Promise<CreateClosureResponse> {
      const now = clock.now();
      const today = localDateOf(now);
      const from = parseDay(input.from, 'from');
      const to = parseDay(input.to, 'to');
      if (to < from)
        throw new AppError('VALIDATION', 'The last day comes before the first', {
          to: 'Pick a day on or after the first',
        });
      if (daysBetween(from, to) >= MAX_RANGE_DAYS) {
        throw new AppError('VALIDATION', `Close at most ${MAX_RANGE_DAYS} days at once`, {
          to: `Close at most ${MAX_RANGE_DAYS} days at once`,
        });
      }
      if (from <= today) {
        throw new AppError('VALIDATION', 'A closure starts tomorrow at the earliest', {
          from: 'Pick a day after today',
        });
      }
      const days: LocalDate[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) if (isWeekday(d)) days.push(d);
      if (days.length === 0) {
        throw new AppError('VALIDATION', 'The kitchen is closed at weekends already: pick a weekday', {
          from: 'Pick a weekday',
        });
      }
      const result = await db.transaction(async (tx) => {
        const { creditMeals } = await closureSettings(tx).get();
        const added = await closureRepository(tx).close(
          days,
          { reason: input.reason, createdBy: actor.userId, creditsMeal: creditMeals },
          now,
        );
        const newDays = added.map((r) => r.day as LocalDate);
        // Weeks already charged: their meal's credit now. Weeks not charged yet get it from the Friday run.
        const grants: ClosureGrant[] = [];
        const perAccount = new Map<
          string,
          { name: string; email: string; plan: PlanType; days: LocalDate[] }
        >();
        for (const day of newDays) {
          const note = `${input.reason} (${formatWeekdayDate(day)})`;
          for (const m of creditMeals ? await paidMealsOn(tx, day) : []) {
            grants.push({ userId: m.user_id, day, amountCents: mealCredit(m.plan_type), note });
          }
          for (const r of await mealsOn(tx, day)) {
            const entry = perAccount.get(r.public_id) ?? {
              name: r.name,
              email: r.email,
              plan: r.plan_type,
              days: [],
            };
            entry.days.push(day);
            perAccount.set(r.public_id, entry);
          }
        }
        const credited = await creditRepository(tx).grantClosureCredits(grants, now);
        for (const [publicId, who] of perAccount) {
          await enqueueEmail(
            tx,
            {
              template: 'closure-notice',
              data: {
                name: who.name,
                days: who.days,
                reason: input.reason,
                creditCents: creditMeals ? mealCredit(who.plan) * who.days.length : 0,
              },
              to: who.email,
              dedupeKey: `closure-notice:${publicId}:${who.days.join(',')}`,
            },
            now,
          );
        }
        if (added.length > 0) {
          await auditLogRepository(tx).record(
            {
              actor,
              action: 'closure.create',
              entityType: 'closure',
              entityId: added[0]?.id ?? null,
              detail: { days: newDays.join(', '), reason: input.reason, credited, notified: perAccount.size },
            },
            now,
          );
        }
        return { added, credited, notified: perAccount.size };
      });
      const soon = days.filter((d) => daysBetween(today, d) < NOTICE_DAYS);
      const closures = await closureRepository(db).findByDays(days);
      const count = result.added.length;
      return {
        success: true as const,
        message:
          count === 0
            ? 'Those days were closed already: nothing changed.'
            : `Closed ${count === 1 ? formatCalendarDate(days[0] ?? from) : `${count} days`}. ${result.notified} ${result.notified === 1 ? 'subscriber was' : 'subscribers were'} told by e-mail.`,
        closures: closures.map(toClosure),
        warning:
          soon.length > 0 && count > 0
            ? `Less than ${NOTICE_DAYS} days' notice for ${soon.map(formatCalendarDate).join(', ')}: subscribers may have planned on that lunch.`
            : null,
        credited: result.credited,
        notified: result.notified,
      };
    },

    async reopen(actor: AuthContext, id: number): Promise<{ success: true; message: string }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await closureRepository(tx).remove(id);
        if (!row) throw new AppError('NOT_FOUND', 'No such closure');
        await auditLogRepository(tx).record(
          { actor, action: 'closure.remove', entityType: 'closure', entityId: id, detail: { day: row.day } },
          now,
        );
        return {
          success: true as const,
          message: `${formatCalendarDate(row.day)} is open again. Credit already given stays with the subscribers.`,
        };
      });
    },
  };
}
