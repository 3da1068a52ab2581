// Who had a meal on a day, as the kitchen's roster counts it: a paid order covers the day's week, the week is not
// skipped, the day is a weekday the kitchen is open. Ratings and cases ask it through app.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, mondayOf, weekdayOf, type LocalDate } from '../../../domain/calendar';
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

export function mealDayRepository(db: DbOrTx) {
  async function eaters(day: LocalDate, userId?: number): Promise<MealDay[]> {
    const weekday = weekdayOf(day);
    if (weekday < 1 || weekday > 5) return [];
    if ((await closureRepository(db).closedDays(day, addDays(day, 1))).size > 0) return [];
    const monday = mondayOf(day);
    const rows = await db
      .selectDistinctOn([subscriptions.id], {
        userId: orders.userId,
        name: users.name,
        email: users.email,
        subscriptionId: subscriptions.id,
        planType: subscriptions.planType,
        orderId: orders.id,
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
    return rows.flatMap((r) =>
      r.userId === null ? [] : [{ ...r, userId: r.userId, day, choice: r.choice ?? null }],
    );
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
