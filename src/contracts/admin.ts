// The admin back office: the spec's four calls (sections 2, 3, 7, 8) and the operator's tools (issue 12).
// Every /api/admin/* call needs an owner (role admin; 401 signed out, 403 for anyone else), except the kitchen's,
// which staff may call too and where staff see of a subscriber only the name, pickup code and meal. Amounts are integer cents,
// instants ISO 8601 in UTC, dates YYYY-MM-DD (service days in America/Chicago).
import * as z from 'zod/mini';
import { USER_ROLES } from './auth';
import { PLAN_TYPES } from './checkout';
import { EMAIL_STATUSES, emailLogSchema } from './email';
import { SUBSCRIPTION_STATUSES, orderSchema } from './subscription';
import { idParam } from './id-param';
import { isoDate } from './iso-date';
import { WAITLIST_PHASES } from './waitlist';

/** The response header of paged lists: how many rows match the query across all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Deeper pages cost the database a long skip: narrow the filters instead. */
export const MAX_PAGE = 500;

const isoInstant = z.iso.datetime();

/** page (1-based) and pageSize, shared by every paged list. */
const pageFields = {
  page: z._default(
    z.coerce
      .number()
      .check(z.int(), z.positive(), z.maximum(MAX_PAGE, `Pages go up to ${MAX_PAGE}: narrow the filters`)),
    1,
  ),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_PAGE_SIZE)),
    DEFAULT_PAGE_SIZE,
  ),
};

export const adminIdParamsSchema = z.object({ id: idParam });

/** { success, message } for actions that only need to be confirmed. */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/stats (spec section 3: admin stats). Definitions in docs/admin-stats.md.

