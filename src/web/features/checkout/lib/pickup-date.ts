// The first pickup day as the success step shows it: "Monday, November 30, 2026".
import { localDate, weekdayOf } from '../../../../domain/calendar';
import { formatCalendarDate } from '../../../../domain/dates';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A YYYY-MM-DD date with its weekday, in long US format; null when the server sent something else. */
export function formatPickupDate(isoDate: string): string | null {
  try {
    const date = localDate(isoDate);
    return `${WEEKDAYS[weekdayOf(date)] ?? ''}, ${formatCalendarDate(date)}`;
  } catch {
    return null;
  }
}
