// Account credit (issue 43): a subscriber's balance and its history, and the owner's additions and removals. Cents.
import * as z from 'zod/mini';

/** Why the owner adds or removes credit. */
export const MANUAL_CREDIT_REASONS = [
  'goodwill',
  'closure',
  'refund',
  'gift_card',
  'referral',
  'correction',
] as const;
/** Every reason an entry can have: the owner's, and what a charge spent or gave back. */
export const CREDIT_REASONS = [...MANUAL_CREDIT_REASONS, 'charge', 'charge_returned', 'case'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** How a reason reads to the subscriber and the owner. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  goodwill: 'Goodwill credit',
  closure: 'Kitchen closed',
  refund: 'Refund as credit',
  gift_card: 'Gift card',
  referral: 'Referral',
  correction: 'Correction',
  charge: 'Applied to a charge',
  charge_returned: 'Returned after a declined card',
  case: 'A problem made right',
};

/** The most credit one entry may add or remove: a year of the monthly plan. */
export const MAX_CREDIT_ENTRY_CENTS = 351_000;

export const creditEntrySchema = z.object({
  id: z.number(),
  /** Positive adds to the balance, negative takes from it. */
  amount: z.number(),
  reason: z.enum(CREDIT_REASONS),
  /** The owner's words, when they gave some. */
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** GET /api/account/credit: the balance (never negative) and the latest entries, newest first. */
export const accountCreditResponseSchema = z.object({
  balance: z.number(),
  entries: z.array(creditEntrySchema),
});
export type AccountCredit = z.infer<typeof accountCreditResponseSchema>;

/** POST /api/admin/subscribers/:id/credit: a negative amount removes credit, never below a zero balance. */
export const adminCreditRequestSchema = z.strictObject({
  amount: z.number('Enter an amount in cents').check(
    z.int('Enter a whole number of cents'),
    z.refine((n) => n !== 0, 'Enter an amount other than zero'),
    z.minimum(-MAX_CREDIT_ENTRY_CENTS, 'Remove at most $3,510.00 at once'),
    z.maximum(MAX_CREDIT_ENTRY_CENTS, 'Add at most $3,510.00 at once'),
  ),
  reason: z.enum(MANUAL_CREDIT_REASONS, 'Choose a reason'),
  note: z.optional(z.string().check(z.trim(), z.maxLength(300, 'Keep the note under 300 characters'))),
});
export type AdminCreditRequest = z.input<typeof adminCreditRequestSchema>;

export const adminCreditResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  balance: z.number(),
  entry: creditEntrySchema,
});
export type AdminCreditResponse = z.infer<typeof adminCreditResponseSchema>;
