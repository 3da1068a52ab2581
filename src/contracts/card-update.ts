// PUT /api/subscription/card: a new card for the plan. Its own file: the card's shapes are checkout's, which the pages
// that only read the plan (the dashboard, the tracker) need not load.
import * as z from 'zod/mini';
import { billingAddressSchema, cardDetailsSchema } from './checkout';

/** The same card shapes as checkout (sandbox fields, or a Square token). */
export const updateCardRequestSchema = z.strictObject({
  cardDetails: z.optional(cardDetailsSchema),
  sourceId: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  verificationToken: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  billingAddress: billingAddressSchema,
});
export type UpdateCardRequest = z.input<typeof updateCardRequestSchema>;
export const updateCardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
  /** A declined renewal whose week has not begun, tried again at once on the new card; null when none. */
  renewal: z.nullable(
    z.object({
      weekStartDate: z.string(),
      /** Cents. */
      amount: z.number(),
      status: z.enum(['paid', 'declined', 'unavailable']),
    }),
  ),
});
export type UpdateCardResponse = z.infer<typeof updateCardResponseSchema>;
