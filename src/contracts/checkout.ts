// Subscribing and paying: capacity, coupons, the one-step payment and the two-step create/complete (spec 3, 5, 7, 8).
import * as z from 'zod/mini';

export const PLAN_TYPES = ['weekly', 'monthly'] as const;

/** The spec's messages (sections 5 and 8). */
export const MISSING_DETAILS_MESSAGE = 'Please fill in all required fields';
export const CAPACITY_REACHED_MESSAGE = "This phase is now full. You'll be redirected to join the waitlist.";
export const INVALID_COUPON_MESSAGE = 'This coupon code is not valid.';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have a Tiffin Fit subscription with this e-mail. Please sign in to manage it from your dashboard.';

const required = (max: number) =>
  z
    .string(MISSING_DETAILS_MESSAGE)
    .check(z.trim(), z.minLength(1, MISSING_DETAILS_MESSAGE), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));
const email = z
  .string(MISSING_DETAILS_MESSAGE)
  .check(
    z.trim(),
    z.minLength(1, MISSING_DETAILS_MESSAGE),
    z.maxLength(254),
    z.email('Please enter a valid email address'),
  );
const planType = z.enum(PLAN_TYPES, 'Choose the weekly or the monthly plan');
/** `irving` on /subscribe, `las-colinas` on /subscribe-old: both name the one pickup point. */
const location = z
  .string(MISSING_DETAILS_MESSAGE)
  .check(z.trim(), z.minLength(1, MISSING_DETAILS_MESSAGE), z.maxLength(60));

/**
 * Cents of account credit the first charge spends before the card (after a gift card, up to the total): the signed-in
 * caller's balance when the address typed is their own, 0 for anyone else, so the answer never tells whether an
 * address has credit. The payment step shows it and charges the card the rest, as the server will. Optional: during
 * a rolling restart a page served by a new instance may be answered by one still on the last release (none then).
 */
const accountCreditField = z.optional(z.number().check(z.int(), z.nonnegative()));

/** POST /api/validate-subscription-capacity */
export const capacityRequestSchema = z.strictObject({
  phase: optionalText(40),
  planType,
  name: required(100),
  email,
  phone: required(30),
  location,
});
export const capacityResponseSchema = z.object({
  available: z.literal(true),
  launchPhase: z.enum(['beta', 'inviteOnly']),
  spotsLeft: z.number(),
  message: z.string(),
  accountCredit: accountCreditField,
});
export type CapacityRequest = z.input<typeof capacityRequestSchema>;
export type CapacityResponse = z.infer<typeof capacityResponseSchema>;

/**
 * POST /api/checkout-credit: the same figure read again while the payment step is open (the buyer comes back to the
 * tab, or presses Pay), by the same rule: the caller's own balance for their own address, 0 for anyone else.
 */
export const checkoutCreditRequestSchema = z.strictObject({ email });
export const checkoutCreditResponseSchema = z.object({
  accountCredit: z.number().check(z.int(), z.nonnegative()),
});
export type CheckoutCreditRequest = z.input<typeof checkoutCreditRequestSchema>;
export type CheckoutCreditResponse = z.infer<typeof checkoutCreditResponseSchema>;

/** POST /api/validate-coupon */
export const couponRequestSchema = z.strictObject({
  couponCode: z
    .string('Enter a promo code')
    .check(z.trim(), z.minLength(1, 'Enter a promo code'), z.maxLength(40)),
  planType,
  /** Lets the server say "new customers only" before payment; optional as in the spec's payload. */
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
});
export const couponResponseSchema = z.object({
  valid: z.boolean(),
  coupon: z.nullable(z.object({ code: z.string(), description: z.string() })),
  /** Cents. */
  discountAmount: z.number(),
  /** Cents. */
  finalPrice: z.number(),
  message: z.string(),
});
export type CouponRequest = z.input<typeof couponRequestSchema>;
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const cardDetailsSchema = z.strictObject({
  cardNumber: z.string().check(z.maxLength(40)),
  expiryMonth: z.union([z.string().check(z.maxLength(4)), z.number()]),
  expiryYear: z.union([z.string().check(z.maxLength(4)), z.number()]),
  cvv: z.string().check(z.maxLength(8)),
  cardholderName: z.string().check(z.maxLength(120)),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const billingAddressSchema = z.strictObject({
  address: z.string().check(z.maxLength(200)),
  city: z.string().check(z.maxLength(100)),
  state: z.string().check(z.maxLength(40)),
  zipCode: z.string().check(z.maxLength(20)),
});
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;

/** POST /api/process-payment-and-create-subscription */
export const processPaymentRequestSchema = z.strictObject({
  subscriptionData: z.strictObject({
    name: required(100),
    email,
    phone: required(30),
    planType,
    location,
    launchPhase: optionalText(40),
    couponCode: optionalText(40),
    /** A friend's referral code (issue 44): the first week at the referral's discount; not with a coupon. */
    referralCode: optionalText(40),
    /** A gift card's code (issue 44): its value pays the first charge before the card; the rest stays as credit. */
    giftCardCode: optionalText(64),
    dietaryRestrictions: optionalText(500),
  }),
  /** Sandbox mode only: the spec's card fields. */
  cardDetails: z.optional(cardDetailsSchema),
  /** Square mode: the Web Payments SDK's token (or the sandbox's test nonce). */
  sourceId: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  verificationToken: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  billingAddress: billingAddressSchema,
  /** What the page showed, in cents; the server recomputes it and refuses a different amount. */
  finalAmount: z.number().check(z.int(), z.nonnegative()),
  couponApplied: z.optional(z.boolean()),
});
export const processPaymentResponseSchema = z.object({
  success: z.literal(true),
  subscriptionId: z.string(),
  orderId: z.number(),
  /** The order's reference, what the success step and the receipt show (GET /api/orders: `reference`). */
  orderReference: z.string(),
  /** Cents: what the card paid (the order's total less the account credit applied). */
  amountCharged: z.number(),
  /** Cents of account credit or a gift card that paid the rest, when some did. */
  creditApplied: z.optional(z.number()),
  /** YYYY-MM-DD, a Monday. */
  firstPickupDate: z.string(),
  message: z.string(),
});
export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>;
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** POST /api/create-subscription */
export const createSubscriptionRequestSchema = z.strictObject({
  name: required(100),
  email,
  phone: required(30),
  location,
  dietaryRestrictions: optionalText(500),
  planType,
});
export const createSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  atCapacity: z.boolean(),
  accountCredit: accountCreditField,
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/complete-payment */
export const completePaymentRequestSchema = z.strictObject({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(100)),
  sourceId: z.string().check(z.minLength(1), z.maxLength(300)),
  verificationToken: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  billingAddress: billingAddressSchema,
  /** A gift card's code (issue 44), as the one-page checkout takes it: its value pays the first charge first. */
  giftCardCode: optionalText(64),
});
export const completePaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** YYYY-MM-DD, the Monday of the first pickup week. */
  firstPickupDate: z.optional(z.string()),
});
export type CompletePaymentRequest = z.input<typeof completePaymentRequestSchema>;
export type CompletePaymentResponse = z.infer<typeof completePaymentResponseSchema>;
