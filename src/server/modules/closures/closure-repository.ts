// Closed days: one row per weekday the kitchen does not cook; reopening deletes the row (its credits stay given).
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import { closures } from '../../db/schema';

export type ClosureRow = typeof closures.$inferSelect;

export function closureRepository(db: DbOrTx) {
  return {
    /** Adds the days not closed yet (one statement); answers the rows added. */
    async close(
      days: readonly LocalDate[],
      input: { reason: string; createdBy: number | null; creditsMeal: boolean },
      now: Date,
    ): Promise<ClosureRow[]> {
      if (days.length === 0) return [];
      return db
        .insert(closures)
        .values(
          days.map((day) => ({
            day,
            reason: input.reason,
            creditsMeal: input.creditsMeal,
            createdBy: input.createdBy,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: closures.day })
        .returning();
    },

    async findByDays(days: readonly LocalDate[]): Promise<ClosureRow[]> {
      if (days.length === 0) return [];
      return db
        .select()
        .from(closures)
        .where(inArray(closures.day, [...days]))
        .orderBy(asc(closures.day));
    },

    /** Closed days from `from` to the day before `until`. */
    async between(from: LocalDate, until: LocalDate): Promise<ClosureRow[]> {
      return db
        .select()
        .from(closures)
        .where(and(gte(closures.day, from), lt(closures.day, until)))
        .orderBy(asc(closures.day));
    },

    async closedDays(from: LocalDate, until: LocalDate): Promise<Set<LocalDate>> {
      const rows = await db
        .select({ day: closures.day })
        .from(closures)
        .where(and(gte(closures.day, from), lt(closures.day, until)));
      return new Set(rows.map((r) => r.day as LocalDate));
    },

    async remove(id: number): Promise<ClosureRow | undefined> {
      const [row] = await db.delete(closures).where(eq(closures.id, id)).returning();
      return row;
    },
  };
}
