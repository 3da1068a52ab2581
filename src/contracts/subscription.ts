// GET /api/subscription and the subscriber's changes to it: the plan as the dashboard shows it (spec 2, 3, 4),
// skipping and pausing weeks, the Friday special, the card on file, reminders and the pickup calendar.
import * as z from 'zod/mini';
import { isMondayDate } from '../domain/calendar';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused', 'cancelled'] as const;
/** A pick of a Friday's choices is the choice's key in the dated menu (chicken, shrimp, ... as the owner set them). */
export const FRIDAY_CHOICE_MESSAGE = "Choose one of that Friday's specials";
export const fridayChoiceKeySchema = z
  .string(FRIDAY_CHOICE_MESSAGE)
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,23}$/, FRIDAY_CHOICE_MESSAGE));
export type FridaySpecialChoice = string;

export const NOT_A_MONDAY_MESSAGE = 'Choose a Monday: service weeks start on Mondays.';

/** A service week's Monday, YYYY-MM-DD. */
const monday = z
  .string(NOT_A_MONDAY_MESSAGE)
  .check(z.maxLength(10, NOT_A_MONDAY_MESSAGE), z.refine(isMondayDate, NOT_A_MONDAY_MESSAGE));

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
  card: z.nullable(
    z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.nullable(z.number()),
      expYear: z.nullable(z.number()),
    }),
  ),
  /** ISO instant of the next Friday-noon charge; null when none is coming (cancelling, cancelled). */
  nextChargeAt: z.nullable(z.string()),
  /** Cents. */
  nextChargeAmount: z.nullable(z.number()),
  /**
   * When prices exclude tax (issue 43): the next charge's price before tax and the rate added on top. Null when
   * prices include tax or nothing is coming; absent from answers made before it was added.
   */
  nextChargeTax: z.optional(z.nullable(z.object({ priceCents: z.number(), rateBasisPoints: z.number() }))),
  /** Cents a weekly subscriber is charged to move to the monthly plan now (the difference, tax as charged). */
  upgradeAmount: z.nullable(z.number()),
  /**
   * What a weekly subscriber who upgrades pays every 4th Friday after: the monthly price in force for them (cents,
   * before tax) and the rate added on top when prices exclude tax (null when included). Null when no upgrade is
   * offered; absent from answers made before it was added.
   */
  upgradeMonthly: z.optional(
    z.nullable(z.object({ priceCents: z.number(), taxAddedBasisPoints: z.nullable(z.number()) })),
  ),
  /**
   * A new price the subscriber was told of that is not charged yet (issue 43): cents, the Friday of its first charge,
   * and what they pay until then. Null when none is coming.
   */
  upcomingPrice: z.nullable(z.object({ priceCents: z.number(), from: z.string(), nowCents: z.number() })),
  /** YYYY-MM-DD: the next day the subscriber can collect a meal, if any is paid for. */
  nextPickupDate: z.nullable(z.string()),
  /** Mondays of the weeks skipped from this week on (weekly plan); none of them is charged. */
  skippedWeeks: z.array(z.string()),
  /** The Monday of the first period a pause holds back (set before it takes effect too); null without a pause. */
  pausedFrom: z.nullable(z.string()),
  /** The Monday billing resumes (its Friday-noon run charges it); null without a pause. */
  pausedUntil: z.nullable(z.string()),
  /**
   * Each paid or upcoming week's Friday special: the key of the choice served (the subscriber's pick, or the day's
   * first choice when they made none or the menu no longer offers it; null when that Friday has no choices), and
   * the choices that Friday's menu offers.
   */
  fridaySpecial: z.array(
    z.object({
      weekStartDate: z.string(),
      choice: z.nullable(z.string()),
      options: z.array(z.object({ key: z.string(), label: z.string() })),
    }),
  ),
  /** Whether the Wednesday e-mail before each charge is sent. */
  chargeReminders: z.boolean(),
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

/** POST /api/subscription/skip; DELETE /api/subscription/skip/:weekStartDate takes the Monday in the path. */
export const skipWeekRequestSchema = z.strictObject({ weekStartDate: monday });
export const skipWeekParamsSchema = z.object({ weekStartDate: monday });
export type SkipWeekRequest = z.input<typeof skipWeekRequestSchema>;

/** POST /api/subscription/pause: no charge for the periods from the next one up to this Monday. */
export const pauseRequestSchema = z.strictObject({ resumeOn: monday });
export type PauseRequest = z.input<typeof pauseRequestSchema>;

/** PUT /api/subscription/friday-special */
export const fridaySpecialRequestSchema = z.strictObject({
  weekStartDate: monday,
  choice: fridayChoiceKeySchema,
});
export type FridaySpecialRequest = z.input<typeof fridaySpecialRequestSchema>;

/** PATCH /api/subscription/preferences */
export const preferencesRequestSchema = z.strictObject({
  chargeReminders: z.boolean('Say true or false for charge reminders'),
});
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;

/** POST /api/subscription/calendar-link: a new private feed address; the previous one stops working. */
export const calendarLinkResponseSchema = z.object({
  /** https (or http) address of the .ics feed. */
  url: z.string(),
  /** The same feed for calendar apps that subscribe to webcal:// links. */
  webcalUrl: z.string(),
});
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponseSchema>;
/** GET /api/calendar/:token.ics answers text/calendar (RFC 5545); an unknown or replaced token is a 404. */
export const calendarFeedParamsSchema = z.object({ token: z.string().check(z.maxLength(100)) });

/** GET /api/orders: newest first; amounts in cents. */
export const orderSchema = z.object({
  id: z.number(),
  /** What the subscriber is shown ("7F3A-91C2-0BDE"): random, so it tells nothing of other orders; the id counts them. */
  reference: z.string(),
  weekStartDate: z.string(),
  /** Service weeks the order covers: 1 on the weekly plan, 4 on the monthly, 3 for an upgrade's difference. */
  weeks: z.number(),
  totalAmount: z.number(),
  /** `refunded` once the whole amount is refunded; a partial refund leaves the order as it was. */
  status: z.enum(['active', 'completed', 'cancelled', 'refunded']),
  paymentStatus: z.enum(['successful', 'failed', 'refunded']),
  /** `totalAmount` without its sales tax, and the tax (cents): netAmount + taxAmount = totalAmount. */
  netAmount: z.number(),
  taxAmount: z.number(),
  /** Account credit that paid part or all of `totalAmount` (cents); the card paid the rest. */
  creditApplied: z.number(),
  /** Cents refunded so far, to the card or as account credit, 0 when none. */
  refundedAmount: z.number(),
  /** The part of `refundedAmount` given back as account credit rather than to the card (issue 43). */
  refundedAsCredit: z.number(),
  /** When the latest refund was made, or null. */
  refundedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export const ordersResponseSchema = z.array(orderSchema);
export type Order = z.infer<typeof orderSchema>;
