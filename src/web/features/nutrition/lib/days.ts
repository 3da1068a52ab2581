// The days a subscriber can log: today and the 7 before it (issue 11), and how each reads on a chip.
import { LOG_DAYS_BACK } from '../../../../contracts/nutrition';
import { addDays, localDate } from '../../../../domain/calendar';

/** Newest first: today, yesterday, ... 7 days ago. */
export function loggableDays(today: string): string[] {
  const start = localDate(today);
  return Array.from({ length: LOG_DAYS_BACK + 1 }, (_, i) => addDays(start, -i));
}

// Written out as en-US writes them rather than through Intl.DateTimeFormat, whose first formatters cost the
// tracker's opening tens of milliseconds of a phone's main thread (issue 22).
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Today", "Yesterday", or "Thu". */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(localDate(today), -1)) return 'Yesterday';
  return WEEKDAYS[utc(date).getUTCDay()] ?? '';
}

/** "Nov 22". */
export function shortDate(date: string): string {
  const day = utc(date);
  return `${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCDate()}`;
}
