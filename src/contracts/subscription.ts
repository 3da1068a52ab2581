// GET /api/subscription: the signed-in subscriber's plan as the dashboard shows it (spec sections 2, 3 and 4).
import * as z from 'zod/mini';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused', 'cancelled'] as const;

export const subscriptionSchema = z.object({
  planType: z.enum(['weekly', 'monthly']),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO instant: when the paid period's last pickup window closes. */
  currentPeriodEnd: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
  /** `successful` when the latest charge went through. */
  paymentStatus: z.string(),
  /** The Monday (YYYY-MM-DD) of the first week of the paid period. */
  currentPeriodStart: z.nullable(z.string()),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  /** ISO instant of the next Friday-noon charge; null when none is coming (cancelling, cancelled). */
  nextChargeAt: z.nullable(z.string()),
  /** Cents. */
  nextChargeAmount: z.nullable(z.number()),
  /** YYYY-MM-DD: the next day the subscriber can collect a meal, if any is paid for. */
  nextPickupDate: z.nullable(z.string()),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** The spec's answers (section 8). */
export const CANCELLED_MESSAGE = 'Your subscription will end at the current period.';
export const UPGRADE_FAILED_MESSAGE = 'Failed to upgrade subscription. Please try again.';

/** PATCH /api/subscription/upgrade (spec section 7: the dashboard sends a fixed placeholder address). */
export const upgradeRequestSchema = z.strictObject({
  planType: z.literal('monthly', 'Only an upgrade to the monthly plan is possible'),
  confirmed: z.literal(true, 'Please confirm the upgrade'),
  paymentDetails: z.optional(
    z.object({
      billingAddress: z.optional(
        z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
      ),
    }),
  ),
});
export const subscriptionMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type UpgradeRequest = z.input<typeof upgradeRequestSchema>;

/** GET /api/orders: newest first; amounts in cents. */
export const orderSchema = z.object({
  id: z.number(),
  weekStartDate: z.string(),
  totalAmount: z.number(),
  status: z.enum(['active', 'completed', 'cancelled', 'refunded']),
  paymentStatus: z.enum(['successful', 'failed', 'refunded']),
  createdAt: z.string(),
});
export const ordersResponseSchema = z.array(orderSchema);
export type Order = z.infer<typeof orderSchema>;
