import { expect, test } from 'vitest';
import { nextChargeText } from './billing-text';
import { weeklySubscription } from '../../../testing/subscriptions';

const active = weeklySubscription({ card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2029 } });

test('the next charge is the amount and the Friday noon it is taken', () => {
  expect(nextChargeText(active)).toBe('$75.00 on Friday, November 27, 2026 at 12:00 PM CT');
  expect(nextChargeText({ ...active, nextChargeAt: null, nextChargeAmount: null })).toBeNull();
});

test('a past-due plan’s charge is the declined one, due since its Friday, not a date still to come', () => {
  expect(nextChargeText({ ...active, status: 'past_due', paymentStatus: 'failed' })).toBe(
    '$75.00, due since Friday, November 27, 2026 at 12:00 PM CT',
  );
});

test('with tax added on top, the next charge names the price and the rate beside the total', () => {
  expect(
    nextChargeText({
      ...active,
      nextChargeAmount: 8119,
      nextChargeTax: { priceCents: 7500, rateBasisPoints: 825 },
    }),
  ).toBe('$81.19 ($75.00 plus 8.25 % sales tax) on Friday, November 27, 2026 at 12:00 PM CT');
});
