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

test('the written-out formats read as Intl writes them, over a year of days and hours in Chicago', () => {
  const long = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
  const date = new Intl.DateTimeFormat('en-US', { ...long, timeZone: 'America/Chicago' });
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  });
  // Every 7 hours and 13 minutes through 2026: each hour of the day, both DST changes, midnight and noon.
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000) {
    const instant = new Date(t);
    expect(formatCentralDateTime(instant)).toBe(`${date.format(instant)} at ${time.format(instant)} CT`);
  }
  for (const iso of ['2024-02-29', '2026-01-01', '2026-12-31', '2027-03-14']) {
    const utc = new Date(`${iso}T00:00:00Z`);
    expect(formatWeekdayDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { ...long, timeZone: 'UTC' }).format(utc),
    );
  }
});
