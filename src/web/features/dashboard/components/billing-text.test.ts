import { expect, test } from 'vitest';
import type { Subscription } from '../../../../contracts/subscription';
import { nextChargeText } from './billing-text';

const active: Subscription = {
  planType: 'weekly',
  status: 'active',
  currentPeriodEnd: '2026-11-27T20:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentStatus: 'successful',
  currentPeriodStart: '2026-11-23',
  card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2029 },
  nextChargeAt: '2026-11-27T18:00:00.000Z',
  nextChargeAmount: 7500,
  nextPickupDate: '2026-11-26',
  skippedWeeks: [],
  pausedFrom: null,
  pausedUntil: null,
  fridaySpecial: [],
  chargeReminders: true,
};

test('the next charge is the amount and the Friday noon it is taken', () => {
  expect(nextChargeText(active)).toBe('$75.00 on Friday, November 27, 2026 at 12:00 PM CT');
  expect(nextChargeText({ ...active, nextChargeAt: null, nextChargeAmount: null })).toBeNull();
});

test('a past-due plan’s charge is the declined one, due since its Friday, not a date still to come', () => {
  expect(nextChargeText({ ...active, status: 'past_due', paymentStatus: 'failed' })).toBe(
    '$75.00, due since Friday, November 27, 2026 at 12:00 PM CT',
  );
});
