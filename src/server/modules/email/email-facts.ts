// The facts several e-mails state the same way: when a charge is, what it pays for, which day a pickup is.
import { addDays, localDate } from '../../../domain/calendar';
import { formatCalendarDate, formatWeekdayDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';

export const usd = (amount: number) => formatUsd(cents(amount));

/** "Friday, December 4, 2026 at 12:00 PM Central": every charge is at the Friday cutoff. */
export function chargeTime(friday: string): string {
  return `${formatWeekdayDate(friday)} at 12:00 PM Central`;
}

/** "the week of November 30, 2026" or "4 weeks, November 30 to December 25, 2026". */
export function weeksText(monday: string, weeks: number): string {
  if (weeks <= 1) return `the week of ${formatCalendarDate(monday)}`;
  const lastFriday = addDays(localDate(monday), 7 * (weeks - 1) + 4);
  return `${weeks} weeks, ${formatCalendarDate(monday)} to ${formatCalendarDate(lastFriday)}`;
}

/** The next charge as one line, or what to say when none is coming. */
export function nextChargeText(
  next: { on: string; amountCents: number; weekOf: string; weeks: number } | null,
): string {
  if (!next) return 'None scheduled';
  return `${usd(next.amountCents)} on ${chargeTime(next.on)}, for ${weeksText(next.weekOf, next.weeks)}`;
}

/** "Friday, November 27, 2026, 12:00 to 2:00 PM": the day and its window. */
export function pickupDayText(day: string | null | undefined): string {
  if (!day) return 'None scheduled';
  return `${formatWeekdayDate(day)}, 12:00 to 2:00 PM`;
}
