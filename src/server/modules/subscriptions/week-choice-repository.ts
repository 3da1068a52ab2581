// Reads and writes what subscribers choose per service week: the weeks they skip and their Friday special.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fridaySpecialChoices, skippedWeeks } from '../../db/schema';

/** A pick of a Friday's choices: the choice's key in that Friday's menu. */
export type FridaySpecial = string;

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

    /** The picks stored for these weeks; a week without one eats its Friday's first choice. */
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
  };
}
