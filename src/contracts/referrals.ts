// Referrals (issue 44): a subscriber's code and link, the friends who joined with it, and the owner's settings.
import * as z from 'zod/mini';

export const DEFAULT_REFERRAL_SETTINGS = { enabled: true, friendPercentOff: 20, rewardCents: 1500 } as const;
/** Rewards one subscriber may earn per calendar year (America/Chicago). */
export const REFERRAL_REWARDS_PER_YEAR = 10;

export const REFERRAL_STATES = ['pending', 'rewarded', 'refused'] as const;

export const referralFriendSchema = z.object({
  /** The friend's first name only. */
  firstName: z.string(),
  joinedAt: z.string(),
  state: z.enum(REFERRAL_STATES),
  /** What was earned (rewarded) or will be (pending), in cents; 0 when refused. */
  rewardCents: z.number(),
  /** Why there is no reward, in words for the referrer. */
  note: z.nullable(z.string()),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /api/referral */
export const referralResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** The friends who joined with the code, newest first. */
  rewards: z.array(referralFriendSchema),
  earnedCents: z.number(),
  programme: z.object({ enabled: z.boolean(), friendPercentOff: z.number(), rewardCents: z.number() }),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

/** POST /api/validate-referral: what a friend's code takes off, as the checkout form shows it. */
export const referralCheckRequestSchema = z.strictObject({
  referralCode: z
    .string('Enter a referral code')
    .check(z.trim(), z.minLength(1, 'Enter a referral code'), z.maxLength(40)),
  planType: z.enum(['weekly', 'monthly']),
});
export const referralCheckResponseSchema = z.object({
  valid: z.boolean(),
  discountAmount: z.number(),
  finalPrice: z.number(),
  message: z.string(),
});
export type ReferralCheckResponse = z.infer<typeof referralCheckResponseSchema>;

/** GET/PUT /api/admin/referral-settings */
export const referralSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  friendPercentOff: z
    .number('Enter a percentage')
    .check(z.int('Enter a whole percentage'), z.minimum(1, 'At least 1 %'), z.maximum(50, 'At most 50 %')),
  rewardCents: z
    .number('Enter an amount')
    .check(
      z.int('Enter a whole number of cents'),
      z.minimum(100, 'At least $1.00'),
      z.maximum(10000, 'At most $100.00'),
    ),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;
