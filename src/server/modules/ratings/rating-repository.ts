// The ratings table: one row per subscriber and day, written again while it may be changed.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { RatingTag } from '../../../contracts/ratings';
import type { LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import { mealRatings, users } from '../../db/schema';

export type RatingRow = typeof mealRatings.$inferSelect;

export function ratingRepository(db: DbOrTx) {
  return {
    async upsert(
      input: {
        userId: number;
        day: LocalDate;
        dishName: string;
        stars: number;
        tags: RatingTag[];
        comment: string | null;
      },
      now: Date,
    ): Promise<RatingRow> {
      const [row] = await db
        .insert(mealRatings)
        .values({ ...input, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [mealRatings.userId, mealRatings.day],
          set: {
            dishName: input.dishName,
            stars: input.stars,
            tags: input.tags,
            comment: input.comment,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('rating not written');
      return row;
    },

    async ofUser(userId: number, limit = 60): Promise<RatingRow[]> {
      return db
        .select()
        .from(mealRatings)
        .where(eq(mealRatings.userId, userId))
        .orderBy(desc(mealRatings.day))
        .limit(limit);
    },

    async find(userId: number, day: LocalDate): Promise<RatingRow | undefined> {
      const [row] = await db
        .select()
        .from(mealRatings)
        .where(and(eq(mealRatings.userId, userId), eq(mealRatings.day, day)));
      return row;
    },

    /** Every rating of the days from `from` to `to`, with the rater's name (the kitchen's view). */
    async between(from: LocalDate, to: LocalDate) {
      return db
        .select({
          day: mealRatings.day,
          dishName: mealRatings.dishName,
          stars: mealRatings.stars,
          tags: mealRatings.tags,
          comment: mealRatings.comment,
          name: users.name,
        })
        .from(mealRatings)
        .innerJoin(users, eq(users.id, mealRatings.userId))
        .where(and(gte(mealRatings.day, from), lte(mealRatings.day, to)))
        .orderBy(desc(mealRatings.day), desc(mealRatings.id));
    },

    /** Per dish, the average and how many subscribers rated it (each counted once, by their latest rating). */
    async perDish() {
      const rows = await db.execute(sql`
        select dish_name, avg(stars)::float8 as average, count(*)::int as subscribers
        from (
          select distinct on (dish_name, user_id) dish_name, user_id, stars
          from ${mealRatings} order by dish_name, user_id, day desc
        ) latest
        group by dish_name`);
      return rows;
    },
  };
}
