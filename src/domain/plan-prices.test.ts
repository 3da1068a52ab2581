import { expect, test } from 'vitest';
import { localDate } from './calendar';
import {
  currentPrice,
  firstPeriodAfterNotice,
  priceForPeriod,
  upcomingPrice,
  upgradeDifference,
  type PriceChange,
} from './plan-prices';

// Sunday 29 November 2026, 10:00 AM Central.
const announcedAt = new Date('2026-11-29T16:00:00Z');
const change: PriceChange = {
  planType: 'weekly',
  priceCents: 8000,
  announcedAt,
  firstPeriod: firstPeriodAfterNotice(announcedAt),
};

test('existing subscribers pay the new price from the first Friday charge at least 30 days after the notice', () => {
  // 30 days later is Tuesday 29 December; the first Friday run after it is 1 January, billing Monday 4 January.
  expect(change.firstPeriod).toBe('2027-01-04');
});

test('the charge on the 30th day counts when it comes at or after the hour of the notice', () => {
  // Wednesday 11 November 2026 at 11:00 AM Central: the run of Friday 11 December at noon is 30 days and an hour on.
  expect(firstPeriodAfterNotice(new Date('2026-11-11T17:00:00Z'))).toBe('2026-12-14');
  // Friday 13 November at 1:00 PM Central: the run of Friday 11 December is 28 days on, too soon.
  expect(firstPeriodAfterNotice(new Date('2026-11-13T19:00:00Z'))).toBe('2026-12-21');
  // Thursday 12 November, 30 days later Saturday 12 December: the charge of Friday 18 December.
  expect(firstPeriodAfterNotice(new Date('2026-11-12T17:00:00Z'))).toBe('2026-12-21');
});

test('a subscriber who had the plan before the notice keeps the old price until the notice runs out', () => {
  const before = { subscribedAt: new Date('2026-10-01T17:00:00Z') };
  expect(priceForPeriod('weekly', [change], { ...before, periodStart: localDate('2026-12-28') })).toBe(7500);
  expect(priceForPeriod('weekly', [change], { ...before, periodStart: localDate('2027-01-04') })).toBe(8000);
  expect(priceForPeriod('monthly', [change], { ...before, periodStart: localDate('2027-01-04') })).toBe(
    27000,
  );
});

test('a subscriber who joined after the notice pays the new price at once, as a new signup does', () => {
  const after = { subscribedAt: new Date('2026-11-30T17:00:00Z') };
  expect(priceForPeriod('weekly', [change], { ...after, periodStart: localDate('2026-12-07') })).toBe(8000);
  expect(currentPrice('weekly', [change], new Date('2026-11-29T15:59:59Z'))).toBe(7500);
  expect(currentPrice('weekly', [change], announcedAt)).toBe(8000);
});

test('of two changes the later one in force wins', () => {
  const second: PriceChange = {
    planType: 'weekly',
    priceCents: 8500,
    announcedAt: new Date('2026-12-15T17:00:00Z'),
    firstPeriod: firstPeriodAfterNotice(new Date('2026-12-15T17:00:00Z')),
  };
  const sub = { subscribedAt: new Date('2026-10-01T17:00:00Z') };
  expect(priceForPeriod('weekly', [second, change], { ...sub, periodStart: localDate('2027-01-04') })).toBe(
    8000,
  );
  expect(priceForPeriod('weekly', [second, change], { ...sub, periodStart: second.firstPeriod })).toBe(8500);
});

test('the dashboard is told of a change not yet charged, with the charge day it starts', () => {
  const sub = { subscribedAt: new Date('2026-10-01T17:00:00Z'), nextPeriodStart: localDate('2026-12-07') };
  expect(upcomingPrice('weekly', [change], sub)).toEqual({
    priceCents: 8000,
    from: '2027-01-01',
    nowCents: 7500,
  });
  expect(upcomingPrice('weekly', [change], { ...sub, nextPeriodStart: localDate('2027-01-04') })).toBeNull();
  expect(upcomingPrice('monthly', [change], sub)).toBeNull();
});

test('the upgrade costs the monthly price less the weekly, each as in force for the subscriber', () => {
  const before = { createdAt: new Date('2026-10-01T17:00:00Z') };
  expect(upgradeDifference(before, [change], localDate('2026-11-30'))).toBe(19500);
  expect(upgradeDifference(before, [change], localDate('2027-01-04'))).toBe(19000);
  expect(
    upgradeDifference({ createdAt: new Date('2026-12-01T17:00:00Z') }, [change], localDate('2026-12-07')),
  ).toBe(19000);
});
