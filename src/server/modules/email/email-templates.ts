// The e-mails the product sends, each with the typed data it is rendered from.
// (Rendering lives beside this file; the outbox stores the template name and data and renders when sending.)
import { z } from 'zod';
import { MAX_RATE_BASIS_POINTS, type SalesTaxSettings } from '../../../domain/sales-tax';

export interface EmailTemplateData {
  'subscription-confirmation': {
    name: string;
    planType: 'weekly' | 'monthly';
    priceCents: number;
    firstPickupWeekOf: string; // YYYY-MM-DD, a Monday
    /** The sales-tax rate added on top of the price, when prices exclude tax (issue 43); absent when included. */
    taxAddedBasisPoints?: number;
  };
  /** The kitchen is closed on days the subscriber has a meal (issue 43). */
  'closure-notice': { name: string; days: string[]; reason: string; creditCents: number };
  /** The owner changed the plan's price: the old and new price and the Friday of the first charge at it (issue 43). */
  'price-change': {
    name: string;
    planType: 'weekly' | 'monthly';
    oldCents: number;
    newCents: number;
    from: string;
    /** The sales-tax rate added on top of the price, when prices exclude tax (issue 43); absent when included. */
    taxAddedBasisPoints?: number;
  };
  'order-confirmation': {
    name: string;
    orderId: number;
    /** What the receipt shows; absent in messages queued before it was added (they show the id). */
    orderReference?: string;
    weekOf: string; // YYYY-MM-DD
    /** Service weeks the order pays for (4 on the monthly plan); absent in messages queued before it was added. */
    weeks?: number;
    amountCents: number;
    /** Account credit that paid part of the amount (the card paid the rest); absent when none. */
    creditCents?: number;
    /** Sales tax inside the amount; absent when none (and in messages queued before it was added). */
    taxCents?: number;
    /** The sales-tax rate added on top of the price, when prices exclude tax (issue 43); absent when included. */
    taxAddedBasisPoints?: number;
    paymentStatus: string;
  };
  /** The unsubscribe link is added for each recipient when the message is sent. */
  newsletter: { subject: string; content: string };
  /**
   * Sent to an address nobody has verified: nothing a stranger typed is shown (a name was once the heading). `name`
   * stays readable for messages queued before.
   */
  'waitlist-confirmation': {
    name?: string;
    phase: 'phase1' | 'phase2';
    /** The launch when the person joined (spots left by checkout's count); absent in older messages. */
    launch?: LaunchSnapshot;
    /** The prices new subscribers pay when the person joined (cents, before any tax added); absent in older messages. */
    prices?: { weekly: number; monthly: number };
    /** The sales-tax rate added on top of those prices, when prices exclude tax (issue 43). */
    taxAddedBasisPoints?: number;
  };
  'password-reset': { name: string; resetUrl: string; expiresInMinutes: number };
  'account-setup': { name: string; setupUrl: string; expiresInHours: number };
  'payment-failed': { name: string; amountCents: number; weekOf: string };
  'subscription-cancelled': { name: string; planType: 'weekly' | 'monthly'; endsOn: string };
  'subscription-upgraded': {
    name: string;
    chargedCents: number;
    nextBillingOn: string;
    /** The monthly price this subscriber pays from then on (the owner may have changed it); absent in older messages. */
    monthlyPriceCents?: number;
    /** The sales-tax rate added on top of that price, when prices exclude tax (issue 43). */
    taxAddedBasisPoints?: number;
  };
  /** Sent the Wednesday before a Friday charge; also the notice that a pause ends. */
  'charge-reminder': {
    name: string;
    planType: 'weekly' | 'monthly';
    amountCents: number;
    chargeOn: string; // YYYY-MM-DD, the Friday of the charge (12:00 PM Central)
    periodStart: string; // YYYY-MM-DD, the Monday of the first week it pays for
    weeks: number;
    cardLast4: string | null;
    resumingAfterPause: boolean;
    /** The sales-tax rate added on top of the price (`amountCents` is before tax), when prices exclude tax (issue 43); absent when included. */
    taxAddedBasisPoints?: number;
    /** The next day with a meal to collect (today while today's window is open); absent in older messages. */
    nextPickup?: string | null;
    /** The lunches of the first week it pays for, from the dated menu (issue 42); absent in older messages. */
    menu?: MenuLine[];
  };
  /** An admin's invitation from the waitlist: the spot is held for the address until `holdUntil`. */
  'waitlist-invitation': { name: string; subscribeUrl: string; holdUntil: string };
  'refund-issued': {
    name: string;
    amountCents: number;
    chargeAmountCents: number;
    weekOf: string; // YYYY-MM-DD
    reason: string;
    /** The card the money goes back to; absent in older messages. */
    cardLast4?: string | null;
    /** Refunded as account credit instead (issue 43): the balance after it. */
    toCredit?: { balanceCents: number };
  };
  /** To the owner (ALERT_EMAIL, else every admin): something needs a person, or it cleared. */
  'owner-alert': {
    state: 'open' | 'resolved';
    title: string;
    summary: string;
    details: string[];
    openedAt: string; // ISO instant
    resolvedAt: string | null;
    settingsUrl: string;
  };
  /** Confirms a change the subscriber made: what changed, what happens next, when the next charge is. */
  'subscription-change': {
    name: string;
    planType: 'weekly' | 'monthly';
    change: SubscriptionChange;
    /** The next charge after the change, or null when none is coming. */
    nextCharge: { on: string; amountCents: number; weekOf: string; weeks: number } | null;
    /** The next day with a meal to collect, or null. */
    nextPickup: string | null;
    cardLast4: string | null;
    /** The sales-tax rate added on top of the next charge's price, when prices exclude tax (issue 43); absent when included and in older messages. */
    taxAddedBasisPoints?: number;
  };
  /** An owner's invitation to the back office: a one-time link to set the password, then /admin/login. */
  'team-invitation': {
    name: string;
    invitedBy: string;
    role: 'owner' | 'staff';
    setupUrl: string;
    expiresInHours: number;
  };
  /** The password changed (here, or by a reset link): every other browser was signed out (issue 21). */
  'password-changed': { name: string; how: 'changed' | 'reset'; signedOut: number; changedAt: string };
  /** A locked week's menu changed after the subscribers' choices closed: what they will eat now (issue 42). */
  'menu-change': { name: string; weekOf: string; menu: MenuLine[] };
  /** The goodbye: the account is deleted. Its log row forgets the address once sent (outbox-repository.ts). */
  'account-deleted': { name: string; byOwner: boolean; planCancelled: boolean; deletedAt: string };
  /**
   * A sign-in with the right password from a browser the account does not know, while strangers fail at it: the
   * one-time code (and a link carrying it) that finishes this sign-in (issue 41).
   */
  'sign-in-code': {
    name: string;
    code: string;
    signInUrl: string;
    expiresInMinutes: number;
    requestedAt: string;
  };
  /** Someone keeps failing to sign in to the account: told once per burst (issue 41). */
  'sign-in-attempts': { name: string; failures: number; since: string };
  /**
   * Someone started a checkout with the address of a live subscriber: the check answers them as anyone, the
   * subscriber hears it here, and a payment for a second plan is refused (issue 41).
   */
  'checkout-while-subscribed': { name: string; startedAt: string };
  /** The buyer's receipt for a gift card (issue 44). */
  'gift-card-receipt': {
    buyerName: string;
    recipientName: string;
    recipientEmail: string;
    amountCents: number;
    deliverOn: string; // YYYY-MM-DD
    reference: string;
    cardLast4: string | null;
  };
  /** The recipient's gift card: the code is in the sealed payload only, never stored in clear (issue 44). */
  'gift-card': {
    buyerName: string;
    recipientName: string;
    amountCents: number;
    message: string | null;
    code: string;
  };
  /** The owner refunded an unredeemed gift card (issue 44). */
  'gift-card-refunded': {
    buyerName: string;
    recipientName: string;
    amountCents: number;
    reference: string;
    cardLast4: string | null;
  };
  /** A friend's first paid week ended unrefunded: the referrer's credit (issue 44). First names only. */
  'referral-reward': { name: string; friendFirstName: string; rewardCents: number; balanceCents: number };
  /** Friday afternoon (issue 44): the week's lunches, each with five signed star links (no sign-in needed). */
  'rating-request': {
    name: string;
    weekOf: string;
    meals: { date: string; dishName: string; rateUrl: string }[];
  };
  /** The team's reply on a problem the subscriber reported, or how it was made right (issue 44). */
  'case-reply': {
    name: string;
    caseId: number;
    date: string;
    dishName: string;
    message: string;
    resolved: boolean;
  };
}

