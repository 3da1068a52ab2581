import { expect, test } from 'vitest';
import {
  GYMBRO_COUPON,
  normalizePromoCode,
  priceCheckout,
  PROCESSING_FEE,
  UNKNOWN_COUPON,
  type CheckoutInput,
  type CouponRule,
} from './coupons';

const now = new Date('2026-11-25T16:00:00Z');
const checkout = (overrides: Partial<CheckoutInput>): ReturnType<typeof priceCheckout> =>
  priceCheckout({
    plan: 'weekly',
    coupon: null,
    isNewCustomer: true,
    redemptionsSoFar: 0,
    now,
    ...overrides,
  });
const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  code: 'TEST',
  description: 'A test coupon',
  percentOff: null,
  amountOffCents: null,
  plans: [],
  firstPeriodOnly: true,
  newCustomersOnly: false,
  maxRedemptions: null,
  validFrom: null,
  validUntil: null,
  ...overrides,
});

test("GYMBRO takes 20% off a new customer's first week: $75.00 becomes $60.00", () => {
  expect(checkout({ coupon: GYMBRO_COUPON })).toEqual({
    ok: true,
    basePrice: 7500,
    discount: 1500,
    finalPrice: 6000,
  });
});

test('without a coupon the plan price is charged, with no processing fee', () => {
  expect(PROCESSING_FEE).toBe(0);
  expect(checkout({})).toEqual({ ok: true, basePrice: 7500, discount: 0, finalPrice: 7500 });
  expect(checkout({ plan: 'monthly' })).toEqual({
    ok: true,
    basePrice: 27000,
    discount: 0,
    finalPrice: 27000,
  });
});

test.each([
  ['on the monthly plan', { plan: 'monthly' }, 'plan', 'GYMBRO is for the weekly plan only.'],
  [
    'for a returning customer',
    { isNewCustomer: false },
    'not-new-customer',
    'GYMBRO is for new customers only.',
  ],
] as const)('GYMBRO is refused %s', (_case, overrides, reason, message) => {
  expect(checkout({ coupon: GYMBRO_COUPON, ...overrides })).toEqual({ ok: false, reason, message });
});

test("a code that matches no coupon is refused with the spec's message", () => {
  expect(UNKNOWN_COUPON).toEqual({ ok: false, reason: 'unknown', message: 'This coupon code is not valid.' });
});

const from = new Date('2026-12-01T06:00:00Z');
const until = new Date('2027-01-01T06:00:00Z');

test.each([
  [
    'before it starts',
    { validFrom: from },
    new Date('2026-12-01T05:59:59Z'),
    'not-yet-valid',
    'TEST cannot be used yet.',
  ],
  ['at its start', { validFrom: from }, from, null, null],
  ['just before it ends', { validUntil: until }, new Date('2027-01-01T05:59:59Z'), null, null],
  ['at its end', { validUntil: until }, until, 'expired', 'TEST has expired.'],
  ['after its end', { validUntil: until }, new Date('2027-03-01T00:00:00Z'), 'expired', 'TEST has expired.'],
] as const)('a dated coupon used %s', (_case, dates, at, reason, message) => {
  const result = checkout({ coupon: rule({ percentOff: 10, ...dates }), now: at });
  expect(result).toEqual(
    reason ? { ok: false, reason, message } : { ok: true, basePrice: 7500, discount: 750, finalPrice: 6750 },
  );
});

test.each([
  [0, true],
  [99, true],
  [100, false],
  [150, false],
])('a coupon limited to 100 redemptions, after %i, applies: %s', (redemptionsSoFar, applies) => {
  const result = checkout({ coupon: rule({ percentOff: 10, maxRedemptions: 100 }), redemptionsSoFar });
  expect(result.ok ? 'applied' : result.message).toBe(applies ? 'applied' : 'TEST has been fully redeemed.');
});

