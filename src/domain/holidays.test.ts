import { expect, test } from 'vitest';
import { usHolidays } from './holidays';

test('the six holidays of 2027, a weekend one moved to the weekday the kitchen would miss', () => {
  expect(usHolidays(2027)).toEqual([
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-05-31', name: 'Memorial Day' },
    // Sunday 4 July 2027 is observed on Monday 5 July.
    { date: '2027-07-05', name: 'Independence Day' },
    { date: '2027-09-06', name: 'Labor Day' },
    { date: '2027-11-25', name: 'Thanksgiving Day' },
    // Saturday 25 December 2027 is observed on Friday 24 December.
    { date: '2027-12-24', name: 'Christmas Day' },
  ]);
});

test('Thanksgiving is the fourth Thursday of November and Memorial Day the last Monday of May', () => {
  expect(usHolidays(2026).find((h) => h.name === 'Thanksgiving Day')?.date).toBe('2026-11-26');
  expect(usHolidays(2028).find((h) => h.name === 'Thanksgiving Day')?.date).toBe('2028-11-23');
  expect(usHolidays(2026).find((h) => h.name === 'Memorial Day')?.date).toBe('2026-05-25');
  expect(usHolidays(2029).find((h) => h.name === 'Labor Day')?.date).toBe('2029-09-03');
});
