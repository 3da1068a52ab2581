// Problems made right (issue 44): a subscriber reports a problem with a day's meal; the owner replies and resolves.
import * as z from 'zod/mini';
import { idParam } from './id-param';
import { REPORT_WINDOW_HOURS } from '../domain/feedback-windows';
import { isoDate } from './iso-date';

export const CASE_CATEGORIES = ['missing_meal', 'wrong_meal', 'quality', 'allergy', 'other'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const CASE_CATEGORY_LABELS: Record<CaseCategory, string> = {
  missing_meal: 'Missing meal',
  wrong_meal: 'Wrong meal',
  quality: 'Quality',
  allergy: 'Allergy concern',
  other: 'Other',
};

export const CASE_STATUSES = ['open', 'replied', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** A phone photo as a data URL: at most about 8 MB once decoded. */
export const PHOTO_MAX_CHARS = 11_000_000;

export const CASE_MESSAGES = {
  category: 'Choose what went wrong',
  description: 'Tell us what happened',
  descriptionLong: 'Keep it to 2,000 characters',
  photo: 'The photo must be a JPEG, PNG or WebP image',
  noMeal: 'You had no Tiffin Fit lunch that day.',
  future: 'That lunch has not been served yet.',
  windowPassed: `The ${REPORT_WINDOW_HOURS}-hour window to report a problem with this lunch has passed. You can still write to us by e-mail and we will read it.`,
  message: 'Write a reply',
  resolved: 'This case is already resolved.',
  alreadyReported: (id: number) =>
    `You have already reported a problem with this lunch (report #${id}). We answer you there; write to us by e-mail to add to it.`,
} as const;

const description = z
  .string(CASE_MESSAGES.description)
  .check(
    z.trim(),
    z.minLength(1, CASE_MESSAGES.description),
    z.maxLength(2000, CASE_MESSAGES.descriptionLong),
  );

/** POST /api/cases: `photo` is a data URL (data:image/jpeg;base64,...), re-encoded and stripped of metadata. */
export const createCaseRequestSchema = z.strictObject({
  date: isoDate,
  category: z.enum(CASE_CATEGORIES, CASE_MESSAGES.category),
  description,
  photo: z.optional(
    z
      .string()
      .check(
        z.maxLength(PHOTO_MAX_CHARS, 'The photo is too large (8 MB at most)'),
        z.regex(/^data:image\/[a-z+.-]+;base64,/, CASE_MESSAGES.photo),
      ),
  ),
});
export type CreateCaseRequest = z.input<typeof createCaseRequestSchema>;

export const createCaseResponseSchema = z.object({
  case: z.object({ id: z.number(), status: z.enum(CASE_STATUSES) }),
  message: z.string(),
});
export type CreateCaseResponse = z.infer<typeof createCaseResponseSchema>;

export const caseReplySchema = z.object({
  id: z.number(),
  message: z.string(),
  /** The first name of who wrote it: the subscriber's own or the team's. */
  from: z.enum(['subscriber', 'team']),
  createdAt: z.string(),
});
export type CaseReply = z.infer<typeof caseReplySchema>;

export const RESOLUTION_KINDS = ['credit', 'refund', 'none'] as const;
export type ResolutionKind = (typeof RESOLUTION_KINDS)[number];

export const caseResolutionSchema = z.object({
  kind: z.enum(RESOLUTION_KINDS),
  amountCents: z.nullable(z.number()),
  /** What the subscriber reads: the credit, the refund, or why no action. */
  summary: z.string(),
  resolvedAt: z.string(),
});
export type CaseResolution = z.infer<typeof caseResolutionSchema>;

export const subscriberCaseSchema = z.object({
  id: z.number(),
  date: isoDate,
  dishName: z.string(),
  category: z.enum(CASE_CATEGORIES),
  description: z.string(),
  status: z.enum(CASE_STATUSES),
  hasPhoto: z.boolean(),
  createdAt: z.string(),
  replies: z.array(caseReplySchema),
  resolution: z.nullable(caseResolutionSchema),
});
export type SubscriberCase = z.infer<typeof subscriberCaseSchema>;

/** GET /api/cases: the caller's cases, newest first, and the lunches they can still report a problem with. */
export const casesResponseSchema = z.object({
  cases: z.array(subscriberCaseSchema),
  reportable: z.array(z.object({ date: isoDate, dishName: z.string(), until: z.string() })),
});
export type CasesResponse = z.infer<typeof casesResponseSchema>;

export const adminCaseSchema = z.object({
  ...subscriberCaseSchema.shape,
  subscriber: z.object({ userId: z.number(), name: z.string(), email: z.string() }),
  /** Business hours (weekdays, Central) since it was opened, until its first reply when there is one. */
  waitingBusinessHours: z.number(),
  /** Past the 24-business-hour promise without a reply. */
  overdue: z.boolean(),
  firstReplyAt: z.nullable(z.string()),
  /** Only on GET /api/admin/cases/:id: the photo as a data URL. */
  photo: z.optional(z.nullable(z.string())),
  /** What the order of that day paid by card, refundable still (cents); null without a card charge. */
  refundableCents: z.nullable(z.number()),
  /** One meal's price on the subscriber's plan: the suggested credit or refund. */
  mealCents: z.number(),
});
export type AdminCase = z.infer<typeof adminCaseSchema>;

/** GET /api/admin/cases: open and replied cases first (oldest first), then the latest resolved ones. */
export const adminCasesResponseSchema = z.object({ cases: z.array(adminCaseSchema) });
export type AdminCasesResponse = z.infer<typeof adminCasesResponseSchema>;

export const caseParamsSchema = z.object({ id: idParam });

export const caseReplyRequestSchema = z.strictObject({
  message: z
    .string(CASE_MESSAGES.message)
    .check(z.trim(), z.minLength(1, CASE_MESSAGES.message), z.maxLength(4000)),
});
export type CaseReplyRequest = z.input<typeof caseReplyRequestSchema>;

const amountCents = z
  .number()
  .check(z.int(), z.positive('Give an amount of at least 1 cent'), z.lte(100_000));

/** POST /api/admin/cases/:id/resolve: a credit to the account, a refund of the card, or no action with a reason. */
export const resolveCaseRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('credit'),
    amountCents,
    note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  }),
  z.strictObject({
    kind: z.literal('refund'),
    amountCents,
    /** A UUID the form makes once, so a repeated submit refunds once. */
    idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  }),
  z.strictObject({
    kind: z.literal('none'),
    reason: z.string('Give a reason').check(z.trim(), z.minLength(1, 'Give a reason'), z.maxLength(500)),
  }),
]);
export type ResolveCaseRequest = z.input<typeof resolveCaseRequestSchema>;

export const adminCaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  case: adminCaseSchema,
});
export type AdminCaseResponse = z.infer<typeof adminCaseResponseSchema>;
