import { expect, test } from 'vitest';
import { dayName, loggableDays, shortDate } from './days';

test('the day picker reaches back 7 days from today, newest first, across a month end', () => {
  expect(loggableDays('2026-12-03')).toEqual([
    '2026-12-03',
    '2026-12-02',
    '2026-12-01',
    '2026-11-30',
    '2026-11-29',
    '2026-11-28',
    '2026-11-27',
    '2026-11-26',
  ]);
});

test('chips read Today, Yesterday, then the weekday, with a short date', () => {
  expect(dayName('2026-11-22', '2026-11-22')).toBe('Today');
  expect(dayName('2026-11-21', '2026-11-22')).toBe('Yesterday');
  expect(dayName('2026-11-19', '2026-11-22')).toBe('Thu');
  expect(shortDate('2026-11-19')).toBe('Nov 19');
});
