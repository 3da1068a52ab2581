import { expect, test } from 'vitest';
import {
  addDays,
  billingRule,
  cutoffForWeek,
  dailyAt,
  firstOpenServiceWeek,
  localDate,
  localDateOf,
  mondayOf,
  nextKitchenDay,
  nextPickupDay,
  pickupDays,
  pickupWindow,
  serviceEnd,
  weeklyAt,
  weeksCovered,
  WEEKDAY,
  zonedInstant,
} from './calendar';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

/** Every billing slot from `from` on, n of them. */
function slots(from: string, n: number): string[] {
  const out: string[] = [];
  let cursor = at(from);
  for (let i = 0; i < n; i++) {
    cursor = billingRule(cursor);
    out.push(iso(cursor));
  }
  return out;
}

test('billing is Friday 12:00 PM Central: 18:00Z in winter, 17:00Z in summer, across the 2026 changes', () => {
  // Daylight saving time starts Sunday 8 March 2026 and ends Sunday 1 November 2026.
  expect(slots('2026-03-01T00:00:00Z', 3)).toEqual([
    '2026-03-06T18:00:00.000Z',
    '2026-03-13T17:00:00.000Z',
    '2026-03-20T17:00:00.000Z',
  ]);
  expect(slots('2026-10-25T00:00:00Z', 3)).toEqual([
    '2026-10-30T17:00:00.000Z',
    '2026-11-06T18:00:00.000Z',
    '2026-11-13T18:00:00.000Z',
  ]);
});

test('billing stays at noon Central across the 2027 changes', () => {
  // 14 March 2027 and 7 November 2027.
  expect(slots('2027-03-08T00:00:00Z', 2)).toEqual(['2027-03-12T18:00:00.000Z', '2027-03-19T17:00:00.000Z']);
  expect(slots('2027-11-01T00:00:00Z', 2)).toEqual(['2027-11-05T17:00:00.000Z', '2027-11-12T18:00:00.000Z']);
});

test('the next billing slot is strictly after the given instant, even at the slot itself', () => {
  expect(iso(billingRule(at('2026-11-27T17:59:59.999Z')))).toBe('2026-11-27T18:00:00.000Z');
  expect(iso(billingRule(at('2026-11-27T18:00:00.000Z')))).toBe('2026-12-04T18:00:00.000Z');
  // Late Thursday night in Chicago is already Friday in UTC: still this Friday's noon.
  expect(iso(billingRule(at('2026-11-27T05:00:00Z')))).toBe('2026-11-27T18:00:00.000Z');
});

test('a weekly rule on another weekday and a daily rule keep their wall time across the fall-back night', () => {
  const wednesdayNine = weeklyAt(WEEKDAY.wednesday, 9);
  expect(iso(wednesdayNine(at('2026-10-29T00:00:00Z')))).toBe('2026-11-04T15:00:00.000Z');
  const threeAm = dailyAt(3);
  expect(iso(threeAm(at('2026-10-31T09:00:00Z')))).toBe('2026-11-01T09:00:00.000Z');
  expect(iso(threeAm(at('2026-11-01T09:00:00Z')))).toBe('2026-11-02T09:00:00.000Z');
});

test('a signup pays first for the service week whose Friday-noon cutoff is still ahead', () => {
  // Wednesday 25 November 2026: next week.
  expect(firstOpenServiceWeek(at('2026-11-25T16:00:00Z'))).toBe('2026-11-30');
  // Friday 27 November, one minute before noon CST, and at noon.
  expect(firstOpenServiceWeek(at('2026-11-27T17:59:00Z'))).toBe('2026-11-30');
  expect(firstOpenServiceWeek(at('2026-11-27T18:00:00Z'))).toBe('2026-12-07');
  // Saturday and Sunday: the week after next.
  expect(firstOpenServiceWeek(at('2026-11-28T16:00:00Z'))).toBe('2026-12-07');
  expect(firstOpenServiceWeek(at('2026-11-29T23:00:00Z'))).toBe('2026-12-07');
  // Monday of a week: the next week.
  expect(firstOpenServiceWeek(at('2026-11-30T15:00:00Z'))).toBe('2026-12-07');
});

