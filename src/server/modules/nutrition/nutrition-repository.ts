// Reads and writes a subscriber's tracker data: goals, day entries, weights, recommendations and check-in answers.
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  nutritionCheckIns,
  nutritionEntries,
  nutritionGoals,
  nutritionRecommendations,
  nutritionWeights,
} from '../../db/schema';

export type GoalsRow = typeof nutritionGoals.$inferSelect;
export type NewGoals = typeof nutritionGoals.$inferInsert;
export type EntryRow = typeof nutritionEntries.$inferSelect;
export type NewEntry = typeof nutritionEntries.$inferInsert;
export type WeightRow = typeof nutritionWeights.$inferSelect;
export type RecommendationRow = typeof nutritionRecommendations.$inferSelect;
export type NewRecommendation = typeof nutritionRecommendations.$inferInsert;
export type CheckInRow = typeof nutritionCheckIns.$inferSelect;

/** One day's sums, as the charts and the insights engine read them. */
export interface DayTotals {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  waterMl: number;
  exerciseCalories: number;
  entries: number;
  lunch: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** Whether an insert failed on a unique index (PostgreSQL and PGlite both say 23505, sometimes on the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function nutritionRepository(db: DbOrTx) {
  return {
    async findGoals(userId: number): Promise<GoalsRow | undefined> {
      const [row] = await db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, userId));
      return row;
    },

    async saveGoals(values: NewGoals): Promise<GoalsRow> {
      const { userId: _userId, createdAt: _createdAt, ...changes } = values;
      const [row] = await db
        .insert(nutritionGoals)
        .values(values)
        .onConflictDoUpdate({ target: nutritionGoals.userId, set: changes })
        .returning();
      if (!row) throw new Error('goals not saved');
      return row;
    },

    async insertEntry(values: NewEntry): Promise<EntryRow> {
      const [row] = await db.insert(nutritionEntries).values(values).returning();
      if (!row) throw new Error('entry not saved');
      return row;
    },

    async insertEntries(values: NewEntry[]): Promise<void> {
      if (values.length > 0) await db.insert(nutritionEntries).values(values);
    },

    /** Only the owner's entry: another subscriber's id is as good as unknown. */
    async findEntry(userId: number, id: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.id, id), eq(nutritionEntries.userId, userId)));
      return row;
    },

    async updateEntry(userId: number, id: number, values: Partial<NewEntry>): Promise<EntryRow | undefined> {
      const [row] = await db
        .update(nutritionEntries)
        .set(values)
        .where(and(eq(nutritionEntries.id, id), eq(nutritionEntries.userId, userId)))
        .returning();
      return row;
    },

    /** Deletes the entry if it is the user's and its day is within [from, to]; answers it, or undefined. */
    async deleteEntry(
      userId: number,
      id: number,
      days: { from: string; to: string },
    ): Promise<EntryRow | undefined> {
      const [row] = await db
        .delete(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.id, id),
            eq(nutritionEntries.userId, userId),
            gte(nutritionEntries.date, days.from),
            lte(nutritionEntries.date, days.to),
          ),
        )
        .returning();
      return row;
    },

    async entriesOn(userId: number, date: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.userId, userId), eq(nutritionEntries.date, date)))
        .orderBy(asc(nutritionEntries.id));
    },

    /**
     * A day's entries and its weight in one round trip when there are entries (the weight rides on each row); a day
     * without entries asks for its weight alone.
     */
    async day(userId: number, date: string): Promise<{ entries: EntryRow[]; weight: number | null }> {
      const rows = await db
        .select({
          entry: nutritionEntries,
          weight: sql<number | null>`(select ${nutritionWeights.weightKg} from ${nutritionWeights}
            where ${nutritionWeights.userId} = ${userId} and ${nutritionWeights.date} = ${date})`,
        })
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.userId, userId), eq(nutritionEntries.date, date)))
        .orderBy(asc(nutritionEntries.id));
      if (rows.length === 0) return { entries: [], weight: await this.weightOn(userId, date) };
      const weight = rows[0]?.weight;
      return { entries: rows.map((r) => r.entry), weight: weight == null ? null : Number(weight) };
    },

    async allEntries(userId: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .orderBy(asc(nutritionEntries.date), asc(nutritionEntries.id));
    },

    /** Sums per logged day from `from` to `to`, oldest first (days without entries are absent). */
    async dayTotals(userId: number, from: string, to: string): Promise<DayTotals[]> {
      const rows = await db
        .select({
          date: nutritionEntries.date,
          calories: sql<number>`coalesce(sum(${nutritionEntries.calories}), 0)::int`,
          protein: sql<number>`coalesce(sum(${nutritionEntries.proteinG}), 0)::float8`,
          carbs: sql<number>`coalesce(sum(${nutritionEntries.carbsG}), 0)::float8`,
          fat: sql<number>`coalesce(sum(${nutritionEntries.fatG}), 0)::float8`,
          fiber: sql<number>`coalesce(sum(${nutritionEntries.fiberG}), 0)::float8`,
          waterMl: sql<number>`coalesce(sum(${nutritionEntries.waterMl}), 0)::int`,
          exerciseCalories: sql<number>`coalesce(sum(${nutritionEntries.exerciseCalories}), 0)::int`,
          entries: sql<number>`count(*)::int`,
          lunch: sql<boolean>`bool_or(${nutritionEntries.source} = 'lunch')`,
        })
        .from(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.userId, userId),
            gte(nutritionEntries.date, from),
            lte(nutritionEntries.date, to),
          ),
        )
        .groupBy(nutritionEntries.date)
        .orderBy(asc(nutritionEntries.date));
      return rows.map((r) => ({
        date: r.date,
        calories: Number(r.calories),
        protein: Number(r.protein),
        carbs: Number(r.carbs),
        fat: Number(r.fat),
        fiber: Number(r.fiber),
        waterMl: Number(r.waterMl),
        exerciseCalories: Number(r.exerciseCalories),
        entries: Number(r.entries),
        lunch: Boolean(r.lunch),
      }));
    },

    /** Every date with something logged, oldest first (streaks). */
    async loggedDates(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: nutritionEntries.date })
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .orderBy(asc(nutritionEntries.date));
      return rows.map((r) => r.date);
    },

    async saveWeight(userId: number, date: string, weightKg: number, now: Date): Promise<WeightRow> {
      const [row] = await db
        .insert(nutritionWeights)
        .values({ userId, date, weightKg, createdAt: now })
        .onConflictDoUpdate({
          target: [nutritionWeights.userId, nutritionWeights.date],
          set: { weightKg, createdAt: now },
        })
        .returning();
      if (!row) throw new Error('weight not saved');
      return row;
    },

    async deleteWeight(userId: number, date: string): Promise<boolean> {
      const rows = await db
        .delete(nutritionWeights)
        .where(and(eq(nutritionWeights.userId, userId), eq(nutritionWeights.date, date)))
        .returning({ id: nutritionWeights.id });
      return rows.length > 0;
    },

    async weightOn(userId: number, date: string): Promise<number | null> {
      const [row] = await db
        .select({ weightKg: nutritionWeights.weightKg })
        .from(nutritionWeights)
        .where(and(eq(nutritionWeights.userId, userId), eq(nutritionWeights.date, date)));
      return row?.weightKg ?? null;
    },

    /** Weights up to `to` (all of them, so the moving average starts where the subscriber started), oldest first. */
    async weightsUpTo(userId: number, to: string): Promise<{ date: string; weightKg: number }[]> {
      return db
        .select({ date: nutritionWeights.date, weightKg: nutritionWeights.weightKg })
        .from(nutritionWeights)
        .where(and(eq(nutritionWeights.userId, userId), lte(nutritionWeights.date, to)))
        .orderBy(asc(nutritionWeights.date));
    },

    async listRecommendations(userId: number): Promise<RecommendationRow[]> {
      return db
        .select()
        .from(nutritionRecommendations)
        .where(eq(nutritionRecommendations.userId, userId))
        .orderBy(asc(nutritionRecommendations.position));
    },

    async replaceRecommendations(userId: number, rows: NewRecommendation[]): Promise<RecommendationRow[]> {
      await db.delete(nutritionRecommendations).where(eq(nutritionRecommendations.userId, userId));
      if (rows.length === 0) return [];
      return db.insert(nutritionRecommendations).values(rows).returning();
    },

    async findCheckIn(userId: number, weekStart: string): Promise<CheckInRow | undefined> {
      const [row] = await db
        .select()
        .from(nutritionCheckIns)
        .where(and(eq(nutritionCheckIns.userId, userId), eq(nutritionCheckIns.weekStart, weekStart)))
        .orderBy(desc(nutritionCheckIns.decidedAt));
      return row;
    },

    async saveCheckIn(values: Omit<typeof nutritionCheckIns.$inferInsert, 'id'>): Promise<CheckInRow> {
      const [row] = await db
        .insert(nutritionCheckIns)
        .values(values)
        .onConflictDoUpdate({
          target: [nutritionCheckIns.userId, nutritionCheckIns.weekStart],
          set: {
            status: values.status,
            suggestedTarget: values.suggestedTarget,
            decidedAt: values.decidedAt,
          },
        })
        .returning();
      if (!row) throw new Error('check-in not saved');
      return row;
    },

    /** Whether the user has anything in the tracker (export is open to them even without a live subscription). */
    async hasData(userId: number): Promise<boolean> {
      const [goals] = await db
        .select({ id: nutritionGoals.userId })
        .from(nutritionGoals)
        .where(eq(nutritionGoals.userId, userId));
      if (goals) return true;
      const [entry] = await db
        .select({ id: nutritionEntries.id })
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .limit(1);
      if (entry) return true;
      const [weight] = await db
        .select({ id: nutritionWeights.id })
        .from(nutritionWeights)
        .where(eq(nutritionWeights.userId, userId))
        .limit(1);
      return weight !== undefined;
    },
  };
}

export type NutritionRepository = ReturnType<typeof nutritionRepository>;
