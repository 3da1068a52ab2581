// The business calendar in America/Chicago: service weeks, Friday-noon cutoffs, pickup windows and recurring slots.
import { BUSINESS_TIME_ZONE, instantAt, wallTimeOf } from './time-zone';

/** A calendar date in the business's time zone, written YYYY-MM-DD. */
export type LocalDate = string & { readonly __localDate: unique symbol };

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAY = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** Orders for a service week close, and the week is billed, at this wall time on the Friday before it. */
export const CUTOFF = { weekday: WEEKDAY.friday, hour: 12, minute: 0 } as const;
/** Meals are collected Monday to Friday in this window. */
export const PICKUP_WINDOW = { startHour: 12, endHour: 14 } as const;

export function localDate(value: string): LocalDate {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  const [, y, m, d] = match.map(Number);
  const check = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  if (check.toISOString().slice(0, 10) !== value) throw new RangeError(`no such date: ${value}`);
  return value as LocalDate;
}

function parts(date: LocalDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, (m ?? 1) - 1, d ?? 1];
}

/** Whole days after a date; calendar arithmetic in UTC, where no day is 23 or 25 hours long. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m, d) + days * DAY_MS).toISOString().slice(0, 10) as LocalDate;
}

/** Whether a string is a real date written YYYY-MM-DD that falls on a Monday (a service week's first day). */
export function isMondayDate(value: string): boolean {
  try {
    return weekdayOf(localDate(value)) === WEEKDAY.monday;
  } catch {
    return false;
  }
}

/** Sunday 0 to Saturday 6. */
export function weekdayOf(date: LocalDate): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** Days from a to b (negative when b is earlier). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((Date.UTC(by, bm, bd) - Date.UTC(ay, am, ad)) / DAY_MS);
}

/** The business-calendar date of an instant. */
export function localDateOf(instant: Date, zone = BUSINESS_TIME_ZONE): LocalDate {
  const t = wallTimeOf(instant, zone);
  const mm = String(t.month + 1).padStart(2, '0');
  const dd = String(t.day).padStart(2, '0');
  return `${t.year}-${mm}-${dd}` as LocalDate;
}

/**
 * The instant of a wall time on a date in the zone. A time that does not exist (the spring-forward hour) is moved
 * forward by the gap, as clocks do; an ambiguous one (the fall-back hour) is its first occurrence.
 */
export function zonedInstant(date: LocalDate, hour: number, minute = 0, zone = BUSINESS_TIME_ZONE): Date {
  const [y, m, d] = parts(date);
  return instantAt(y, m, d, hour, minute, zone);
}

/** Minutes since midnight of an instant's day in the zone (DST days are 23 or 25 hours long). */
export function minutesIntoDay(instant: Date, zone = BUSINESS_TIME_ZONE): number {
  return Math.floor(
    (instant.getTime() - zonedInstant(localDateOf(instant, zone), 0, 0, zone).getTime()) / 60_000,
  );
}

/** The Monday of the week (Monday to Sunday) that holds the date. */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The billing and order cutoff of the service week starting on a Monday: the Friday 12:00 PM before it. */
export function cutoffForWeek(monday: LocalDate): Date {
  assertMonday(monday);
  return zonedInstant(addDays(monday, -3), CUTOFF.hour, CUTOFF.minute);
}

/** The first service week whose cutoff is still ahead of `now`: the week a signup at `now` pays for first. */
export function firstOpenServiceWeek(now: Date): LocalDate {
  const thisMonday = mondayOf(localDateOf(now));
  const nextMonday = addDays(thisMonday, 7);
  return cutoffForWeek(nextMonday).getTime() > now.getTime() ? nextMonday : addDays(nextMonday, 7);
}

/** The day the kitchen cooks next (labels, shopping): today on a weekday, else the Monday after the weekend. */
export function nextKitchenDay(now: Date): LocalDate {
  const today = localDateOf(now);
  const weekday = weekdayOf(today);
  return weekday >= 1 && weekday <= 5 ? today : addDays(mondayOf(today), 7);
}

/** The five pickup days (Monday to Friday) of the service week starting on a Monday. */
export function pickupDays(monday: LocalDate): LocalDate[] {
  assertMonday(monday);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** The pickup window of a day, as instants. */
export function pickupWindow(day: LocalDate): { start: Date; end: Date } {
  return {
    start: zonedInstant(day, PICKUP_WINDOW.startHour),
    end: zonedInstant(day, PICKUP_WINDOW.endHour),
  };
}

/** The service weeks (their Mondays) that paid periods cover, in order, each once. */
export function weeksCovered(periods: readonly { weekStartDate: string; weeks: number }[]): LocalDate[] {
  const weeks = new Set<LocalDate>();
  for (const period of periods) {
    for (let i = 0; i < period.weeks; i++) weeks.add(addDays(localDate(period.weekStartDate), 7 * i));
  }
  return [...weeks].sort();
}

/**
 * The next day a subscriber collects a meal: today while today is a paid pickup day and its window (12:00-2:00 PM
 * Central) has not closed, else the first paid pickup day after; a day the kitchen is closed is none. The dashboard,
 * reminders and calendar agree on it.
 */
export function nextPickupDay(
  paidWeeks: readonly LocalDate[],
  now: Date,
  closed: ReadonlySet<string> = new Set(),
): LocalDate | null {
  for (const week of [...paidWeeks].sort()) {
    for (const day of pickupDays(week)) {
      if (!closed.has(day) && pickupWindow(day).end.getTime() > now.getTime()) return day;
    }
  }
  return null;
}

/** When a run of service weeks ends: the close of the pickup window on the Friday of its last week. */
export function serviceEnd(firstMonday: LocalDate, weeks: number): Date {
  assertMonday(firstMonday);
  return pickupWindow(addDays(firstMonday, 7 * (weeks - 1) + 4)).end;
}

/** A recurring wall-clock time in the zone: gives the next slot strictly after an instant. */
export type RecurrenceRule = (after: Date) => Date;

/** Every week on a weekday at a wall time in the zone, e.g. every Friday 12:00 America/Chicago. */
export function weeklyAt(
  weekday: number,
  hour: number,
  minute = 0,
  zone = BUSINESS_TIME_ZONE,
): RecurrenceRule {
  return (after) => {
    let day = localDateOf(after, zone);
    day = addDays(day, (weekday - weekdayOf(day) + 7) % 7);
    let slot = zonedInstant(day, hour, minute, zone);
    if (slot.getTime() <= after.getTime()) slot = zonedInstant(addDays(day, 7), hour, minute, zone);
    return slot;
  };
}

/** Every day at a wall time in the zone. */
export function dailyAt(hour: number, minute = 0, zone = BUSINESS_TIME_ZONE): RecurrenceRule {
  return (after) => {
    const day = localDateOf(after, zone);
    const slot = zonedInstant(day, hour, minute, zone);
    return slot.getTime() > after.getTime() ? slot : zonedInstant(addDays(day, 1), hour, minute, zone);
  };
}

/** Every Friday at 12:00 PM Central: the weekly billing run. */
export const billingRule: RecurrenceRule = weeklyAt(CUTOFF.weekday, CUTOFF.hour, CUTOFF.minute);

function assertMonday(date: LocalDate): void {
  if (weekdayOf(date) !== WEEKDAY.monday) throw new RangeError(`${date} is not a Monday`);
}
