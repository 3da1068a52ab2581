// The first pickup day as the success step shows it: "Monday, November 30, 2026".
import { localDate } from '../../../../domain/calendar';
import { formatWeekdayDate } from '../../../../domain/dates';

/** A YYYY-MM-DD date with its weekday, in long US format; null when the server sent something else. */
export function formatPickupDate(isoDate: string): string | null {
  try {
    return formatWeekdayDate(localDate(isoDate));
  } catch {
    return null;
  }
}