test('a coupon for every plan (no plans listed) applies to both', () => {
  expect(checkout({ plan: 'monthly', coupon: rule({ percentOff: 10 }) })).toMatchObject({
    ok: true,
    discount: 2700,
  });
  expect(checkout({ plan: 'monthly', coupon: rule({ percentOff: 10, plans: ['monthly'] }) })).toMatchObject({
    ok: true,
  });
  expect(checkout({ coupon: rule({ percentOff: 10, plans: ['monthly'] }) })).toEqual({
    ok: false,
    reason: 'plan',
    message: 'TEST is for the monthly plan only.',
  });
});

test('a coupon that is not valid at all is explained before one for another plan or for new customers', () => {
  const everythingWrong = rule({
    percentOff: 10,
    plans: ['monthly'],
    newCustomersOnly: true,
    maxRedemptions: 1,
    validUntil: until,
  });
  const reasons = [
    checkout({ coupon: everythingWrong, isNewCustomer: false, redemptionsSoFar: 1, now: until }),
    checkout({ coupon: everythingWrong, isNewCustomer: false, redemptionsSoFar: 1 }),
    checkout({ coupon: everythingWrong, isNewCustomer: false }),
    checkout({ coupon: everythingWrong, isNewCustomer: false, plan: 'monthly' }),
  ].map((r) => (r.ok ? 'ok' : r.reason));
  expect(reasons).toEqual(['expired', 'used-up', 'plan', 'not-new-customer']);
});

test.each([
  ['20% of $75.00', 'weekly', { percentOff: 20 }, 1500, 6000],
  ['10% of $270.00', 'monthly', { percentOff: 10 }, 2700, 24300],
  ['12.5% of $75.00 (937.5 cents rounds half up)', 'weekly', { percentOff: 12.5 }, 938, 6562],
  ['33.33% of $75.00 (2499.75 cents)', 'weekly', { percentOff: 33.33 }, 2500, 5000],
  ['0.01% of $270.00 (2.7 cents)', 'monthly', { percentOff: 0.01 }, 3, 26997],
  [
    '75.85% of $270.00 (20479.5 cents, a float product a hair below the half)',
    'monthly',
    { percentOff: 75.85 },
    20480,
    6520,
  ],
  ['0.02% of $75.00 (1.5 cents rounds half up)', 'weekly', { percentOff: 0.02 }, 2, 7498],
  ['0.006% of $75.00 (0.45 cents, rounds down)', 'weekly', { percentOff: 0.006 }, 0, 7500],
  ['100% of $75.00', 'weekly', { percentOff: 100 }, 7500, 0],
  ['150%, capped at the price', 'weekly', { percentOff: 150 }, 7500, 0],
  ['a negative percent, never a surcharge', 'weekly', { percentOff: -10 }, 0, 7500],
  ['$10.00 off', 'weekly', { amountOffCents: 1000 }, 1000, 6500],
  ['$100.00 off $75.00, capped at the price', 'weekly', { amountOffCents: 10000 }, 7500, 0],
  ['a negative amount, never a surcharge', 'monthly', { amountOffCents: -500 }, 0, 27000],
] as const)('%s', (_case, plan, off, discount, finalPrice) => {
  expect(checkout({ plan, coupon: rule(off) })).toMatchObject({ ok: true, discount, finalPrice });
});

test('a stored coupon with both or neither kind of discount is a data error, not a free checkout', () => {
  expect(() => checkout({ coupon: rule({ percentOff: 10, amountOffCents: 100 }) })).toThrow(RangeError);
  expect(() => checkout({ coupon: rule({}) })).toThrow(RangeError);
});

test.each([
  ['gymbro', 'GYMBRO'],
  ['  GymBro ', 'GYMBRO'],
  ['\tgymbro\n', 'GYMBRO'],
  ['   ', ''],
])('the promo code %j is looked up as %j', (input, code) => {
  expect(normalizePromoCode(input)).toBe(code);
});
