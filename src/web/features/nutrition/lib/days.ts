// The days a subscriber can log: today and the 7 before it (issue 11), and how each reads on a chip.
import { LOG_DAYS_BACK } from '../../../../contracts/nutrition';
import { addDays, localDate } from '../../../../domain/calendar';

/** Newest first: today, yesterday, ... 7 days ago. */
export function loggableDays(today: string): string[] {
  const start = localDate(today);
  return Array.from({ length: LOG_DAYS_BACK + 1 }, (_, i) => addDays(start, -i));
}

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Today", "Yesterday", or "Thu". */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(localDate(today), -1)) return 'Yesterday';
  return weekdayShort.format(utc(date));
}

/** "Nov 22". */
export function shortDate(date: string): string {
  return monthDay.format(utc(date));
}
