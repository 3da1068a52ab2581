// Closed days (issue 43): the owner closes the kitchen on a day or a range, with a reason shown to subscribers.
import * as z from 'zod/mini';
import { idParam } from './id-param';
import { isoDate } from './iso-date';

export const closureSchema = z.object({
  id: z.number(),
  /** A weekday (YYYY-MM-DD, Central) with no cooking and no pickup. */
  day: isoDate,
  reason: z.string(),
  /** Whether subscribers with a meal that day get a meal's credit (the setting when it was closed). */
  creditsMeal: z.boolean(),
  createdAt: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

export const holidaySuggestionSchema = z.object({ date: isoDate, name: z.string() });

/** GET /api/admin/closures: closures from today on (and the last 30 days), and next year's usual holidays not closed. */
export const closuresResponseSchema = z.object({
  closures: z.array(closureSchema),
  suggestions: z.array(holidaySuggestionSchema),
  /** The setting: whether a day closed from now on credits one meal to each subscriber with a meal that day. */
  creditMeals: z.boolean(),
});
export type ClosuresResponse = z.infer<typeof closuresResponseSchema>;

/** POST /api/admin/closures: weekdays from `from` to `to` (inclusive); a day closed already stays as it was. */
export const createClosureRequestSchema = z.strictObject({
  from: isoDate,
  to: isoDate,
  reason: z
    .string('Give a reason subscribers will see')
    .check(z.trim(), z.minLength(1, 'Give a reason subscribers will see'), z.maxLength(200)),
});
export type CreateClosureRequest = z.infer<typeof createClosureRequestSchema>;

export const createClosureResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  closures: z.array(closureSchema),
  /** Set when a day is less than 7 days ahead: subscribers have little notice (a warning, not a refusal). */
  warning: z.nullable(z.string()),
  /** Subscribers credited now for a week already charged (the Friday run credits the weeks it bills). */
  credited: z.number(),
  /** Subscribers told by e-mail. */
  notified: z.number(),
});
export type CreateClosureResponse = z.infer<typeof createClosureResponseSchema>;

export const closureParamsSchema = z.object({ id: idParam });

/**
 * PUT /api/admin/closures/settings: whether closing a day credits one meal (on by default; off when the plan already
 * excludes the days the kitchen closes). Days closed before keep what they were closed with.
 */
export const closureSettingsSchema = z.strictObject({ creditMeals: z.boolean() });
export type ClosureSettings = z.infer<typeof closureSettingsSchema>;
