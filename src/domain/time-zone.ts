// Wall-clock time in a time zone. The business's zone, America/Chicago, follows the US rules in force since 2007,
// written out here: the first time-zone format a browser builds loads ICU's zone data, 50-110 ms of a phone's main
// thread on the way to the dashboard's pickup code and the tracker (issue 22). Other zones and earlier years ask
// Intl, and `checkBusinessZoneRules()` (the server at start, and the tests) compares the rules with the platform's
// zone data around each change: should a law move them, Intl answers from then on.

export const BUSINESS_TIME_ZONE = 'America/Chicago';

const HOUR_MS = 3_600_000;
const RULES_SINCE = 2007;

export interface WallTime {
  year: number;
  /** 0 (January) to 11. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Sunday 0 to Saturday 6. */
  weekday: number;
}

/** The day of the month of a month's nth Sunday. */
function nthSunday(year: number, month: number, n: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1);
}

/**
 * A year's daylight time in Central time: from the second Sunday of March, 2:00 AM CST, to the first Sunday of
 * November, 2:00 AM CDT.
 */
function daylightTime(year: number): [start: number, end: number] {
  return [Date.UTC(year, 2, nthSunday(year, 2, 2), 8), Date.UTC(year, 10, nthSunday(year, 10, 1), 7)];
}

/** Central time's offset: UTC-5 in daylight time, else UTC-6. */
function centralOffset(instant: number): number {
  const [start, end] = daylightTime(new Date(instant).getUTCFullYear());
  return instant >= start && instant < end ? -5 * HOUR_MS : -6 * HOUR_MS;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds, from the platform's zone data. */
function zoneDataOffset(instant: number, zone: string): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

let rulesHold = true;

function offset(instant: number, zone: string): number {
  return zone === BUSINESS_TIME_ZONE && rulesHold && new Date(instant).getUTCFullYear() >= RULES_SINCE
    ? centralOffset(instant)
    : zoneDataOffset(instant, zone);
}

/**
 * Whether the written-out rules agree with the platform's zone data around each change of `years` years from `from`;
 * when they do not, the zone data answers from then on.
 */
export function checkBusinessZoneRules(from: Date, years = 3): boolean {
  const first = Math.max(from.getUTCFullYear(), RULES_SINCE);
  for (let year = first; year < first + years; year++) {
    for (const change of daylightTime(year)) {
      for (const probe of [change - HOUR_MS, change - 1000, change, change + HOUR_MS]) {
        if (centralOffset(probe) !== zoneDataOffset(probe, BUSINESS_TIME_ZONE)) rulesHold = false;
      }
    }
  }
  return rulesHold;
}

/** The wall clock in the zone at an instant. */
export function wallTimeOf(instant: Date, zone = BUSINESS_TIME_ZONE): WallTime {
  const t = new Date(instant.getTime() + offset(instant.getTime(), zone));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth(),
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    weekday: t.getUTCDay(),
  };
}

/**
 * The instant a wall clock in the zone shows a time. A time that does not exist (the spring-forward hour) is moved
 * forward by the gap, as clocks do; an ambiguous one (the fall-back hour) is its first occurrence in zones west of
 * UTC, as America/Chicago (the second east of it, as @date-fns/tz does).
 */
export function instantAt(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  zone = BUSINESS_TIME_ZONE,
): Date {
  const wall = Date.UTC(year, month, day, hour, minute);
  const guess = offset(wall, zone);
  const first = wall - guess;
  const actual = offset(first, zone);
  if (actual === guess) return new Date(first);
  const second = wall - actual;
  // The second offset holds at its instant: the time exists. Else it fell in the gap: the earlier offset, forward.
  return new Date(offset(second, zone) === actual ? second : Math.max(first, second));
}
