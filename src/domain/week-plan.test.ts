import { expect, test } from 'vitest';
import { isMondayDate, localDate } from './calendar';
import {
  cutoffPassedMessage,
  firstChangeablePeriod,
  holdOf,
  nextBilledPeriod,
  type WeekHolds,
} from './week-plan';

const d = localDate;
const weekly = (skippedWeeks: string[] = [], pause: [string, string] | null = null): WeekHolds => ({
  periodWeeks: 1,
  skippedWeeks,
  pause: pause ? { from: d(pause[0]), resumeOn: d(pause[1]) } : null,
});

test('a skipped week moves the next charge a week on, several skips in a row as many weeks', () => {
  expect(nextBilledPeriod(d('2026-12-07'), weekly())).toBe('2026-12-07');
  expect(nextBilledPeriod(d('2026-12-07'), weekly(['2026-12-07']))).toBe('2026-12-14');
  expect(nextBilledPeriod(d('2026-12-07'), weekly(['2026-12-07', '2026-12-14', '2026-12-28']))).toBe(
    '2026-12-21',
  );
  expect(holdOf(d('2026-12-14'), weekly(['2026-12-07']))).toBeNull();
});

test('a pause holds every period from its first Monday up to, not including, the Monday it resumes', () => {
  const holds = weekly([], ['2026-12-07', '2027-01-04']);
  expect(holdOf(d('2026-11-30'), holds)).toBeNull();
  expect(holdOf(d('2026-12-07'), holds)).toBe('paused');
  expect(holdOf(d('2026-12-28'), holds)).toBe('paused');
  expect(holdOf(d('2027-01-04'), holds)).toBeNull();
  expect(nextBilledPeriod(d('2026-12-07'), holds)).toBe('2027-01-04');
  // A skip right after the pause moves on from there.
  expect(nextBilledPeriod(d('2026-12-07'), weekly(['2027-01-04'], ['2026-12-07', '2027-01-04']))).toBe(
    '2027-01-11',
  );
});

test('monthly periods pause but never skip single weeks', () => {
  const monthly: WeekHolds = {
    periodWeeks: 4,
    skippedWeeks: ['2026-12-28'],
    pause: { from: d('2027-01-25'), resumeOn: d('2027-03-01') },
  };
  expect(holdOf(d('2026-12-28'), monthly)).toBeNull();
  expect(nextBilledPeriod(d('2027-01-25'), monthly)).toBe('2027-03-01');
});

test('a change reaches the next period whose Friday-noon cutoff is still ahead', () => {
  // Friday 4 December 2026: before noon Central the week of 7 December can change, after noon it cannot.
  expect(firstChangeablePeriod(d('2026-12-07'), 1, new Date('2026-12-04T17:59:00Z'))).toBe('2026-12-07');
  expect(firstChangeablePeriod(d('2026-12-07'), 1, new Date('2026-12-04T18:00:00Z'))).toBe('2026-12-14');
  expect(firstChangeablePeriod(d('2026-12-28'), 4, new Date('2026-12-26T00:00:00Z'))).toBe('2027-01-25');
  expect(cutoffPassedMessage(d('2026-12-07'))).toBe(
    'The week of December 7, 2026 can no longer be changed: its cutoff was Friday, December 4, 2026 at 12:00 PM Central.',
  );
});

test('only real dates that fall on a Monday start a service week', () => {
  expect(isMondayDate('2026-12-07')).toBe(true);
  expect(isMondayDate('2026-12-08')).toBe(false);
  expect(isMondayDate('2026-02-30')).toBe(false);
  expect(isMondayDate('12/07/2026')).toBe(false);
});
