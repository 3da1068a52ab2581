// Who had a meal on a day, as the kitchen's roster counts it: a paid order covers the day's week, the week is not
// skipped, the day is a weekday the kitchen is open. Ratings and cases ask it through app.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, mondayOf, WEEKDAY, weekdayOf, type LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import {
  fridaySpecialChoices,
  orders,
  pickupCheckIns,
  skippedWeeks,
  subscriptions,
  users,
} from '../../db/schema';
import { closureRepository } from '../closures/closure-repository';

export interface MealDay {
  day: LocalDate;
  userId: number;
  name: string;
  email: string;
  subscriptionId: number;
  planType: 'weekly' | 'monthly';
  orderId: number;
  /** The Friday special they chose that week, or null (the day's first choice). */
  choice: string | null;
  checkedInAt: Date | null;
}

/**
 * The orders that give a subscriber a meal on a day: paid, covering the day's week, the week not skipped. The
 * kitchen's roster (admin/kitchen-service.ts) and the meals rated and reported here both count by it.
 */
export function mealOnDay(day: LocalDate) {
  return and(
    inArray(orders.status, ['active', 'completed']),
    eq(orders.paymentStatus, 'successful'),
    sql`${orders.weekStartDate} between ${day}::date - 27 and ${day}::date`,
    sql`${orders.weekStartDate} + ${orders.weeks} * 7 > ${day}::date`,
    sql`not exists (select 1 from ${skippedWeeks} k
      where k.subscription_id = ${subscriptions.id} and k.week_start_date = ${mondayOf(day)}::date)`,
  );
}

/**
 * One row a subscription with a meal on a day (its first paying order), with its week's Friday pick and its check-in
 * that day; none on a weekend or a day the kitchen is closed. The kitchen's roster (admin/kitchen-service.ts) and the
 * meals here read the day from it alone.
 */
export async function mealRowsOn(db: DbOrTx, day: LocalDate, userId?: number) {
  const weekday = weekdayOf(day);
  if (weekday < WEEKDAY.monday || weekday > WEEKDAY.friday) return [];
  if ((await closureRepository(db).closedDays(day, addDays(day, 1))).size > 0) return [];
  const monday = mondayOf(day);
  const rows = await db
    .selectDistinctOn([subscriptions.id], {
      subscriptionId: subscriptions.id,
      publicId: subscriptions.publicId,
      userId: orders.userId,
      orderId: orders.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      planType: subscriptions.planType,
      dietaryNotes: subscriptions.dietaryRestrictions,
      choice: fridaySpecialChoices.choice,
      checkedInAt: pickupCheckIns.checkedInAt,
    })
    .from(orders)
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(
      fridaySpecialChoices,
      and(
        eq(fridaySpecialChoices.subscriptionId, subscriptions.id),
        eq(fridaySpecialChoices.weekStartDate, monday),
      ),
    )
    .leftJoin(
      pickupCheckIns,
      and(eq(pickupCheckIns.subscriptionId, subscriptions.id), eq(pickupCheckIns.day, day)),
    )
    .where(and(mealOnDay(day), userId === undefined ? undefined : eq(orders.userId, userId)))
    .orderBy(subscriptions.id, orders.id);
  return rows;
}

export function mealDayRepository(db: DbOrTx) {
  async function eaters(day: LocalDate, userId?: number): Promise<MealDay[]> {
    const rows = await mealRowsOn(db, day, userId);
    return rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      subscriptionId: r.subscriptionId,
      planType: r.planType,
      orderId: r.orderId,
      choice: r.choice ?? null,
      checkedInAt: r.checkedInAt,
      day,
    }));
  }

  return {
    /** The subscriber's meal of a day, or null when they had none. */
    async ofUser(userId: number, day: LocalDate): Promise<MealDay | null> {
      return (await eaters(day, userId))[0] ?? null;
    },
    /** Everyone with a meal that day. */
    eatersOn: (day: LocalDate) => eaters(day),
    /** How many of the day's meals carry each saved Friday pick (null: none saved), as the roster counts them. */
    async picksOn(day: LocalDate): Promise<Map<string | null, number>> {
      const picks = new Map<string | null, number>();
      for (const { choice } of await eaters(day)) picks.set(choice, (picks.get(choice) ?? 0) + 1);
      return picks;
    },
  };
}
