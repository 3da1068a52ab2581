import { expect, test } from 'vitest';
import {
  formatCalendarDate,
  formatCentralDateTime,
  formatLongDate,
  formatWeekday,
  formatWeekdayDate,
} from './dates';

test('instants are read in Central time: late evening in Chicago is still that day', () => {
  expect(formatLongDate(new Date('2026-12-05T04:30:00Z'))).toBe('December 4, 2026');
});

test('calendar dates keep their day whatever the time zone', () => {
  expect(formatCalendarDate('2026-11-30')).toBe('November 30, 2026');
  expect(formatWeekdayDate('2026-11-30')).toBe('Monday, November 30, 2026');
  expect(formatWeekday('2026-12-04')).toBe('Friday');
  expect(() => formatWeekdayDate('next monday')).toThrow(RangeError);
});

test('a charge time reads as a Central wall-clock time in winter and in summer', () => {
  expect(formatCentralDateTime(new Date('2026-12-04T18:00:00Z'))).toBe(
    'Friday, December 4, 2026 at 12:00 PM CT',
  );
  expect(formatCentralDateTime(new Date('2026-07-10T17:00:00Z'))).toBe(
    'Friday, July 10, 2026 at 12:00 PM CT',
  );
});
