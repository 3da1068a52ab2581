// POST /api/waitlist: join the waitlist for a launch phase (spec sections 3, 5 and 8).
import * as z from 'zod/mini';

export const WAITLIST_PHASES = ['phase1', 'phase2'] as const;
export type WaitlistPhase = (typeof WAITLIST_PHASES)[number];

/** The spec's message when name or email is missing or the email is not valid (section 5). */
export const WAITLIST_MISSING_MESSAGE = 'Please provide your name and email';
/** The waitlist holds at most this many entries (the invite-only launch has 100 spots). */
export const WAITLIST_MAX_ENTRIES = 10_000;
export const WAITLIST_FULL_MESSAGE = 'The waitlist is full for now. Please check back soon.';
export const WAITLIST_TOO_MANY_MESSAGE = 'Too many waitlist sign-ups from here. Please try again later.';
export const WAITLIST_NAME_LINK_MESSAGE = 'Please enter just your name, without links';

/** Text that reads as a link or an address on the web: no name has it. */
const LINK =
  /:\/\/|www\.|[a-z0-9-]\.(com|net|org|io|co|info|biz|xyz|ru|cn|top|site|online|link|click|shop|app)\b/i;

const requiredText = (max: number) =>
  z
    .string(WAITLIST_MISSING_MESSAGE)
    .check(z.trim(), z.minLength(1, WAITLIST_MISSING_MESSAGE), z.maxLength(max));

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const waitlistRequestSchema = z.strictObject({
  name: requiredText(100).check(z.refine((name) => !LINK.test(name), WAITLIST_NAME_LINK_MESSAGE)),
  email: z
    .string(WAITLIST_MISSING_MESSAGE)
    .check(z.trim(), z.maxLength(254), z.email(WAITLIST_MISSING_MESSAGE)),
  phone: optionalText(30),
  phase: z._default(z.enum(WAITLIST_PHASES), 'phase1'),
  dietaryRestrictions: optionalText(500),
  howDidYouHear: optionalText(200),
});

/** What the client sends (phase may be left out). */
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;
/** What the server works with after parsing (phase filled in, text trimmed). */
export type WaitlistEntryInput = z.output<typeof waitlistRequestSchema>;

/** The same answer whether the address was new or already on the list, so the list cannot be probed. */
export const waitlistResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;
