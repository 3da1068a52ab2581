import { expect, test } from 'vitest';
import { localDate } from './calendar';
import { businessHoursBetween, ratingClosesAt, ratingOpensAt, reportClosesAt } from './feedback-windows';

const tuesday = localDate('2026-11-24');

test('a lunch can be rated at check-in, or once the 2:00 PM window closes, until the end of the 7th day after', () => {
  expect(ratingOpensAt(tuesday, null).toISOString()).toBe('2026-11-24T20:00:00.000Z');
  expect(ratingOpensAt(tuesday, new Date('2026-11-24T18:20:00Z')).toISOString()).toBe(
    '2026-11-24T18:20:00.000Z',
  );
  expect(ratingClosesAt(tuesday).toISOString()).toBe('2026-12-02T06:00:00.000Z');
});

test('a problem can be reported until 48 hours after the pickup window closes', () => {
  expect(reportClosesAt(tuesday).toISOString()).toBe('2026-11-26T20:00:00.000Z');
});

test('business hours count weekdays only, in Central time', () => {
  // Friday 4:00 PM to Monday 4:00 PM Central: 8 hours of Friday and 16 of Monday.
  expect(businessHoursBetween(new Date('2026-11-27T22:00:00Z'), new Date('2026-11-30T22:00:00Z'))).toBe(24);
  expect(businessHoursBetween(new Date('2026-11-24T15:00:00Z'), new Date('2026-11-25T14:59:00Z'))).toBe(23);
  expect(businessHoursBetween(new Date('2026-11-28T15:00:00Z'), new Date('2026-11-29T15:00:00Z'))).toBe(0);
  expect(businessHoursBetween(new Date('2026-11-25T15:00:00Z'), new Date('2026-11-24T15:00:00Z'))).toBe(0);
});
