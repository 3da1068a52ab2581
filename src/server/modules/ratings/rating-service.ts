// Ratings of the lunches (issue 44): the subscriber's stars for the meal of a day once it is picked up, changeable
// for 7 days; the weekly e-mail's signed links; the kitchen's view per dish; the landing page's live averages.
import { z } from 'zod';
import {
  PUBLIC_RATING_MINIMUM,
  RATING_MESSAGES,
  RATING_TAGS,
  type AdminRatingsResponse,
  type DishRatings,
  type PublicDishRatings,
  type RateResponse,
  type Rating,
  type RatingTag,
  type RatingsResponse,
} from '../../../contracts/ratings';
import {
  addDays,
  localDate,
  localDateOf,
  mondayOf,
  weeklyAt,
  WEEKDAY,
  type LocalDate,
} from '../../../domain/calendar';
import { ratingClosesAt, ratingOpensAt, RATING_DAYS } from '../../../domain/feedback-windows';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { AppError } from '../../http/app-error';
import type { RecurringJob } from '../../jobs/jobs';
import type { AuthContext } from '../auth/session-service';
import { enqueueEmail } from '../email/outbox';
import { createRatingToken, verifyRatingToken } from './rating-link';
import { ratingRepository, type RatingRow } from './rating-repository';

/** The subscriber's meal of a day as the menu served it, or null when they had none (composed in app.ts). */
export type MealOf = (
  userId: number,
  day: LocalDate,
) => Promise<{ dishName: string; checkedInAt: Date | null } | null>;
/** Everyone with a meal that day, and what it was. */
export type EatersOn = (
  day: LocalDate,
) => Promise<{ userId: number; name: string; email: string; dishName: string }[]>;

export interface RatingServiceDeps {
  db: Db;
  clock: Clock;
  appOrigin: string;
  linkKey: Buffer;
  mealOf: MealOf;
  eatersOn: EatersOn;
}

export const RATING_REQUEST_JOB = 'ratings.weekly-ask';
/** Friday 3:00 PM Central: the week's last window has closed (2:00 PM), the weekend is for answering. */
const WEEKLY_ASK = weeklyAt(WEEKDAY.friday, 15, 0);
/** The kitchen's view without dates: the last four weeks. */
const DEFAULT_DAYS = 28;

export type RatingLinkState =
  | { kind: 'form'; dishName: string; day: LocalDate; stars: number | null; rating: RatingRow | null }
  | { kind: 'done'; dishName: string; day: LocalDate; stars: number }
  | { kind: 'closed'; dishName: string; day: LocalDate }
  | { kind: 'early'; dishName: string; day: LocalDate }
  | { kind: 'invalid' };

function view(row: RatingRow): Rating {
  return {
    date: row.day,
    dishName: row.dishName,
    stars: row.stars,
    tags: row.tags,
    comment: row.comment,
    ratedAt: row.updatedAt.toISOString(),
    changeableUntil: ratingClosesAt(localDate(row.day)).toISOString(),
  };
}

