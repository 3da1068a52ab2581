// The facts several e-mails state the same way: when a charge is, what it pays for, which day a pickup is.
import { addDays, localDate } from '../../../domain/calendar';
import { formatCalendarDate, formatWeekdayDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { taxAddedNote, taxPrice } from '../../../domain/sales-tax';

export const usd = (amount: number) => formatUsd(cents(amount));

const added = (rateBasisPoints: number) => ({ rateBasisPoints, inclusive: false });

/** A price as e-mails say it: "$75.00", or "$75.00 plus 8.25 % sales tax" when tax is added on top (issue 43). */
export function priceText(amount: number, taxAddedBasisPoints?: number): string {
  const note = taxAddedBasisPoints ? taxAddedNote(added(taxAddedBasisPoints)) : null;
  return note ? `${usd(amount)} ${note}` : usd(amount);
}

/** What the card is asked for a price: the price itself, or with the tax added on top. */
export function chargedCents(amount: number, taxAddedBasisPoints?: number): number {
  return taxAddedBasisPoints ? taxPrice(amount, added(taxAddedBasisPoints)).total : amount;
}

/** A charge as e-mails say it: "$75.00", or "$81.19 ($75.00 plus 8.25 % sales tax)". */
export function chargeText(amount: number, taxAddedBasisPoints?: number): string {
  if (!taxAddedBasisPoints) return usd(amount);
  return `${usd(chargedCents(amount, taxAddedBasisPoints))} (${priceText(amount, taxAddedBasisPoints)})`;
}

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
  taxAddedBasisPoints?: number,
): string {
  if (!next) return 'None scheduled';
  return `${chargeText(next.amountCents, taxAddedBasisPoints)} on ${chargeTime(next.on)}, for ${weeksText(next.weekOf, next.weeks)}`;
}

/** "Friday, November 27, 2026, 12:00 to 2:00 PM": the day and its window. */
export function pickupDayText(day: string | null | undefined): string {
  if (!day) return 'None scheduled';
  return `${formatWeekdayDate(day)}, 12:00 to 2:00 PM`;
}
