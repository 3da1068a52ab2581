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
});

export type Subscription = z.infer<typeof subscriptionSchema>;
