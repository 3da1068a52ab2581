// Plan prices and the owner's changes with notice (issue 43).
import * as z from 'zod/mini';
import { MAX_PLAN_PRICE_CENTS } from '../domain/plan-prices';
import { isoDate } from './iso-date';

const planType = z.enum(['weekly', 'monthly']);

export const priceChangeSchema = z.object({
  id: z.number(),
  planType,
  /** Cents, as advertised (tax included when prices include it). */
  priceCents: z.number(),
  previousCents: z.number(),
  announcedAt: z.string(),
  /** The Friday from which subscribers who had the plan before pay it (at least 30 days after the e-mail). */
  existingFrom: isoDate,
  /** Subscribers the e-mail went to. */
  notified: z.number(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** GET /api/plans (public): what a new signup pays for each plan now, the checkout's word before the server's. */
export const planPricesResponseSchema = z.object({
  plans: z.array(z.object({ planType, priceCents: z.number() })),
  /** The owner's sales-tax settings: with `inclusive` false, tax at the rate is added on top of each price. */
  salesTax: z.object({ rateBasisPoints: z.number(), inclusive: z.boolean() }),
});
export type PlanPricesResponse = z.infer<typeof planPricesResponseSchema>;

/** GET /api/admin/prices: what a new signup pays now, and every change made, latest first. */
export const pricesResponseSchema = z.object({
  plans: z.array(z.object({ planType, priceCents: z.number() })),
  changes: z.array(priceChangeSchema),
  /** Days of notice subscribers who had the plan before get. */
  noticeDays: z.number(),
});
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

const priceMessage = `Give a price from $0.01 to $${(MAX_PLAN_PRICE_CENTS / 100).toFixed(2)}`;

/** POST /api/admin/prices: a new price for a plan, e-mailed at once to its subscribers. */
export const createPriceChangeRequestSchema = z.strictObject({
  planType,
  priceCents: z
    .number(priceMessage)
    .check(z.int(priceMessage), z.minimum(1, priceMessage), z.maximum(MAX_PLAN_PRICE_CENTS, priceMessage)),
});
export type CreatePriceChangeRequest = z.infer<typeof createPriceChangeRequestSchema>;

export const createPriceChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  change: priceChangeSchema,
});
export type CreatePriceChangeResponse = z.infer<typeof createPriceChangeResponseSchema>;

/** The owner's form: the price typed in dollars ("80" or "80.00"), turned into cents for the request. */
export const priceFormSchema = z.strictObject({
  planType,
  price: z.string(priceMessage).check(
    z.trim(),
    z.regex(/^\$?\d{1,4}(\.\d{1,2})?$/, 'Type the price in dollars, like 80.00'),
    z.refine((v) => {
      const n = dollarsToCents(v);
      return n >= 1 && n <= MAX_PLAN_PRICE_CENTS;
    }, priceMessage),
  ),
});
export type PriceForm = z.infer<typeof priceFormSchema>;

/** "$80", "80.5" or "80.50" in cents, read as written (no floating point). */
export function dollarsToCents(value: string): number {
  const [whole = '0', part = ''] = value.trim().replace(/^\$/, '').split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2) || '0');
}
