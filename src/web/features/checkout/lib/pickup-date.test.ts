import { expect, test } from 'vitest';
import { formatPickupDate } from './pickup-date';

test('the first pickup reads as a long US date with its weekday', () => {
  expect(formatPickupDate('2026-11-30')).toBe('Monday, November 30, 2026');
  expect(formatPickupDate('2027-03-15')).toBe('Monday, March 15, 2027');
});

test('something that is not a calendar date is not shown as one', () => {
  expect(formatPickupDate('2026-02-30')).toBeNull();
  expect(formatPickupDate('next Monday')).toBeNull();
});
