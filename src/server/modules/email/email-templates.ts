// The e-mails the product sends, each with the typed data it is rendered from.
// (Rendering lives beside this file; the outbox stores the template name and data and renders when sending.)

export interface EmailTemplateData {
  'subscription-confirmation': {
    name: string;
    planType: 'weekly' | 'monthly';
    priceCents: number;
    firstPickupWeekOf: string; // YYYY-MM-DD, a Monday
  };
  'order-confirmation': {
    name: string;
    orderId: number;
    weekOf: string; // YYYY-MM-DD
    amountCents: number;
    paymentStatus: string;
  };
  newsletter: { subject: string; content: string; unsubscribeUrl: string };
  'waitlist-confirmation': { name: string; phase: 'phase1' | 'phase2' };
  'password-reset': { name: string; resetUrl: string; expiresInMinutes: number };
  'account-setup': { name: string; setupUrl: string; expiresInHours: number };
  'payment-failed': { name: string; amountCents: number; weekOf: string };
  'subscription-cancelled': { name: string; planType: 'weekly' | 'monthly'; endsOn: string };
  'subscription-upgraded': { name: string; chargedCents: number; nextBillingOn: string };
}

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