/** One day's lunch as an e-mail lists it. */
export interface MenuLine {
  date: string; // YYYY-MM-DD
  title: string;
  dishes: string[];
  calories: number;
  protein: number;
}

/** The week the landing page shows, for the previews' and test sends' samples: its lunches and Friday's choices. */
export interface SampleMenu {
  weekOf: string; // YYYY-MM-DD, a Monday
  lines: MenuLine[];
  /** The labels of the week's choice of specials, in the menu's order; empty without one. */
  choices: string[];
}

/** Where the launch stood when a message was queued. */
export interface LaunchSnapshot {
  phase: 'beta' | 'inviteOnly';
  capacity: number;
  spotsLeft: number;
}

/** The changes a subscriber makes from the dashboard that each get a confirmation. */
export type SubscriptionChange =
  | { kind: 'cancellation-undone' }
  | { kind: 'card-updated'; brand: string; last4: string }
  | { kind: 'pause-set'; from: string; resumeOn: string }
  /** `resumeOn` null: a pause that had not begun is dropped. */
  | { kind: 'pause-ended'; resumeOn: string | null }
  | { kind: 'week-skipped'; weekOf: string }
  | { kind: 'week-restored'; weekOf: string }
  /** `choice` is the pick's key, `label` its name on that Friday's menu (absent in messages queued before). */
  | { kind: 'friday-special'; weekOf: string; choice: string; label?: string };

