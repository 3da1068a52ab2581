import { TZDate } from '@date-fns/tz';
import { expect, test } from 'vitest';
import { BUSINESS_TIME_ZONE, checkBusinessZoneRules, instantAt, wallTimeOf } from './time-zone';

const MINUTE = 60_000;

function platformWallTime(instant: Date, zone: string) {
  const t = new TZDate(instant.getTime(), zone);
  return {
    year: t.getFullYear(),
    month: t.getMonth(),
    day: t.getDate(),
    hour: t.getHours(),
    minute: t.getMinutes(),
    weekday: t.getDay(),
  };
}

/** Each DST change in Chicago from 2007 to 2040, from the platform's zone data (looked for in March to April and
 * October to November; the 97-minute grid below would catch one anywhere else). */
const CHANGES = (() => {
  const found: number[] = [];
  for (let year = 2007; year <= 2040; year++) {
    for (const [from, to] of [
      [Date.UTC(year, 2, 1), Date.UTC(year, 3, 15)],
      [Date.UTC(year, 9, 15), Date.UTC(year, 10, 15)],
    ] as const) {
      for (let t = from; t < to; t += 60 * MINUTE) {
        const before = new TZDate(t - 60 * MINUTE, BUSINESS_TIME_ZONE).getTimezoneOffset();
        if (new TZDate(t, BUSINESS_TIME_ZONE).getTimezoneOffset() !== before) found.push(t);
      }
    }
  }
  return found;
})();

const text = (w: ReturnType<typeof wallTimeOf>) =>
  `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute} ${w.weekday}`;

test('the written-out Central rules agree with the zone data every 97 minutes and around each change, 2007-2040', () => {
  expect(checkBusinessZoneRules(new Date('2026-11-25T12:00:00Z'), 30)).toBe(true);
  expect(CHANGES.length).toBe(68);
  const instants = CHANGES.flatMap((t) => [-61, -60, -1, 0, 1, 59, 60].map((m) => t + m * MINUTE));
  for (let t = Date.UTC(2007, 0, 1); t < Date.UTC(2041, 0, 1); t += 97 * MINUTE) instants.push(t);
  const differ = instants.filter(
    (t) => text(wallTimeOf(new Date(t))) !== text(platformWallTime(new Date(t), BUSINESS_TIME_ZONE)),
  );
  expect(differ.map((t) => new Date(t).toISOString())).toEqual([]);
}, 30_000);

test('a wall time is the instant the zone data gives it, the spring gap moved forward and the fall-back hour first', () => {
  for (const t of CHANGES) {
    const day = platformWallTime(new Date(t + 6 * 60 * MINUTE), BUSINESS_TIME_ZONE);
    for (let minutes = 0; minutes < 6 * 60; minutes += 15) {
      const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
      const expected = new TZDate(day.year, day.month, day.day, hour, minute, BUSINESS_TIME_ZONE).getTime();
      expect(instantAt(day.year, day.month, day.day, hour, minute).getTime()).toBe(expected);
    }
  }
  // 2:30 AM on 8 March 2026 does not exist: 3:30 AM CDT. 1:30 AM on 1 November happens twice: the first, CDT.
  expect(instantAt(2026, 2, 8, 2, 30).toISOString()).toBe('2026-03-08T08:30:00.000Z');
  expect(instantAt(2026, 10, 1, 1, 30).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  expect(instantAt(2026, 11, 4, 12, 0).toISOString()).toBe('2026-12-04T18:00:00.000Z');
});

test('other zones, and years before the rules, come from the zone data', () => {
  for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/Los_Angeles', 'UTC']) {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 60 * MINUTE + 13 * MINUTE) {
      expect(wallTimeOf(new Date(t), zone)).toEqual(platformWallTime(new Date(t), zone));
    }
  }
  // 2006: DST began on the first Sunday of April.
  const april2006 = new Date('2006-04-02T09:00:00Z');
  expect(wallTimeOf(april2006)).toEqual(platformWallTime(april2006, BUSINESS_TIME_ZONE));
  expect(wallTimeOf(april2006).hour).toBe(4);
});
