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

test('dollars read as Intl.NumberFormat writes them in en-US, grouped and signed', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const amounts = [
    0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456, 99_999_999, 100_000_000, 123_456_789_01,
  ];
  for (let i = 0; i < 500; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
  for (const amount of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
    expect(formatUsd(cents(amount)), String(amount)).toBe(intl.format(amount / 100));
  }
});

test('dates are shown in long US format in Irving time', () => {
  expect(formatLongDate(new Date('2025-08-01T03:00:00Z'))).toBe('July 31, 2025');
  expect(formatCalendarDate('2025-08-04')).toBe('August 4, 2025');
});