function parseDay(value: string, field = 'date'): LocalDate {
  try {
    return localDate(value);
  } catch {
    throw new AppError('VALIDATION', 'Use a date like 2026-11-23', { [field]: 'Use a date like 2026-11-23' });
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function createRatingService(deps: RatingServiceDeps) {
  const { db, clock } = deps;

  /** Checks the meal can be rated now: it was theirs, it is picked up (or its window closed), 7 days have not passed. */
  async function ratable(userId: number, day: LocalDate, now: Date) {
    const meal = await deps.mealOf(userId, day);
    if (!meal) throw new AppError('NOT_FOUND', RATING_MESSAGES.noMeal, { date: RATING_MESSAGES.noMeal });
    if (now < ratingOpensAt(day, meal.checkedInAt)) throw new AppError('CONFLICT', RATING_MESSAGES.tooEarly);
    if (now >= ratingClosesAt(day)) throw new AppError('WINDOW_PASSED', RATING_MESSAGES.tooLate);
    return meal;
  }

  async function record(
    userId: number,
    input: { day: LocalDate; stars: number; tags?: RatingTag[] | undefined; comment?: string | undefined },
  ): Promise<RatingRow> {
    const now = clock.now();
    const meal = await ratable(userId, input.day, now);
    return ratingRepository(db).upsert(
      {
        userId,
        day: input.day,
        dishName: meal.dishName,
        stars: input.stars,
        tags: [...new Set(input.tags ?? [])],
        comment: input.comment?.trim() || null,
      },
      now,
    );
  }

  async function linkMeal(token: string) {
    const signed = verifyRatingToken(deps.linkKey, token);
    if (!signed) return null;
    const meal = await deps.mealOf(signed.userId, signed.day);
    if (!meal) return null;
    return { ...signed, meal };
  }

  async function sendWeeklyAsk(dueAt: Date): Promise<number> {
    const monday = mondayOf(localDateOf(dueAt));
    const byUser = new Map<
      number,
      { name: string; email: string; meals: { day: LocalDate; dishName: string }[] }
    >();
    for (let i = 0; i < 5; i++) {
      const day = addDays(monday, i);
      for (const eater of await deps.eatersOn(day)) {
        const entry = byUser.get(eater.userId) ?? { name: eater.name, email: eater.email, meals: [] };
        entry.meals.push({ day, dishName: eater.dishName });
        byUser.set(eater.userId, entry);
      }
    }
    let sent = 0;
    for (const [userId, entry] of byUser) {
      const rated = new Set((await ratingRepository(db).ofUser(userId, 10)).map((r) => r.day));
      const meals = entry.meals.filter((m) => !rated.has(m.day));
      if (meals.length === 0) continue;
      await enqueueEmail(
        db,
        {
          template: 'rating-request',
          to: entry.email,
          dedupeKey: `rating-request:${userId}:${monday}`,
          data: {
            name: firstName(entry.name),
            weekOf: monday,
            meals: meals.map((m) => ({
              date: m.day,
              dishName: m.dishName,
              rateUrl: `${deps.appOrigin}/api/ratings/link?token=${createRatingToken(deps.linkKey, userId, m.day)}`,
            })),
          },
        },
        clock.now(),
      );
      sent += 1;
    }
    return sent;
  }

  return {
    async rate(
      actor: AuthContext,
      input: { date: string; stars: number; tags?: RatingTag[] | undefined; comment?: string | undefined },
    ): Promise<RateResponse> {
      const row = await record(actor.userId, { ...input, day: parseDay(input.date) });
      return {
        success: true,
        message: `Thanks! You gave ${row.dishName} ${row.stars} of 5.`,
        rating: view(row),
      };
    },

    async list(actor: AuthContext): Promise<RatingsResponse> {
      const now = clock.now();
      const today = localDateOf(now);
      const rows = await ratingRepository(db).ofUser(actor.userId);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const open: RatingsResponse['open'] = [];
      for (let i = 0; i <= RATING_DAYS; i++) {
        const day = addDays(today, -i);
        const meal = await deps.mealOf(actor.userId, day);
        if (!meal || now < ratingOpensAt(day, meal.checkedInAt) || now >= ratingClosesAt(day)) continue;
        const row = byDay.get(day);
        open.push({
          date: day,
          dishName: row?.dishName ?? meal.dishName,
          rating: row ? view(row) : null,
          changeableUntil: ratingClosesAt(day).toISOString(),
        });
      }
      return { open, ratings: rows.map(view) };
    },

    /** GET of a star link: shows the page with that choice, records nothing (mail scanners follow links). */
    async linkPage(token: string, stars: number | null): Promise<RatingLinkState> {
      const found = await linkMeal(token);
      if (!found) return { kind: 'invalid' };
      const { userId, day, meal } = found;
      const now = clock.now();
      if (now >= ratingClosesAt(day)) return { kind: 'closed', dishName: meal.dishName, day };
      if (now < ratingOpensAt(day, meal.checkedInAt)) return { kind: 'early', dishName: meal.dishName, day };
      const rating = (await ratingRepository(db).find(userId, day)) ?? null;
      return { kind: 'form', dishName: meal.dishName, day, stars: stars ?? rating?.stars ?? null, rating };
    },

    /** The page's POST: records the rating for the link's subscriber and day. */
    async linkPost(
      token: string,
      form: { stars?: string | undefined; tags: string[]; comment?: string | undefined },
    ): Promise<RatingLinkState> {
      const found = await linkMeal(token);
      if (!found) return { kind: 'invalid' };
      const { userId, day, meal } = found;
      const stars = Number(form.stars);
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
        return { kind: 'form', dishName: meal.dishName, day, stars: null, rating: null };
      }
      const tags = form.tags.filter((t): t is RatingTag => (RATING_TAGS as readonly string[]).includes(t));
      try {
        const row = await record(userId, { day, stars, tags, comment: form.comment?.slice(0, 1000) });
        return { kind: 'done', dishName: row.dishName, day, stars: row.stars };
      } catch (error) {
        if (error instanceof AppError && error.code === 'WINDOW_PASSED') {
          return { kind: 'closed', dishName: meal.dishName, day };
        }
        if (error instanceof AppError && error.code === 'CONFLICT') {
          return { kind: 'early', dishName: meal.dishName, day };
        }
        throw error;
      }
    },

    /** Per dish over a range of days (the last four weeks by default), lowest average first. */
    async kitchen(
      actor: AuthContext,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<AdminRatingsResponse> {
      const today = localDateOf(clock.now());
      const to = query.to ? parseDay(query.to, 'to') : today;
      const from = query.from ? parseDay(query.from, 'from') : addDays(to, -(DEFAULT_DAYS - 1));
      if (from > to)
        throw new AppError('VALIDATION', 'from must not be after to', { from: 'Must not be after to' });
      const rows = await ratingRepository(db).between(from, to);
      const dishes = new Map<string, typeof rows>();
      for (const row of rows) dishes.set(row.dishName, [...(dishes.get(row.dishName) ?? []), row]);
      const out: DishRatings[] = [];
      for (const [dishName, list] of dishes) {
        const distribution = [0, 0, 0, 0, 0];
        const weeks = new Map<string, { sum: number; count: number }>();
        const tags = new Map<RatingTag, number>();
        let sum = 0;
        for (const r of list) {
          sum += r.stars;
          distribution[r.stars - 1] = (distribution[r.stars - 1] ?? 0) + 1;
          const week = mondayOf(localDate(r.day));
          const w = weeks.get(week) ?? { sum: 0, count: 0 };
          weeks.set(week, { sum: w.sum + r.stars, count: w.count + 1 });
          for (const tag of r.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
        }
        out.push({
          dishName,
          average: round1(sum / list.length),
          count: list.length,
          distribution,
          weeks: [...weeks.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([weekOf, w]) => ({ weekOf, average: round1(w.sum / w.count), count: w.count })),
          tags: RATING_TAGS.filter((t) => tags.has(t)).map((tag) => ({ tag, count: tags.get(tag) ?? 0 })),
          comments: list.flatMap((r) =>
            r.comment
              ? [
                  {
                    date: r.day,
                    stars: r.stars,
                    comment: r.comment,
                    name: actor.role === 'admin' ? r.name : firstName(r.name),
                  },
                ]
              : [],
          ),
        });
      }
      out.sort((a, b) => a.average - b.average || b.count - a.count || a.dishName.localeCompare(b.dishName));
      return { from, to, dishes: out };
    },

    /** Only dishes at least 10 subscribers rated: an average of fewer is not shown, and none is ever made up. */
    async publicDishes(): Promise<PublicDishRatings> {
      const rows = rowsOf(
        await ratingRepository(db).perDish(),
        z.object({ dish_name: z.string(), average: dbNumber, subscribers: dbNumber }),
      );
      return {
        dishes: rows
          .filter((r) => r.subscribers >= PUBLIC_RATING_MINIMUM)
          .map((r) => ({ dishName: r.dish_name, average: round1(r.average), subscribers: r.subscribers }))
          .sort((a, b) => a.dishName.localeCompare(b.dishName)),
      };
    },

    weeklyAskJob(): RecurringJob {
      return {
        name: RATING_REQUEST_JOB,
        every: WEEKLY_ASK,
        catchUp: 'latest',
        async run(ctx) {
          const sent = await sendWeeklyAsk(ctx.dueAt);
          return { outcome: `asked ${sent}` };
        },
      };
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
