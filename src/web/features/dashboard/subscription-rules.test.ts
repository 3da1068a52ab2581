import { expect, test } from 'vitest';
import type { Subscription } from '../../../contracts/subscription';
import {
  canCancel,
  canResume,
  canUpgrade,
  cardText,
  ownPrice,
  priceText,
  upcomingPriceText,
} from './subscription-rules';
import { SEED_FRIDAY_OPTIONS } from '../../testing/subscriptions';

const weekly: Subscription = {
  planType: 'weekly',
  status: 'active',
  currentPeriodEnd: '2026-12-04T20:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentStatus: 'successful',
  currentPeriodStart: '2026-11-30',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  nextChargeAt: '2026-12-04T18:00:00.000Z',
  nextChargeAmount: 7500,
  upcomingPrice: null,
  upgradeAmount: 19500,
  nextPickupDate: '2026-11-30',
  skippedWeeks: [],
  pausedFrom: null,
  pausedUntil: null,
  fridaySpecial: [{ weekStartDate: '2026-11-30', choice: 'chicken', options: SEED_FRIDAY_OPTIONS }],
  chargeReminders: true,
};

test('an active weekly plan can be upgraded or cancelled, not resumed', () => {
  expect([canUpgrade(weekly), canCancel(weekly), canResume(weekly)]).toEqual([true, true, false]);
});

test('a cancelling plan can only be resumed; a monthly or ended one cannot be upgraded', () => {
  const cancelling = { ...weekly, cancelAtPeriodEnd: true };
  expect([canUpgrade(cancelling), canCancel(cancelling), canResume(cancelling)]).toEqual([
    false,
    false,
    true,
  ]);
  expect(canUpgrade({ ...weekly, planType: 'monthly' })).toBe(false);
  const ended = { ...weekly, status: 'cancelled' as const };
  expect([canUpgrade(ended), canCancel(ended), canResume(ended)]).toEqual([false, false, false]);
  expect(canUpgrade({ ...weekly, status: 'past_due' })).toBe(false);
});

test('prices and cards read as a subscriber expects', () => {
  expect(priceText('weekly')).toBe('$75.00 per week');
  expect(priceText('monthly')).toBe('$270.00 every 4 weeks');
  expect(cardText({ brand: 'amex', last4: '0005', expMonth: 1, expYear: 2031 })).toBe(
    'American Express ending 0005',
  );
  expect(cardText({ brand: 'other', last4: '1234', expMonth: null, expYear: null })).toBe('Card ending 1234');
});

test('a price change not charged yet is told with its date, and the plan shows what the subscriber pays until then', () => {
  const told = { ...weekly, upcomingPrice: { priceCents: 8000, from: '2027-01-01', nowCents: 7500 } };
  expect(upcomingPriceText(told)).toBe(
    "Your plan's price changes to $80.00 per week from the charge of January 1, 2027. Until then you pay $75.00.",
  );
  expect(priceText('weekly', ownPrice(told))).toBe('$75.00 per week');
  expect(upcomingPriceText(weekly)).toBeNull();
  expect(priceText('weekly', ownPrice({ ...weekly, nextChargeAmount: 8000 }))).toBe('$80.00 per week');
});
