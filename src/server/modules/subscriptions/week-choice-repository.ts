// Reads and writes what subscribers choose per service week: the weeks they skip and their Friday special.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  fridaySpecialChoices,
  LIVE_SUBSCRIPTION_STATUSES,
  orders,
  skippedWeeks,
  subscriptions,
} from '../../db/schema';

export type FridaySpecial = (typeof fridaySpecialChoices.$inferSelect)['choice'];

export function weekChoiceRepository(db: DbOrTx) {
  return {
    /** Skips a week; skipping it again changes nothing. Answers whether it was skipped now. */
    async skip(subscriptionId: number, weekStartDate: string, now: Date): Promise<boolean> {
      const added = await db
        .insert(skippedWeeks)
        .values({ subscriptionId, weekStartDate, createdAt: now })
        .onConflictDoNothing({ target: [skippedWeeks.subscriptionId, skippedWeeks.weekStartDate] })
        .returning({ week: skippedWeeks.weekStartDate });
      return added.length > 0;
    },

    /** Puts a skipped week back; answers whether it had been skipped. */
    async unskip(subscriptionId: number, weekStartDate: string): Promise<boolean> {
      const removed = await db
        .delete(skippedWeeks)
        .where(
          and(eq(skippedWeeks.subscriptionId, subscriptionId), eq(skippedWeeks.weekStartDate, weekStartDate)),
        )
        .returning({ week: skippedWeeks.weekStartDate });
      return removed.length > 0;
    },

    /** Which of these subscriptions skipped this week (the Friday run, one query per batch). */
    async skippedAmong(subscriptionIds: number[], weekStartDate: string): Promise<Set<number>> {
      if (subscriptionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: skippedWeeks.subscriptionId })
        .from(skippedWeeks)
        .where(
          and(
            eq(skippedWeeks.weekStartDate, weekStartDate),
            inArray(skippedWeeks.subscriptionId, subscriptionIds),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** The Mondays skipped from `from` on, earliest first. */
    async listSkipped(subscriptionId: number, from: string): Promise<string[]> {
      const rows = await db
        .select({ week: skippedWeeks.weekStartDate })
        .from(skippedWeeks)
        .where(and(eq(skippedWeeks.subscriptionId, subscriptionId), gte(skippedWeeks.weekStartDate, from)))
        .orderBy(asc(skippedWeeks.weekStartDate));
      return rows.map((r) => r.week);
    },

    async chooseFridaySpecial(
      subscriptionId: number,
      weekStartDate: string,
      choice: FridaySpecial,
      now: Date,
    ): Promise<void> {
      await db
        .insert(fridaySpecialChoices)
        .values({ subscriptionId, weekStartDate, choice, updatedAt: now })
        .onConflictDoUpdate({
          target: [fridaySpecialChoices.subscriptionId, fridaySpecialChoices.weekStartDate],
          set: { choice, updatedAt: now },
        });
    },

    /** The choices stored for these weeks; a week without one is chicken. */
    async fridaySpecials(subscriptionId: number, weeks: string[]): Promise<Map<string, FridaySpecial>> {
      if (weeks.length === 0) return new Map();
      const rows = await db
        .select({ week: fridaySpecialChoices.weekStartDate, choice: fridaySpecialChoices.choice })
        .from(fridaySpecialChoices)
        .where(
          and(
            eq(fridaySpecialChoices.subscriptionId, subscriptionId),
            inArray(fridaySpecialChoices.weekStartDate, weeks),
          ),
        );
      return new Map(rows.map((r) => [r.week, r.choice]));
    },

    /**
     * How many of each Friday special to cook in a service week: one per live subscription with a paid order covering
     * that week, chicken unless shrimp was chosen (the admin's production counts).
     */
    async countFridaySpecials(weekStartDate: string): Promise<{ chicken: number; shrimp: number }> {
      // An order covers weeks [week_start_date, week_start_date + 7 * weeks): at most four, so the range is bounded.
      const rows = await db
        .select({
          choice: sql<FridaySpecial>`coalesce(${fridaySpecialChoices.choice}, 'chicken')`,
          n: sql<number>`count(distinct ${subscriptions.id})::int`,
        })
        .from(subscriptions)
        .innerJoin(
          orders,
          and(
            eq(orders.subscriptionId, subscriptions.id),
            inArray(orders.status, ['active', 'completed']),
            eq(orders.paymentStatus, 'successful'),
            sql`${orders.weekStartDate} between ${weekStartDate}::date - 21 and ${weekStartDate}::date`,
            sql`${orders.weekStartDate} + ${orders.weeks} * 7 > ${weekStartDate}::date`,
          ),
        )
        .leftJoin(
          fridaySpecialChoices,
          and(
            eq(fridaySpecialChoices.subscriptionId, subscriptions.id),
            eq(fridaySpecialChoices.weekStartDate, weekStartDate),
          ),
        )
        .where(inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]))
        .groupBy(sql`1`);
      const counts = { chicken: 0, shrimp: 0 };
      for (const row of rows) counts[row.choice] += Number(row.n);
      return counts;
    },
  };
}
