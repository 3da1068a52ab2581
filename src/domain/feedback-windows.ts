// The windows of issue 44's promises, as pure rules over instants: when a lunch can be rated, until when a problem
// with it can be reported, and how many business hours (weekdays, Central) a case has waited for its reply.
import { addDays, localDateOf, pickupWindow, weekdayOf, zonedInstant, type LocalDate } from './calendar';

const HOUR_MS = 60 * 60 * 1000;
/** Ratings are open until the end of this many days after the meal's day. */
export const RATING_DAYS = 7;
/** A problem is reported within this many hours of the end of that day's pickup window. */
export const REPORT_WINDOW_HOURS = 48;
/** We reply within this many business hours. */
export const REPLY_PROMISE_BUSINESS_HOURS = 24;

/** When a lunch can first be rated: at the subscriber's check-in, or when the pickup window closes. */
export function ratingOpensAt(day: LocalDate, checkedInAt: Date | null): Date {
  const end = pickupWindow(day).end;
  return checkedInAt && checkedInAt < end ? checkedInAt : end;
}

/** The last instant a lunch's rating can be given or changed: midnight, Central, after the 7th day. */
export function ratingClosesAt(day: LocalDate): Date {
  return zonedInstant(addDays(day, RATING_DAYS + 1), 0);
}

/** The last instant a problem with a day's lunch can be reported. */
export function reportClosesAt(day: LocalDate): Date {
  return new Date(pickupWindow(day).end.getTime() + REPORT_WINDOW_HOURS * HOUR_MS);
}

/** Milliseconds between two instants that fall on weekdays (Monday to Friday, Central). */
export function businessMsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  let day = localDateOf(from);
  for (;;) {
    const start = zonedInstant(day, 0);
    const next = addDays(day, 1);
    const end = zonedInstant(next, 0);
    if (start >= to) break;
    const weekday = weekdayOf(day);
    if (weekday >= 1 && weekday <= 5) {
      const a = Math.max(start.getTime(), from.getTime());
      const b = Math.min(end.getTime(), to.getTime());
      if (b > a) total += b - a;
    }
    day = next;
  }
  return total;
}

/** Whole business hours, rounded down. */
export function businessHoursBetween(from: Date, to: Date): number {
  return Math.floor(businessMsBetween(from, to) / HOUR_MS);
}
