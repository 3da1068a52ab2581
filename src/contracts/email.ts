// E-mail previews, test sends, newsletter unsubscription and the admin's e-mail log (spec sections 2, 3, 5, 7, 8).
import * as z from 'zod/mini';

export const EMAIL_TEMPLATE_NAMES = [
  'subscription-confirmation',
  'order-confirmation',
  'newsletter',
  'waitlist-confirmation',
  'password-reset',
  'account-setup',
  'payment-failed',
  'subscription-cancelled',
  'subscription-upgraded',
  'charge-reminder',
  'waitlist-invitation',
  'refund-issued',
  'owner-alert',
  'subscription-change',
  'menu-change',
  'team-invitation',
  'password-changed',
  'account-deleted',
  'sign-in-code',
  'sign-in-attempts',
  'checkout-while-subscribed',
  'closure-notice',
  'price-change',
  'gift-card-receipt',
  'gift-card',
  'gift-card-refunded',
  'referral-reward',
  'rating-request',
  'case-reply',
] as const;

/** GET /api/email-templates/previews: every template rendered with sample data. */
export const emailTemplatePreviewSchema = z.object({
  name: z.enum(EMAIL_TEMPLATE_NAMES),
  title: z.string(),
  description: z.string(),
  /** One of the four e-mails the spec's /email-preview page describes. */
  primary: z.boolean(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;

export const emailTemplatePreviewsResponseSchema = z.object({
  templates: z.array(emailTemplatePreviewSchema),
});
export type EmailTemplatePreviewsResponse = z.infer<typeof emailTemplatePreviewsResponseSchema>;

/** The spec's message when the address is left empty (section 5); the toast's title is "Missing Email". */
export const TEST_EMAIL_MISSING_MESSAGE = 'Please enter an email address.';
export const TEST_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

/** POST /api/test-email-templates: send a copy of every template to this address (admins only). */
export const testEmailTemplatesRequestSchema = z.strictObject({
  email: z
    .string(TEST_EMAIL_MISSING_MESSAGE)
    .check(
      z.trim(),
      z.minLength(1, TEST_EMAIL_MISSING_MESSAGE),
      z.maxLength(254, TEST_EMAIL_INVALID_MESSAGE),
      z.email(TEST_EMAIL_INVALID_MESSAGE),
    ),
});
export type TestEmailTemplatesRequest = z.input<typeof testEmailTemplatesRequestSchema>;

export const testEmailTemplatesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many e-mails were queued. */
  count: z.number(),
});
export type TestEmailTemplatesResponse = z.infer<typeof testEmailTemplatesResponseSchema>;

/** GET and POST /api/newsletter/unsubscribe?token=...: the signed link in every newsletter. */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
});

/**
 * POST /api/newsletter/unsubscribe?token=...: the confirm page's form, or a mail client's one-click unsubscribe
 * (RFC 8058), whose body is List-Unsubscribe=One-Click. The signed token says who; the body adds nothing.
 */
export const newsletterUnsubscribeBodySchema = z.nullish(
  z.strictObject({ 'List-Unsubscribe': z.optional(z.literal('One-Click')) }),
);

export const newsletterUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** One row of GET /api/admin/email-logs (spec section 3: e-mail log), newest first. */
export const emailLogSchema = z.object({
  id: z.number(),
  subject: z.string(),
  recipientEmail: z.string(),
  status: z.enum(EMAIL_STATUSES),
  errorMessage: z.nullable(z.string()),
  sentAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

export const emailLogsResponseSchema = z.array(emailLogSchema);
