import { expect, test } from 'vitest';
import { cents, formatUsd } from './money';
import { PLANS, UPGRADE_DIFFERENCE } from './plans';
import { formatCalendarDate, formatLongDate } from './dates';

test('prices are whole cents and shown as US dollars', () => {
  expect(formatUsd(PLANS.weekly.price)).toBe('$75.00');
  expect(formatUsd(PLANS.monthly.price)).toBe('$270.00');
  expect(formatUsd(UPGRADE_DIFFERENCE)).toBe('$195.00');
  expect(PLANS.monthly.listPrice - PLANS.monthly.price).toBe(3000);
  expect(() => cents(10.5)).toThrow(RangeError);
});

test('dates are shown in long US format in Irving time', () => {
  expect(formatLongDate(new Date('2025-08-01T03:00:00Z'))).toBe('July 31, 2025');
  expect(formatCalendarDate('2025-08-04')).toBe('August 4, 2025');
});

test('dollars are written as Intl writes US currency: cents, thousands and a minus', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  for (const amount of [
    0, 1, 5, 99, 100, 7500, 99_999, 100_000, 123_456, 1_234_567_89, -1, -7500, -123_456,
  ]) {
    expect(formatUsd(cents(amount))).toBe(usd.format(amount / 100));
  }
});
