// The price of a plan at checkout with a coupon, as things stand now: the server's word, never the browser's.
import { INVALID_COUPON_MESSAGE } from '../../../contracts/checkout';
import { priceCheckout, normalizePromoCode, type CouponRule } from '../../../domain/coupons';
import { cents, type Cents } from '../../../domain/money';
import { currentPrice } from '../../../domain/plan-prices';
import type { PlanType } from '../../../domain/plans';
import type { DbOrTx } from '../../db/client';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { couponRepository, type CouponRow } from './coupon-repository';
import { priceChanges } from '../prices/price-repository';
import { priceReferral } from '../referrals/referral-service';

export type Priced =
  | { ok: true; coupon: CouponRow | null; basePrice: Cents; discount: Cents; finalPrice: Cents }
  | { ok: false; message: string };

function couponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    description: row.description,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    plans: row.plans,
    firstPeriodOnly: row.firstPeriodOnly,
    newCustomersOnly: row.newCustomersOnly,
    maxRedemptions: row.maxRedemptions,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
}

/** Prices a plan with a coupon; at payment the caller holds the capacity lock, so redemption limits count exactly. */
export async function priceWithCoupon(
  db: DbOrTx,
  input: { plan: PlanType; code: string | null | undefined; email: string | undefined; now: Date },
): Promise<Priced> {
  const base = currentPrice(input.plan, await priceChanges(db), input.now);
  const normalized = input.code ? normalizePromoCode(input.code) : '';
  if (!normalized) return { ok: true, coupon: null, basePrice: base, discount: cents(0), finalPrice: base };
  const row = await couponRepository(db).findActiveByCode(normalized);
  if (!row) return { ok: false, message: INVALID_COUPON_MESSAGE };
  const priced = priceCheckout({
    plan: input.plan,
    coupon: couponRule(row),
    isNewCustomer: input.email ? !(await subscriptionRepository(db).hadSubscription(input.email)) : true,
    redemptionsSoFar: await couponRepository(db).countRedemptions(row.id),
    now: input.now,
    basePrice: base,
  });
  if (!priced.ok) return { ok: false, message: priced.message };
  return { ...priced, coupon: row };
}

/** What a referral code promises: its owner, the friend's discount and the referrer's reward. */
export interface ReferralTerms {
  referrerUserId: number;
  discount: number;
  rewardCents: number;
}

/** Prices a checkout with a coupon or a friend's referral code (not both): the server's word at payment. */
export async function priceCheckoutWith(
  db: DbOrTx,
  input: {
    plan: PlanType;
    couponCode: string | null | undefined;
    referralCode: string | null | undefined;
    email: string;
    now: Date;
  },
): Promise<
  (Extract<Priced, { ok: true }> & { referral: ReferralTerms | null }) | { ok: false; message: string }
> {
  const referralCode = input.referralCode?.trim();
  if (!referralCode) {
    const priced = await priceWithCoupon(db, {
      plan: input.plan,
      code: input.couponCode,
      email: input.email,
      now: input.now,
    });
    return priced.ok ? { ...priced, referral: null } : priced;
  }
  if (input.couponCode?.trim()) return { ok: false, message: 'Use a coupon or a referral code, not both.' };
  const base = currentPrice(input.plan, await priceChanges(db), input.now);
  const referral = await priceReferral(db, { code: referralCode, buyerEmail: input.email, now: input.now });
  if (!referral.ok) return referral;
  const discount = cents(Math.min(referral.discount, base));
  return {
    ok: true,
    coupon: null,
    basePrice: base,
    discount,
    finalPrice: cents(base - discount),
    referral: { referrerUserId: referral.referrerUserId, discount, rewardCents: referral.rewardCents },
  };
}