export type EmailTemplateName = keyof EmailTemplateData;

/** One message to send: which template with which data, to whom, and the key that makes it unique. */
export type OutboundEmail = {
  [K in EmailTemplateName]: {
    template: K;
    data: EmailTemplateData[K];
    to: string;
    /** The same key never sends twice, e.g. `waitlist:${email}` or `password-reset:${tokenId}`. */
    dedupeKey: string;
  };
}[EmailTemplateName];

/** A template and its data, without an address: what is sealed in the outbox and rendered. */
export type TemplateMessage = {
  [K in EmailTemplateName]: { template: K; data: EmailTemplateData[K] };
}[EmailTemplateName];

const name = z.string().trim().min(1).max(200);
const planType = z.enum(['weekly', 'monthly']);
const cents = z.number().int().nonnegative();
const calendarDate = z.iso.date();
/** Links in e-mails are absolute http(s) URLs built from APP_ORIGIN. */
const link = z.url({ protocol: /^https?$/ });
const last4 = z.string().regex(/^\d{4}$/);
const menuLine = z.strictObject({
  date: calendarDate,
  title: z.string().min(1).max(200),
  dishes: z.array(z.string().min(1).max(200)).max(20),
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
});

const subscriptionChange: z.ZodType<SubscriptionChange> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cancellation-undone') }),
  z.strictObject({ kind: z.literal('card-updated'), brand: z.string().min(1).max(40), last4 }),
  z.strictObject({ kind: z.literal('pause-set'), from: calendarDate, resumeOn: calendarDate }),
  z.strictObject({ kind: z.literal('pause-ended'), resumeOn: calendarDate.nullable() }),
  z.strictObject({ kind: z.literal('week-skipped'), weekOf: calendarDate }),
  z.strictObject({ kind: z.literal('week-restored'), weekOf: calendarDate }),
  z.strictObject({
    kind: z.literal('friday-special'),
    weekOf: calendarDate,
    choice: z.string().regex(/^[a-z0-9][a-z0-9-]{0,23}$/),
    label: z.string().min(1).max(40).optional(),
  }),
]);

