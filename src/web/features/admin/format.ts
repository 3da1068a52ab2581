// How the back office writes dates, times and money: long US format, Central time, dollars from cents.
import {
  BUSINESS_TIME_ZONE,
  formatCalendarDate,
  formatLongDate,
  formatWeekdayDate,
} from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';

const time = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** "November 22, 2026" for an ISO instant, read in America/Chicago. */
export function longDate(iso: string): string {
  return formatLongDate(new Date(iso));
}

/** "November 22, 2026, 4:21 PM" for an ISO instant, read in America/Chicago. */
export function longDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatLongDate(instant)}, ${time.format(instant)}`;
}

/** "4:21 PM" for an ISO instant, read in America/Chicago. */
export function shortTime(iso: string): string {
  return time.format(new Date(iso));
}

/** "November 23, 2026" for a YYYY-MM-DD calendar date. */
export function calendarDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}

/** "$75.00" from integer cents. */
export function dollars(amountCents: number): string {
  return formatUsd(cents(amountCents));
}

/** "past_due" reads "Past due". */
export function humanize(value: string): string {
  const words = value.replace(/[_.-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "31.2 MB" for a size in bytes. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** "5 hours" between two ISO instants (the server's now, so the test clock counts), to the largest whole unit. */
export function duration(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** "Thursday, November 26, 2026" from YYYY-MM-DD. */
export function weekdayDate(isoDate: string): string {
  return formatWeekdayDate(isoDate);
}
