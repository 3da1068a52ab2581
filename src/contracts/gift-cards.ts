// Gift cards (issue 44): buying one on the public page, redeeming its code as account credit, the owner's list.
import * as z from 'zod/mini';
import { billingAddressSchema, cardDetailsSchema } from './checkout';
import { isoDate } from './iso-date';

/** The amounts the page offers; any whole dollar amount between the bounds is accepted too. */
export const GIFT_CARD_PRESETS_CENTS = [7500, 15000, 27000] as const;
export const GIFT_CARD_MIN_CENTS = 2500;
export const GIFT_CARD_MAX_CENTS = 50000;
export const GIFT_CARD_MESSAGE_MAX = 500;

const AMOUNT_MESSAGE = 'Choose an amount from $25 to $500';
const name = (label: string) =>
  z
    .string(`Enter ${label}`)
    .check(
      z.trim(),
      z.minLength(1, `Enter ${label}`),
      z.maxLength(100, 'Keep the name under 100 characters'),
    );
const email = (label: string) =>
  z
    .string(`Enter ${label}`)
    .check(
      z.trim(),
      z.minLength(1, `Enter ${label}`),
      z.maxLength(254),
      z.email('Please enter a valid email address'),
    );

/** POST /api/gift-cards: the card paid at once; the recipient's e-mail goes out on `deliverOn` (America/Chicago). */
export const giftCardPurchaseRequestSchema = z.strictObject({
  amountCents: z.number(AMOUNT_MESSAGE).check(
    z.int(AMOUNT_MESSAGE),
    z.minimum(GIFT_CARD_MIN_CENTS, AMOUNT_MESSAGE),
    z.maximum(GIFT_CARD_MAX_CENTS, AMOUNT_MESSAGE),
    z.refine((n) => n % 100 === 0, 'Choose a whole number of dollars'),
  ),
  buyerName: name('your name'),
  buyerEmail: email('your e-mail'),
  recipientName: name("the recipient's name"),
  recipientEmail: email("the recipient's e-mail"),
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(GIFT_CARD_MESSAGE_MAX, `Keep the message under ${GIFT_CARD_MESSAGE_MAX} characters`),
      ),
  ),
  deliverOn: isoDate,
  cardDetails: z.optional(cardDetailsSchema),
  sourceId: z.optional(z.string().check(z.maxLength(500))),
  verificationToken: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  billingAddress: billingAddressSchema,
});
export type GiftCardPurchaseRequest = z.input<typeof giftCardPurchaseRequestSchema>;

export const giftCardPurchaseResponseSchema = z.object({
  success: z.literal(true),
  /** The receipt's reference (the card's id, shortened). */
  reference: z.string(),
  amountCents: z.number(),
  deliverOn: z.string(),
  message: z.string(),
});
export type GiftCardPurchaseResponse = z.infer<typeof giftCardPurchaseResponseSchema>;

/** POST /api/gift-cards/redeem */
export const giftCardRedeemRequestSchema = z.strictObject({
  code: z
    .string('Enter the gift card code')
    .check(z.trim(), z.minLength(1, 'Enter the gift card code'), z.maxLength(64, 'This code is too long')),
});
export type GiftCardRedeemRequest = z.input<typeof giftCardRedeemRequestSchema>;

export const giftCardRedeemResponseSchema = z.object({
  success: z.literal(true),
  amountCents: z.number(),
  balanceCents: z.number(),
  message: z.string(),
});
export type GiftCardRedeemResponse = z.infer<typeof giftCardRedeemResponseSchema>;

/** POST /api/validate-gift-card: what a code is worth before paying (the subscribe form's Apply); counts as a try. */
export const giftCardCheckRequestSchema = giftCardRedeemRequestSchema;
export const giftCardCheckResponseSchema = z.object({
  valid: z.boolean(),
  /** Cents; 0 when not valid. */
  amountCents: z.number(),
  message: z.string(),
});
export type GiftCardCheckResponse = z.infer<typeof giftCardCheckResponseSchema>;

const perHour = (what: string, max: number) =>
  z
    .number(`Enter how many ${what} an hour`)
    .check(
      z.int('Enter a whole number'),
      z.minimum(1, 'At least 1 an hour'),
      z.maximum(max, `At most ${max} an hour`),
    );

/**
 * GET/PUT /api/admin/gift-card-settings: how many purchases and code tries an hour are let through. Purchases are
 * card testing's door, tries are guessing's: both have a floor of 1 and a ceiling that keeps them limits.
 */
export const giftCardSettingsSchema = z.strictObject({
  purchasesPerAddressPerHour: perHour('purchases per address', 100),
  purchasesPerEmailPerHour: perHour('purchases per buyer e-mail', 50),
  redeemsPerAccountPerHour: perHour('code tries per account', 50),
  redeemsPerAddressPerHour: perHour('code tries per address', 200),
});
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;
export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = {
  purchasesPerAddressPerHour: 10,
  purchasesPerEmailPerHour: 5,
  redeemsPerAccountPerHour: 5,
  redeemsPerAddressPerHour: 20,
};

export const GIFT_CARD_STATES = [
  'pending',
  'paid',
  'delivered',
  /** Being spent by a checkout that has not settled yet: redeemed when it settles, given back when it does not. */
  'held',
  'redeemed',
  'declined',
  'released',
  'refunding',
  'refunded',
] as const;

export const adminGiftCardSchema = z.object({
  id: z.string(),
  reference: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  amountCents: z.number(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  deliverOn: z.string(),
  codeHint: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  redeemedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** GET /api/admin/gift-cards: the latest cards, newest first. */
export const adminGiftCardsResponseSchema = z.object({ giftCards: z.array(adminGiftCardSchema) });
export type AdminGiftCardsResponse = z.infer<typeof adminGiftCardsResponseSchema>;

export const giftCardIdParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such gift card')),
});

/** POST /api/admin/gift-cards/:id/resend and /refund */
export const adminGiftCardActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  giftCard: adminGiftCardSchema,
});
export type AdminGiftCardActionResponse = z.infer<typeof adminGiftCardActionResponseSchema>;