test("a week's cutoff is the Friday noon before its Monday, in that Friday's offset", () => {
  expect(iso(cutoffForWeek(localDate('2026-03-09')))).toBe('2026-03-06T18:00:00.000Z');
  expect(iso(cutoffForWeek(localDate('2026-03-16')))).toBe('2026-03-13T17:00:00.000Z');
  expect(() => cutoffForWeek(localDate('2026-03-10'))).toThrow('not a Monday');
});

test('service weeks run Monday to Friday and end with the Friday pickup window', () => {
  const monday = localDate('2026-11-30');
  expect(pickupDays(monday)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  expect(pickupWindow(localDate('2026-12-01'))).toEqual({
    start: at('2026-12-01T18:00:00Z'),
    end: at('2026-12-01T20:00:00Z'),
  });
  expect(iso(serviceEnd(monday, 1))).toBe('2026-12-04T20:00:00.000Z');
  expect(iso(serviceEnd(monday, 4))).toBe('2026-12-25T20:00:00.000Z');
  // A four-week period that crosses the spring change ends in daylight time.
  expect(iso(serviceEnd(localDate('2027-03-01'), 4))).toBe('2027-03-26T19:00:00.000Z');
});

test('calendar dates are read in Chicago, not in UTC', () => {
  expect(localDateOf(at('2026-11-28T05:30:00Z'))).toBe('2026-11-27');
  expect(localDateOf(at('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
  expect(mondayOf(localDate('2026-11-29'))).toBe('2026-11-23');
  expect(mondayOf(localDate('2026-11-23'))).toBe('2026-11-23');
  expect(addDays(localDate('2026-12-30'), 5)).toBe('2027-01-04');
  expect(iso(zonedInstant(localDate('2026-07-04'), 0))).toBe('2026-07-04T05:00:00.000Z');
});

test('only real dates are calendar dates', () => {
  expect(() => localDate('2026-02-30')).toThrow('no such date');
  expect(() => localDate('26-1-1')).toThrow('not a YYYY-MM-DD date');
});

test("the next pickup is today while today's window is open and today is paid, else the next paid day", () => {
  const paid = weeksCovered([
    { weekStartDate: '2026-11-23', weeks: 1 },
    { weekStartDate: '2026-11-30', weeks: 1 },
  ]);
  expect(paid).toEqual(['2026-11-23', '2026-11-30']);
  // Friday, November 27, 2026 (CST, UTC-6): 12:30 PM is inside the window, 2:00 PM closes it.
  expect(nextPickupDay(paid, at('2026-11-27T18:30:00Z'))).toBe('2026-11-27');
  expect(nextPickupDay(paid, at('2026-11-27T11:00:00Z'))).toBe('2026-11-27');
  expect(nextPickupDay(paid, at('2026-11-27T19:59:59Z'))).toBe('2026-11-27');
  expect(nextPickupDay(paid, at('2026-11-27T20:00:00Z'))).toBe('2026-11-30');
  // A day with no meal is never the next pickup, open window or not.
  expect(nextPickupDay([localDate('2026-11-30')], at('2026-11-27T18:30:00Z'))).toBe('2026-11-30');
  expect(nextPickupDay(paid, at('2026-12-04T20:00:00Z'))).toBeNull();
});

test('weeks covered by a monthly period are each of its four weeks, once', () => {
  expect(
    weeksCovered([
      { weekStartDate: '2026-11-30', weeks: 4 },
      { weekStartDate: '2026-11-23', weeks: 1 },
      { weekStartDate: '2026-12-07', weeks: 1 },
    ]),
  ).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']);
});

test('the kitchen cooks next today on a weekday, and on the Monday after a weekend, by Central time', () => {
  // Sunday 29 November 2026, 1 AM Central (07:00Z): the next cooking day is Monday the 30th.
  expect(nextKitchenDay(new Date('2026-11-29T07:00:00Z'))).toBe('2026-11-30');
  // Saturday 28 November, 11 PM Central, already Sunday in UTC.
  expect(nextKitchenDay(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-30');
  // Friday 4 December, 11 PM Central (Saturday 05:00Z): still Friday in the kitchen.
  expect(nextKitchenDay(new Date('2026-12-05T05:00:00Z'))).toBe('2026-12-04');
  expect(nextKitchenDay(new Date('2026-12-02T15:00:00Z'))).toBe('2026-12-02');
});
