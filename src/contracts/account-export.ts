// GET /api/account/export (issue 21): everything held about the person, as the server answers it. Apart from
// account.ts because only the server needs it: its open records would pull zod's unknown() into the web's first load.
import * as z from 'zod/mini';

/** Rows as they are held, one array per kind of record; dates are ISO strings. */
const rows = z.array(z.record(z.string(), z.unknown()));

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sessions: rows,
  subscriptions: rows,
  orders: rows,
  charges: rows,
  refunds: rows,
  skippedWeeks: rows,
  fridaySpecialChoices: rows,
  pickupCheckIns: rows,
  couponRedemptions: rows,
  /** Account credit: the balance in cents and every entry of the ledger (issue 43). */
  credit: z.object({ balanceCents: z.number(), entries: rows }),
  /** Gift cards bought by the person, sent to them or redeemed by them; never a code (issue 44). */
  giftCards: rows,
  /** The person's referral code and the friends who joined with it, by first name (issue 44). */
  referral: z.object({ code: z.nullable(z.string()), referrals: rows }),
  tracker: z.object({
    goals: z.nullable(z.record(z.string(), z.unknown())),
    preferences: z.nullable(z.record(z.string(), z.unknown())),
    entries: rows,
    weights: rows,
    insights: rows,
    checkIns: rows,
    customFoods: rows,
    savedMeals: rows,
  }),
  /** The lunches they rated and the problems they reported, with replies (issue 44). */
  ratings: rows,
  cases: rows,
  emails: rows,
  waitlist: rows,
  newsletterUnsubscribed: z.boolean(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