/** Checks the data when a message is enqueued and again when the stored data is read back to send it. */
export const emailTemplateDataSchemas: { [K in EmailTemplateName]: z.ZodType<EmailTemplateData[K]> } = {
  'subscription-confirmation': z.strictObject({
    name,
    planType,
    priceCents: cents,
    firstPickupWeekOf: calendarDate,
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
  }),
  'gift-card-receipt': z.strictObject({
    buyerName: name,
    recipientName: name,
    recipientEmail: z.email().max(254),
    amountCents: cents,
    deliverOn: calendarDate,
    reference: z.string().min(1).max(40),
    cardLast4: last4.nullable(),
  }),
  'gift-card': z.strictObject({
    buyerName: name,
    recipientName: name,
    amountCents: cents,
    message: z.string().max(500).nullable(),
    code: z.string().min(1).max(64),
  }),
  'gift-card-refunded': z.strictObject({
    buyerName: name,
    recipientName: name,
    amountCents: cents,
    reference: z.string().min(1).max(40),
    cardLast4: last4.nullable(),
  }),
  'referral-reward': z.strictObject({
    name,
    friendFirstName: name,
    rewardCents: cents,
    balanceCents: cents,
  }),
  'closure-notice': z.strictObject({
    name,
    days: z.array(calendarDate).min(1).max(31),
    reason: z.string().min(1).max(200),
    creditCents: cents,
  }),
  'price-change': z.strictObject({
    name,
    planType: z.enum(['weekly', 'monthly']),
    oldCents: cents,
    newCents: cents,
    from: calendarDate,
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
  }),
  'order-confirmation': z.strictObject({
    name,
    orderId: z.number().int().positive(),
    orderReference: z.string().min(1).max(40).optional(),
    weekOf: calendarDate,
    weeks: z.number().int().min(1).max(4).optional(),
    amountCents: cents,
    creditCents: cents.optional(),
    taxCents: cents.optional(),
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
    paymentStatus: z.string().min(1).max(40),
  }),
  newsletter: z.strictObject({
    subject: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(20_000),
  }),
  'waitlist-confirmation': z.strictObject({
    name: name.optional(),
    phase: z.enum(['phase1', 'phase2']),
    launch: z
      .strictObject({
        phase: z.enum(['beta', 'inviteOnly']),
        capacity: z.number().int().nonnegative(),
        spotsLeft: z.number().int().nonnegative(),
      })
      .optional(),
    prices: z.strictObject({ weekly: cents, monthly: cents }).optional(),
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
  }),
  'password-reset': z.strictObject({
    name,
    resetUrl: link,
    expiresInMinutes: z.number().int().positive(),
  }),
  'account-setup': z.strictObject({ name, setupUrl: link, expiresInHours: z.number().int().positive() }),
  'payment-failed': z.strictObject({ name, amountCents: cents, weekOf: calendarDate }),
  'subscription-cancelled': z.strictObject({ name, planType, endsOn: calendarDate }),
  'subscription-upgraded': z.strictObject({
    name,
    chargedCents: cents,
    nextBillingOn: calendarDate,
    monthlyPriceCents: cents.optional(),
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
  }),
  'charge-reminder': z.strictObject({
    name,
    planType,
    amountCents: cents,
    chargeOn: calendarDate,
    periodStart: calendarDate,
    weeks: z.number().int().min(1).max(4),
    cardLast4: last4.nullable(),
    resumingAfterPause: z.boolean(),
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
    nextPickup: calendarDate.nullable().optional(),
    menu: z.array(menuLine).max(5).optional(),
  }),
  'waitlist-invitation': z.strictObject({ name, subscribeUrl: link, holdUntil: calendarDate }),
  'refund-issued': z.strictObject({
    name,
    amountCents: cents,
    chargeAmountCents: cents,
    weekOf: calendarDate,
    reason: z.string().trim().min(1).max(500),
    cardLast4: last4.nullable().optional(),
    /** Given back as account credit rather than to the card: the balance after it. */
    toCredit: z.strictObject({ balanceCents: cents }).optional(),
  }),
  'owner-alert': z.strictObject({
    state: z.enum(['open', 'resolved']),
    title: z.string().min(1).max(300),
    summary: z.string().max(2000),
    details: z.array(z.string().max(1000)).max(200),
    openedAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    settingsUrl: link,
  }),
  'subscription-change': z.strictObject({
    name,
    planType,
    change: subscriptionChange,
    nextCharge: z
      .strictObject({
        on: calendarDate,
        amountCents: cents,
        weekOf: calendarDate,
        weeks: z.number().int().min(1).max(4),
      })
      .nullable(),
    nextPickup: calendarDate.nullable(),
    cardLast4: last4.nullable(),
    taxAddedBasisPoints: z.number().int().min(1).max(MAX_RATE_BASIS_POINTS).optional(),
  }),
  'team-invitation': z.strictObject({
    name,
    invitedBy: name,
    role: z.enum(['owner', 'staff']),
    setupUrl: link,
    expiresInHours: z.number().int().positive(),
  }),
  'password-changed': z.strictObject({
    name,
    how: z.enum(['changed', 'reset']),
    signedOut: z.number().int().nonnegative(),
    changedAt: z.iso.datetime(),
  }),
  'menu-change': z.strictObject({ name, weekOf: calendarDate, menu: z.array(menuLine).max(5) }),
  'account-deleted': z.strictObject({
    name,
    byOwner: z.boolean(),
    planCancelled: z.boolean(),
    deletedAt: z.iso.datetime(),
  }),
  'sign-in-code': z.strictObject({
    name,
    code: z.string().regex(/^\d{6}$/),
    signInUrl: link,
    expiresInMinutes: z.number().int().positive(),
    requestedAt: z.iso.datetime(),
  }),
  'sign-in-attempts': z.strictObject({
    name,
    failures: z.number().int().positive(),
    since: z.iso.datetime(),
  }),
  'checkout-while-subscribed': z.strictObject({ name, startedAt: z.iso.datetime() }),
  'rating-request': z.strictObject({
    name,
    weekOf: calendarDate,
    meals: z
      .array(z.strictObject({ date: calendarDate, dishName: z.string().min(1).max(200), rateUrl: link }))
      .min(1)
      .max(5),
  }),
  'case-reply': z.strictObject({
    name,
    caseId: z.number().int().positive(),
    date: calendarDate,
    dishName: z.string().min(1).max(200),
    message: z.string().min(1).max(4000),
    resolved: z.boolean(),
  }),
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(emailTemplateDataSchemas) as EmailTemplateName[];

export function isEmailTemplateName(value: string): value is EmailTemplateName {
  return Object.hasOwn(emailTemplateDataSchemas, value);
}

function parseFor<K extends EmailTemplateName>(
  template: K,
  data: unknown,
): { template: K; data: EmailTemplateData[K] } {
  return { template, data: emailTemplateDataSchemas[template].parse(data) };
}

/** Parses a template name and its data read from storage; throws when either does not fit. */
export function parseTemplateMessage(template: string, data: unknown): TemplateMessage {
  if (!isEmailTemplateName(template)) throw new Error(`unknown e-mail template "${template}"`);
  return parseFor(template, data) as TemplateMessage;
}

/** The e-mail data that says tax is added on top of a price: nothing when prices include it. */
export function taxAddedData(settings: SalesTaxSettings): { taxAddedBasisPoints?: number } {
  return settings.inclusive || settings.rateBasisPoints === 0
    ? {}
    : { taxAddedBasisPoints: settings.rateBasisPoints };
}
