// Checkout pricing with coupons: which coupon applies to whom and when, and the discount it gives, in cents.
import { cents, type Cents } from './money';
import { PLANS, type PlanType } from './plans';

/** Spec section 9: no fee is added to any charge. */
export const PROCESSING_FEE: Cents = cents(0);

export interface CouponRule {
  /** Stored upper-case; look codes up with `normalizePromoCode`. */
  code: string;
  description: string;
  /** Exactly one of percentOff and amountOffCents is set. */
  percentOff: number | null;
  amountOffCents: number | null;
  /** The plans it applies to; an empty list means every plan. */
  plans: PlanType[];
  /** Checkout is always a first period, so this changes nothing here: renewals read it to drop the discount. */
  firstPeriodOnly: boolean;
  newCustomersOnly: boolean;
  maxRedemptions: number | null;
  /** Valid from this instant, inclusive. */
  validFrom: Date | null;
  /** Valid until this instant, exclusive: at validUntil the coupon has expired. */
  validUntil: Date | null;
}

export type CouponRefusal = 'unknown' | 'plan' | 'not-new-customer' | 'expired' | 'not-yet-valid' | 'used-up';

export type CheckoutRefusal = { ok: false; reason: CouponRefusal; message: string };
export type CheckoutPrice = { ok: true; basePrice: Cents; discount: Cents; finalPrice: Cents };

export interface CheckoutInput {
  plan: PlanType;
  /** The coupon found for the entered code, or null when none was entered. */
  coupon: CouponRule | null;
  /** Whether the buyer has never had a subscription (the caller decides from its records). */
  isNewCustomer: boolean;
  redemptionsSoFar: number;
  now: Date;
  /** The plan's price in force when the owner has changed it (`plan-prices.ts`); the spec's price otherwise. */
  basePrice?: Cents;
}

/** The seed definition of the spec's promo: 20% off the first week, weekly plan, new customers only. */
export const GYMBRO_COUPON: CouponRule = {
  code: 'GYMBRO',
  description: '20% off your first week',
  percentOff: 20,
  amountOffCents: null,
  plans: ['weekly'],
  firstPeriodOnly: true,
  newCustomersOnly: true,
  maxRedemptions: null,
  validFrom: null,
  validUntil: null,
};

/** What the user typed, as codes are stored: surrounding spaces dropped, upper-cased. Empty means "no code". */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** For a code that matches no coupon: the caller looks codes up, so this refusal is built there. */
export const UNKNOWN_COUPON: CheckoutRefusal = {
  ok: false,
  reason: 'unknown',
  message: 'This coupon code is not valid.',
};

/**
 * The price of the first period, or why the coupon cannot be used. Refusals come in the order a user can act on:
 * a coupon that is not valid at all (dates, redemptions) before one that needs another plan, before one they can
 * never use (new customers only).
 */
export function priceCheckout(input: CheckoutInput): CheckoutPrice | CheckoutRefusal {
  const basePrice = input.basePrice ?? PLANS[input.plan].price;
  const { coupon } = input;
  if (!coupon) return priced(basePrice, cents(0));

  const refusal = refusalFor(coupon, input);
  if (refusal) return refusal;
  return priced(basePrice, discountFor(coupon, basePrice));
}

function refusalFor(coupon: CouponRule, input: CheckoutInput): CheckoutRefusal | null {
  const refuse = (reason: CouponRefusal, message: string): CheckoutRefusal => ({
    ok: false,
    reason,
    message,
  });
  const at = input.now.getTime();
  if (coupon.validFrom && at < coupon.validFrom.getTime()) {
    return refuse('not-yet-valid', `${coupon.code} cannot be used yet.`);
  }
  if (coupon.validUntil && at >= coupon.validUntil.getTime()) {
    return refuse('expired', `${coupon.code} has expired.`);
  }
  if (coupon.maxRedemptions !== null && input.redemptionsSoFar >= coupon.maxRedemptions) {
    return refuse('used-up', `${coupon.code} has been fully redeemed.`);
  }
  if (coupon.plans.length > 0 && !coupon.plans.includes(input.plan)) {
    return refuse('plan', `${coupon.code} is for the ${coupon.plans.join(' or ')} plan only.`);
  }
  if (coupon.newCustomersOnly && !input.isNewCustomer) {
    return refuse('not-new-customer', `${coupon.code} is for new customers only.`);
  }
  return null;
}

/** Rounded to the nearest cent, halves up; never negative and never more than the price. */
function discountFor(coupon: CouponRule, price: Cents): Cents {
  const { percentOff, amountOffCents } = coupon;
  if ((percentOff === null) === (amountOffCents === null)) {
    // Stored coupons are checked when created; reaching this is a data bug, not a user error.
    throw new RangeError(`coupon ${coupon.code} must set exactly one of percentOff and amountOffCents`);
  }
  let raw: number;
  if (percentOff !== null) {
    // Float products land a hair off exact halves (937.4999999999999 for 12.5% of 7500): settle to a micro-cent first.
    const exact = Number(((price * percentOff) / 100).toFixed(6));
    raw = Math.floor(exact + 0.5);
  } else {
    raw = amountOffCents ?? 0;
  }
  return cents(Math.min(price, Math.max(0, Math.round(raw))));
}

function priced(basePrice: Cents, discount: Cents): CheckoutPrice {
  return { ok: true, basePrice, discount, finalPrice: cents(basePrice - discount + PROCESSING_FEE) };
}
