// Reads and writes a subscriber's own foods and saved meals; each limit is checked under a per-subscriber lock, so two
// instances adding at once cannot pass it.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customFoods, savedMeals } from '../../db/schema';

export type CustomFoodRow = typeof customFoods.$inferSelect;
export type NewCustomFood = Omit<typeof customFoods.$inferInsert, 'id' | 'deletedAt'>;
export type SavedMealRow = typeof savedMeals.$inferSelect;
export type NewSavedMeal = Omit<typeof savedMeals.$inferInsert, 'id'>;

/** Advisory lock keys (with the user id as the second key): own foods, saved meals. */
const LOCK = { customFoods: 727_181, savedMeals: 727_182 } as const;

const lockFor = (db: DbOrTx, key: number, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${key}, ${userId % 2_147_483_647}::int)`);

export function foodsRepository(db: DbOrTx) {
  return {
    /** The user's live own foods, oldest first. */
    async customFoods(userId: number): Promise<CustomFoodRow[]> {
      return db
        .select()
        .from(customFoods)
        .where(and(eq(customFoods.userId, userId), isNull(customFoods.deletedAt)))
        .orderBy(asc(customFoods.id));
    },

    /** One own food by id, deleted or not (entries logged with it keep their food). */
    async customFood(userId: number, id: number): Promise<CustomFoodRow | undefined> {
      const [row] = await db
        .select()
        .from(customFoods)
        .where(and(eq(customFoods.userId, userId), eq(customFoods.id, id)));
      return row;
    },

    /** Adds an own food unless the user has `limit` already; undefined when full. Run inside a transaction. */
    async addCustomFood(values: NewCustomFood, limit: number): Promise<CustomFoodRow | undefined> {
      await lockFor(db, LOCK.customFoods, values.userId);
      const [live] = await db
        .select({ n: count() })
        .from(customFoods)
        .where(and(eq(customFoods.userId, values.userId), isNull(customFoods.deletedAt)));
      if ((live?.n ?? 0) >= limit) return undefined;
      const [row] = await db.insert(customFoods).values(values).returning();
      return row;
    },

    async deleteCustomFood(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(customFoods)
        .set({ deletedAt: now })
        .where(and(eq(customFoods.userId, userId), eq(customFoods.id, id), isNull(customFoods.deletedAt)))
        .returning({ id: customFoods.id });
      return rows.length > 0;
    },

    async savedMeals(userId: number): Promise<SavedMealRow[]> {
      return db.select().from(savedMeals).where(eq(savedMeals.userId, userId)).orderBy(asc(savedMeals.id));
    },

    /** Saves a meal unless the user has `limit` already; undefined when full. Run inside a transaction. */
    async addSavedMeal(values: NewSavedMeal, limit: number): Promise<SavedMealRow | undefined> {
      await lockFor(db, LOCK.savedMeals, values.userId);
      const [saved] = await db
        .select({ n: count() })
        .from(savedMeals)
        .where(eq(savedMeals.userId, values.userId));
      if ((saved?.n ?? 0) >= limit) return undefined;
      const [row] = await db.insert(savedMeals).values(values).returning();
      return row;
    },

    async deleteSavedMeal(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedMeals)
        .where(and(eq(savedMeals.userId, userId), eq(savedMeals.id, id)))
        .returning({ id: savedMeals.id });
      return rows.length > 0;
    },
  };
}
