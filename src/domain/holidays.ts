// US holidays the kitchen usually closes on (issue 43): suggested to the owner for a year, never applied silently.
import { addDays, localDate, weekdayOf, type LocalDate } from './calendar';

export interface HolidaySuggestion {
  date: LocalDate;
  name: string;
}

const iso = (year: number, month: number, day: number) =>
  localDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

/** The n-th (1-based) given weekday of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): LocalDate {
  if (n > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
  }
  const nextFirst = month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1);
  const last = addDays(nextFirst, -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/**
 * The six holidays of a year on which the kitchen would close, as the day the kitchen would miss: one on a Saturday
 * or Sunday is observed on the Friday before or the Monday after (as federal holidays are), so the pickup day lost
 * is a weekday. In date order.
 */
export function usHolidays(year: number): HolidaySuggestion[] {
  const observed = (date: LocalDate) => {
    const day = weekdayOf(date);
    return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
  };
  return [
    { date: observed(iso(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: observed(iso(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(iso(year, 12, 25)), name: 'Christmas Day' },
  ].sort((a, b) => a.date.localeCompare(b.date));
}
