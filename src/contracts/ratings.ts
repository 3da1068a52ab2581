// Ratings of the lunches (issue 44): a subscriber's 1-5 stars for the meal of a day, the kitchen's view per dish, and
// the live average the landing page may show.
import * as z from 'zod/mini';
import { RATING_DAYS } from '../domain/feedback-windows';
import { isoDate } from './iso-date';

export const RATING_TAGS = ['taste', 'portion', 'spice', 'temperature', 'freshness'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

export const RATING_TAG_LABELS: Record<RatingTag, string> = {
  taste: 'Taste',
  portion: 'Portion',
  spice: 'Spice',
  temperature: 'Temperature',
  freshness: 'Freshness',
};

/** The landing page shows a dish's average only once this many subscribers rated it. */
export const PUBLIC_RATING_MINIMUM = 10;
export const COMMENT_MAX = 1000;

export const RATING_MESSAGES = {
  stars: 'Choose from 1 to 5 stars',
  comment: `Keep the comment to ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  noMeal: 'You had no Tiffin Fit lunch that day.',
  tooEarly:
    'You can rate this lunch once you have picked it up (or after the pickup window closes at 2:00 PM).',
  tooLate: `Ratings are open for ${RATING_DAYS} days after the lunch. Tell us what you thought at any time by e-mail.`,
} as const;

const stars = z
  .number(RATING_MESSAGES.stars)
  .check(z.int(RATING_MESSAGES.stars), z.gte(1, RATING_MESSAGES.stars), z.lte(5, RATING_MESSAGES.stars));
const tags = z.array(z.enum(RATING_TAGS)).check(z.maxLength(RATING_TAGS.length));
const comment = z.string().check(z.trim(), z.maxLength(COMMENT_MAX, RATING_MESSAGES.comment));

/** POST /api/ratings: the caller's rating of their lunch of `date` (a second one replaces the first). */
export const rateRequestSchema = z.strictObject({
  date: isoDate,
  stars,
  tags: z.optional(tags),
  comment: z.optional(comment),
});
export type RateRequest = z.input<typeof rateRequestSchema>;

export const ratingSchema = z.object({
  date: isoDate,
  dishName: z.string(),
  stars: z.number(),
  tags: z.array(z.enum(RATING_TAGS)),
  comment: z.nullable(z.string()),
  ratedAt: z.string(),
  /** Until when it can still be changed (ISO instant). */
  changeableUntil: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const rateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rating: ratingSchema,
});
export type RateResponse = z.infer<typeof rateResponseSchema>;

/** A lunch of the last days that can be rated now, with its rating when there is one. */
export const ratableMealSchema = z.object({
  date: isoDate,
  dishName: z.string(),
  rating: z.nullable(ratingSchema),
  changeableUntil: z.string(),
});
export type RatableMeal = z.infer<typeof ratableMealSchema>;

/** GET /api/ratings: the lunches open to rating now and every rating of the caller, newest first. */
export const ratingsResponseSchema = z.object({
  open: z.array(ratableMealSchema),
  ratings: z.array(ratingSchema),
});
export type RatingsResponse = z.infer<typeof ratingsResponseSchema>;

/** GET /api/admin/ratings?from=&to= (team): per dish, over the days from `from` to `to` (inclusive). */
export const adminRatingsQuerySchema = z.object({
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});

export const dishRatingsSchema = z.object({
  dishName: z.string(),
  average: z.number(),
  count: z.number(),
  /** How many gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.array(z.number()),
  /** Per service week (its Monday), oldest first. */
  weeks: z.array(z.object({ weekOf: isoDate, average: z.number(), count: z.number() })),
  /** How often each tag was chosen. */
  tags: z.array(z.object({ tag: z.enum(RATING_TAGS), count: z.number() })),
  /** Staff see first names only. */
  comments: z.array(z.object({ date: isoDate, stars: z.number(), comment: z.string(), name: z.string() })),
});
export type DishRatings = z.infer<typeof dishRatingsSchema>;

export const adminRatingsResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Lowest average first. */
  dishes: z.array(dishRatingsSchema),
});
export type AdminRatingsResponse = z.infer<typeof adminRatingsResponseSchema>;

/** GET /api/ratings/dishes (public): dishes rated by at least PUBLIC_RATING_MINIMUM subscribers, never a made-up figure. */
export const publicDishRatingsSchema = z.object({
  dishes: z.array(z.object({ dishName: z.string(), average: z.number(), subscribers: z.number() })),
});
export type PublicDishRatings = z.infer<typeof publicDishRatingsSchema>;

/** The signed link of the weekly e-mail: GET shows the page with the stars chosen; the page's POST records. */
export const ratingLinkQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(300)),
  stars: z.optional(z.string().check(z.regex(/^[1-5]$/))),
});