export const adminStatsSchema = z.object({
  /** Live subscriptions: active, trialing, past_due, paused. */
  totalSubscribers: z.number(),
  /** Cents: charges collected this calendar month in America/Chicago, net of refunds. */
  monthlyRevenue: z.number(),
  totalOrders: z.number(),
  /** E-mails delivered (status sent). */
  emailsSent: z.number(),
  /** Visits of all time: one visitor's day on the site. */
  websiteVisits: z.number(),
  /** Visits today (Central day). */
  todayVisits: z.number(),
  /** Distinct paths ever viewed. */
  uniquePages: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/subscribers?q&status&plan&page&pageSize (spec: list of subscribers; total in X-Total-Count).
// GET /api/admin/subscribers.csv?q&status&plan: the same rows, every page, as text/csv.

/** `live` is any of active, trialing, past_due, paused. */
export const SUBSCRIBER_STATUS_FILTERS = [...SUBSCRIPTION_STATUSES, 'live'] as const;

export const subscribersQuerySchema = z.object({
  /** Part of the name or e-mail, any letter case. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(SUBSCRIBER_STATUS_FILTERS)),
  plan: z.optional(z.enum(PLAN_TYPES)),
  ...pageFields,
});
export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;
export const subscribersCsvQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(SUBSCRIBER_STATUS_FILTERS)),
  plan: z.optional(z.enum(PLAN_TYPES)),
});
export type SubscribersCsvQuery = z.input<typeof subscribersCsvQuerySchema>;

/** Spec section 3: Subscriber (admin). `id` is the user's id; status and plan are of their latest subscription. */
export const adminSubscriberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** null when the account has no subscription at all. */
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  planType: z.nullable(z.enum(PLAN_TYPES)),
  createdAt: isoInstant,
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
export const adminSubscribersResponseSchema = z.array(adminSubscriberSchema);
/** Columns of the CSV export, in order. */
export const SUBSCRIBERS_CSV_COLUMNS = ['id', 'name', 'email', 'status', 'planType', 'createdAt'] as const;

// GET /api/admin/subscribers/:id

export const CHARGE_STATUSES = [
  'pending',
  'succeeded',
  'declined',
  'refunded',
  'partially_refunded',
] as const;

export const adminRefundSchema = z.object({
  id: z.number(),
  /** Cents. */
  amountCents: z.number(),
  /** Where it went back: the card, or the account's credit (issue 43). */
  method: z.enum(['card', 'credit']),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: isoInstant,
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminChargeSchema = z.object({
  id: z.string(),
  kind: z.enum(['period', 'upgrade']),
  periodStart: isoDate,
  weeks: z.number(),
  amountCents: z.number(),
  discountCents: z.number(),
  /** Account credit that paid part of `amountCents`; the card paid the rest (issue 43). */
  creditCents: z.number(),
  refundedCents: z.number(),
  couponCode: z.nullable(z.string()),
  status: z.enum(CHARGE_STATUSES),
  failureMessage: z.nullable(z.string()),
  createdAt: isoInstant,
  refunds: z.array(adminRefundSchema),
});
export type AdminCharge = z.infer<typeof adminChargeSchema>;

export const adminSessionSchema = z.object({
  createdAt: isoInstant,
  lastSeenAt: isoInstant,
  expiresAt: isoInstant,
  revokedAt: z.nullable(isoInstant),
  /** Not revoked and not expired. */
  active: z.boolean(),
});

export const adminSubscriptionSchema = z.object({
  id: z.number(),
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  launchPhase: z.enum(['beta', 'inviteOnly']),
  currentPeriodStart: z.nullable(isoDate),
  currentPeriodEnd: z.nullable(isoInstant),
  /** The Monday of the next period the Friday run bills. */
  nextPeriodStart: z.nullable(isoDate),
  cancelAtPeriodEnd: z.boolean(),
  pausedFrom: z.nullable(isoDate),
  resumeOn: z.nullable(isoDate),
  /** While trialing: the Monday billing starts again. */
  trialEndsOn: z.nullable(isoDate),
  couponCode: z.nullable(z.string()),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  /** The code shown at the counter (see GET /api/subscription/pickup-code). */
  pickupCode: z.string(),
  createdAt: isoInstant,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriberDetailSchema = z.object({
  subscriber: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    username: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
    role: z.enum(USER_ROLES),
    createdAt: isoInstant,
    /** When the account was deleted (issue 21): the row is then an anonymous reference for its billing records. */
    deletedAt: z.nullable(isoInstant),
  }),
  /** The latest subscription; null without any. */
  subscription: z.nullable(adminSubscriptionSchema),
  dietaryNotes: z.nullable(z.string()),
  /** Newest first. */
  charges: z.array(adminChargeSchema),
  orders: z.array(z.extend(orderSchema, { chargeId: z.nullable(z.string()) })),
  /** The latest e-mails to their address, newest first. */
  emails: z.array(emailLogSchema),
  sessions: z.array(adminSessionSchema),
});
export type AdminSubscriberDetail = z.infer<typeof adminSubscriberDetailSchema>;

/** POST /api/admin/subscribers/:id/sign-out: end every session of that account. */
export const signOutEverywhereResponseSchema = z.object({ success: z.literal(true), revoked: z.number() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;

/** POST /api/admin/subscribers/:id/free-trial: N free weeks, no charge; billing resumes the Monday after. */
export const MAX_TRIAL_WEEKS = 12;
export const freeTrialRequestSchema = z.strictObject({
  weeks: z
    .number('Enter a number of weeks')
    .check(
      z.int('Enter a whole number of weeks'),
      z.minimum(1, 'Grant at least one week'),
      z.maximum(MAX_TRIAL_WEEKS, `Grant at most ${MAX_TRIAL_WEEKS} weeks`),
    ),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type FreeTrialRequest = z.input<typeof freeTrialRequestSchema>;
export const freeTrialResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The first free Monday and the Monday billing resumes. */
  trialStartsOn: isoDate,
  trialEndsOn: isoDate,
});
export type FreeTrialResponse = z.infer<typeof freeTrialResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/email-logs?status&q&page&pageSize (spec: e-mail log; newest first; total in X-Total-Count).
// POST /api/admin/email-logs/:id/resend: a failed message queued again (a new log row).

export const emailLogsQuerySchema = z.object({
  status: z.optional(z.enum(EMAIL_STATUSES)),
  /** Part of the recipient or subject. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageFields,
});
export type EmailLogsQuery = z.input<typeof emailLogsQuerySchema>;
export { emailLogSchema, emailLogsResponseSchema, type EmailLog } from './email';
export const resendEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: emailLogSchema,
});
export type ResendEmailResponse = z.infer<typeof resendEmailResponseSchema>;

// POST /api/admin/send-newsletter (spec sections 5, 7, 8)

export const NEWSLETTER_MISSING_MESSAGE = 'Please provide both subject and content.';
export const NEWSLETTER_SENT_MESSAGE = 'Weekly newsletter has been sent to all subscribers';
export const NEWSLETTER_FAILED_MESSAGE = 'Failed to send newsletter.';
export const sendNewsletterRequestSchema = z.strictObject({
  subject: z
    .string(NEWSLETTER_MISSING_MESSAGE)
    .check(z.trim(), z.minLength(1, NEWSLETTER_MISSING_MESSAGE), z.maxLength(200)),
  content: z
    .string(NEWSLETTER_MISSING_MESSAGE)
    .check(z.trim(), z.minLength(1, NEWSLETTER_MISSING_MESSAGE), z.maxLength(20000)),
});
export type SendNewsletterRequest = z.input<typeof sendNewsletterRequestSchema>;
export const sendNewsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many e-mails were queued: live subscribers who have not unsubscribed. */
  recipients: z.number(),
});
export type SendNewsletterResponse = z.infer<typeof sendNewsletterResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/settings: live, not static.

export const adminSettingsSchema = z.object({
  mail: z.object({
    transport: z.enum(['smtp', 'file']),
    /** host:port for SMTP, the folder for files. */
    target: z.string(),
    lastDelivery: z.nullable(z.object({ at: isoInstant, outcome: z.enum(['sent', 'failed']) })),
    queued: z.number(),
    failed: z.number(),
  }),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    healthy: z.boolean(),
    /** Round trip of a trivial query. */
    latencyMs: z.number(),
  }),
  payments: z.object({
    gateway: z.enum(['sandbox', 'square']),
    mode: z.enum(['sandbox', 'production']),
  }),
  billing: z.object({
    /** The next Friday 12:00 PM Central run. */
    nextRunAt: z.nullable(isoInstant),
  }),
  jobs: z.array(
    z.object({
      name: z.string(),
      pending: z.number(),
      failed: z.number(),
      /** The earliest pending due time. */
      nextDueAt: z.nullable(isoInstant),
      lastFinishedAt: z.nullable(isoInstant),
      lastError: z.nullable(z.string()),
    }),
  ),
  now: isoInstant,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/audit-log?q&action&entityType&entityId&page&pageSize: newest first; total in X-Total-Count.
// q finds entries by any part of the admin's or the subscriber's e-mail, the action or the text, in any letter case.

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditLogQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  action: z.optional(z.string().check(z.maxLength(60))),
  entityType: z.optional(z.string().check(z.maxLength(60))),
  entityId: z.optional(z.string().check(z.maxLength(100))),
  ...pageFields,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export const auditLogEntrySchema = z.object({
  id: z.number(),
  actorUserId: z.nullable(z.number()),
  actorEmail: z.nullable(z.string()),
  /** e.g. newsletter.send, subscriber.free-trial, charge.refund, pickup.check-in, coupon.create. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  /** The e-mail of the person the record belongs to (a subscriber, a waitlist entry, an e-mail's recipient). */
  subjectEmail: z.nullable(z.string()),
  detail: z.record(z.string(), detailValue),
  createdAt: isoInstant,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogResponseSchema = z.array(auditLogEntrySchema);

// ---------------------------------------------------------------------------------------------------------------
// Kitchen. GET /api/admin/pickups/today?date: who collects (default today, Central).
// POST /api/admin/pickups/check-in: by userId or by pickup code; idempotent.

export const PICKUP_CODE_LENGTH = 6;
/** No 0/O, 1/I/L, 5/S, 2/Z: read aloud and typed at a counter. */
export const PICKUP_CODE_ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';

export const pickupsQuerySchema = z.object({ date: z.optional(isoDate) });
/**
 * One pickup of the day. Staff get of the subscriber only the name, pickup code and meal: the contact details, plan
 * and notes are left out of their answers (owners get them all).
 */
export const pickupRosterEntrySchema = z.object({
  userId: z.number(),
  subscriptionId: z.number(),
  orderId: z.number(),
  name: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.nullable(z.string())),
  planType: z.optional(z.enum(PLAN_TYPES)),
  /** The day's lunch: the menu's title, or on Fridays the special as chosen (e.g. Shrimp pulao). */
  meal: z.string(),
  /**
   * The key of the Friday special this subscriber eats (their pick among the day's choices, the first choice
   * otherwise); only on Fridays with choices.
   */
  fridayChoice: z.nullable(z.string()),
  dietaryNotes: z.optional(z.nullable(z.string())),
  pickupCode: z.string(),
  checkedInAt: z.nullable(isoInstant),
});
export type PickupRosterEntry = z.infer<typeof pickupRosterEntrySchema>;
export const pickupRosterResponseSchema = z.object({
  date: isoDate,
  /** Monday to Friday; on other days the roster is empty. */
  isPickupDay: z.boolean(),
  expected: z.number(),
  collected: z.number(),
  /**
   * On a Friday with a choice of specials, the day's choices in the menu's order (the roster colours each by its
   * place) with how many on the roster eat it; otherwise empty.
   */
  fridayChoices: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
  pickups: z.array(pickupRosterEntrySchema),
});
export type PickupRosterResponse = z.infer<typeof pickupRosterResponseSchema>;

export const PICKUP_CHECK_IN_MISSING_MESSAGE = 'Give a subscriber or a pickup code';
export const pickupCheckInRequestSchema = z
  .strictObject({
    userId: z.optional(z.number().check(z.int(), z.positive())),
    code: z.optional(
      z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(PICKUP_CODE_LENGTH + 4)),
    ),
  })
  .check(
    z.refine((v) => (v.userId === undefined) !== (v.code === undefined), {
      message: PICKUP_CHECK_IN_MISSING_MESSAGE,
      path: ['code'],
    }),
  );
export type PickupCheckInRequest = z.input<typeof pickupCheckInRequestSchema>;
export const pickupCheckInResponseSchema = z.object({
  success: z.literal(true),
  /** True when this check-in had already been recorded (nothing changed). */
  alreadyCheckedIn: z.boolean(),
  pickup: pickupRosterEntrySchema,
});
export type PickupCheckInResponse = z.infer<typeof pickupCheckInResponseSchema>;

// GET /api/admin/production?week=YYYY-MM-DD (a Monday; default: the coming service week).

// GET /api/admin/kitchen/shopping-list?from=&to= (issue 42): every ingredient of the range's lunches, scaled by the
// meals to cook; JSON, or CSV with Accept: text/csv.
export const SHOPPING_LIST_MAX_DAYS = 31;
export const shoppingListQuerySchema = z.object({ from: z.optional(isoDate), to: z.optional(isoDate) });
export const shoppingListItemSchema = z.object({
  foodCode: z.string(),
  /** The catalogue's name of the food. */
  name: z.string(),
  /** The catalogue's food group: the list is grouped by it. */
  group: z.string(),
  grams: z.number(),
  kg: z.number(),
  lb: z.number(),
  /** The dishes it goes into. */
  dishes: z.array(z.string()),
});
export const shoppingListResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Lunches to cook over the range. */
  meals: z.number(),
  /** Portions of each dish over the range. */
  dishes: z.array(z.object({ name: z.string(), portions: z.number() })),
  items: z.array(shoppingListItemSchema),
});
export type ShoppingListResponse = z.infer<typeof shoppingListResponseSchema>;

// GET /api/admin/kitchen/labels?date= (issue 42): one label per meal of a day, printed two by four inches.
export const labelsQuerySchema = z.object({ date: z.optional(isoDate) });
export const mealLabelSchema = z.object({
  meal: z.string(),
  /** How many boxes get this label. */
  count: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** Each dish with its ingredients in descending order of weight. */
  ingredients: z.string(),
  /** "Contains: milk, tree nuts (cashew)", or null. */
  contains: z.nullable(z.string()),
});
export const labelsResponseSchema = z.object({
  date: isoDate,
  /** "Keep refrigerated; eat within N days". */
  keepDays: z.number(),
  business: z.object({ name: z.string(), address: z.string() }),
  labels: z.array(mealLabelSchema),
});
export type LabelsResponse = z.infer<typeof labelsResponseSchema>;

export const productionQuerySchema = z.object({ week: z.optional(isoDate) });
export const productionResponseSchema = z.object({
  weekStartDate: isoDate,
  days: z.array(
    z.object({
      date: isoDate,
      /** Monday .. Friday */
      weekday: z.string(),
      /** Lunches to cook that day. */
      meals: z.number(),
      /** Dishes of the day's menu with how many portions each. */
      dishes: z.array(z.object({ name: z.string(), count: z.number() })),
      /** The day's choices with how many eat each (a meal without a pick counts under the first); null without. */
      fridaySpecial: z.nullable(z.array(z.object({ key: z.string(), label: z.string(), count: z.number() }))),
    }),
  ),
  /** Subscriptions with a paid order covering the week. */
  subscribers: z.number(),
  /** Live subscriptions that skipped the week or are paused over it (not cooked for). */
  skipped: z.number(),
  paused: z.number(),
});
export type ProductionResponse = z.infer<typeof productionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Waitlist. GET /api/admin/waitlist?phase; POST /api/admin/waitlist/:id/invite (holds a spot for 7 days).

export const INVITATION_DAYS = 7;
export const waitlistQuerySchema = z.object({ phase: z.optional(z.enum(WAITLIST_PHASES)), ...pageFields });
export type AdminWaitlistQuery = z.input<typeof waitlistQuerySchema>;
export const adminInvitationSchema = z.object({
  id: z.number(),
  invitedAt: isoInstant,
  expiresAt: isoInstant,
  /** accepted once the address subscribes; expired after 7 days. */
  status: z.enum(['pending', 'accepted', 'expired']),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;
export const adminWaitlistEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  phase: z.enum(WAITLIST_PHASES),
  dietaryRestrictions: z.nullable(z.string()),
  howDidYouHear: z.nullable(z.string()),
  createdAt: isoInstant,
  invitation: z.nullable(adminInvitationSchema),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;
export const adminWaitlistResponseSchema = z.object({
  /** The launch phase that sells spots now, and its spots. */
  capacity: z.object({
    launchPhase: z.enum(['beta', 'inviteOnly']),
    limit: z.number(),
    /** Live subscriptions, checkout holds and pending invitations. */
    taken: z.number(),
    free: z.number(),
    pendingInvitations: z.number(),
  }),
  /** One page, oldest first. */
  entries: z.array(adminWaitlistEntrySchema),
  /** Entries of the phase across all pages. */
  total: z.number(),
});
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;
export const inviteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: adminInvitationSchema,
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Coupons. GET/POST /api/admin/coupons; POST /api/admin/coupons/:id/disable; GET /api/admin/coupons/:id/redemptions.

export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  percentOff: z.nullable(z.number()),
  amountOffCents: z.nullable(z.number()),
  plans: z.array(z.enum(PLAN_TYPES)),
  firstPeriodOnly: z.boolean(),
  newCustomersOnly: z.boolean(),
  maxRedemptions: z.nullable(z.number()),
  validFrom: z.nullable(isoInstant),
  validUntil: z.nullable(isoInstant),
  active: z.boolean(),
  redemptions: z.number(),
  createdAt: isoInstant,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponsResponseSchema = z.array(adminCouponSchema);

export const COUPON_DISCOUNT_MESSAGE = 'Give either a percentage or an amount off';
/** Coupons are never deleted (only disabled): this many at most, so the list stays one answer. */
export const MAX_COUPONS = 500;
export const TOO_MANY_COUPONS_MESSAGE = `There are ${MAX_COUPONS} coupons already; reuse one instead of making another.`;
/** The redemptions listed for a coupon: the latest this many (the coupon row counts them all). */
export const REDEMPTIONS_SHOWN = 100;
export const createCouponRequestSchema = z
  .strictObject({
    code: z
      .string('Enter a code')
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{3,40}$/, 'Use 3 to 40 letters, digits, - or _')),
    description: z
      .string('Enter a description')
      .check(z.trim(), z.minLength(1, 'Enter a description'), z.maxLength(200)),
    percentOff: z.optional(
      z.number().check(z.int(), z.minimum(1, 'At least 1%'), z.maximum(100, 'At most 100%')),
    ),
    amountOffCents: z.optional(z.number().check(z.int(), z.minimum(1, 'At least 1 cent'), z.maximum(100000))),
    /** Empty or left out: every plan. */
    plans: z._default(z.array(z.enum(PLAN_TYPES)).check(z.maxLength(PLAN_TYPES.length)), []),
    firstPeriodOnly: z._default(z.boolean(), true),
    newCustomersOnly: z._default(z.boolean(), false),
    maxRedemptions: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    validFrom: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
    validUntil: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  })
  .check(
    z.refine((v) => (v.percentOff === undefined) !== (v.amountOffCents === undefined), {
      message: COUPON_DISCOUNT_MESSAGE,
      path: ['percentOff'],
    }),
  );
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

export const couponRedemptionSchema = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  email: z.string(),
  discountCents: z.number(),
  createdAt: isoInstant,
});
/** Newest first, at most REDEMPTIONS_SHOWN. */
export const couponRedemptionsResponseSchema = z.array(couponRedemptionSchema);
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Refunds. POST /api/admin/charges/:chargeId/refund: full (amountCents left out) or partial, with a reason.
// The same idempotencyKey answers the first refund again instead of refunding twice.

export const chargeParamsSchema = z.object({ chargeId: z.uuid() });
export const refundRequestSchema = z.strictObject({
  /** Cents; left out: what remains refundable. */
  amountCents: z.optional(z.number().check(z.int(), z.positive('Refund at least 1 cent'))),
  reason: z.string('Give a reason').check(z.trim(), z.minLength(1, 'Give a reason'), z.maxLength(500)),
  /** A UUID made by the form once per refund it submits. */
  idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  /**
   * Where the money goes back: the card (left out), or the account as credit, at most the whole charge less what
   * was refunded, the tax reversed in the same proportion.
   */
  to: z.optional(z.enum(['card', 'credit'])),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export const refundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: adminRefundSchema,
  charge: adminChargeSchema,
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;
