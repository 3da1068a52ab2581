// The days a subscriber can log: today and the 7 before it (issue 11), and how each reads on a chip.
import { LOG_DAYS_BACK } from '../../../../contracts/nutrition';
import { addDays, localDate } from '../../../../domain/calendar';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../../domain/dates';

/** Newest first: today, yesterday, ... 7 days ago. */
export function loggableDays(today: string): string[] {
  const start = localDate(today);
  return Array.from({ length: LOG_DAYS_BACK + 1 }, (_, i) => addDays(start, -i));
}

// Written out as en-US writes them (domain/dates.ts) rather than through Intl.DateTimeFormat, whose first formatters
// cost the tracker's opening tens of milliseconds of a phone's main thread (issue 22).
const short = (name: string | undefined) => name?.slice(0, 3) ?? '';

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Today", "Yesterday", or "Thu". */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(localDate(today), -1)) return 'Yesterday';
  return short(WEEKDAY_NAMES[utc(date).getUTCDay()]);
}

/** "Nov 22". */
export function shortDate(date: string): string {
  const day = utc(date);
  return `${short(MONTH_NAMES[day.getUTCMonth()])} ${day.getUTCDate()}`;
}
