// Date formatting that users see: long US format, in the business's time zone.
import { TZDate } from '@date-fns/tz';

export const BUSINESS_TIME_ZONE = 'America/Chicago';

// Written out, not asked of Intl.DateTimeFormat: making each of its formats cost a phone 10-60 ms (locale and time
// zone data) in the dashboard's first render, on the way to the pickup code (issue 22). Wall times in Chicago come
// from TZDate, whose one time-zone format the business calendar makes anyway.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface WallDate {
  year: number;
  /** 0 to 11. */
  month: number;
  day: number;
  /** Sunday 0 to Saturday 6. */
  weekday: number;
}

function utcDateOf(isoDate: string): WallDate {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const date = new Date(Date.UTC(y, m - 1, d));
  return { year: y, month: m - 1, day: d, weekday: date.getUTCDay() };
}

function central(instant: Date): TZDate {
  return new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);
}

function wallDateOf(t: TZDate): WallDate {
  return { year: t.getFullYear(), month: t.getMonth(), day: t.getDate(), weekday: t.getDay() };
}

const longDate = ({ year, month, day }: WallDate) => `${MONTH_NAMES[month]} ${day}, ${year}`;
const weekdayDate = (date: WallDate) => `${WEEKDAY_NAMES[date.weekday]}, ${longDate(date)}`;

function wallTime(t: TZDate): string {
  const hours = t.getHours();
  return `${hours % 12 || 12}:${String(t.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "August 1, 2025" for an instant, read in America/Chicago. */
export function formatLongDate(instant: Date): string {
  return longDate(wallDateOf(central(instant)));
}

/** "August 1, 2025" for a calendar date written YYYY-MM-DD (no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  return longDate(utcDateOf(isoDate));
}

/** "Monday, November 30, 2026" for a calendar date written YYYY-MM-DD. */
export function formatWeekdayDate(isoDate: string): string {
  return weekdayDate(utcDateOf(isoDate));
}

/** "Monday" for a calendar date written YYYY-MM-DD. */
export function formatWeekday(isoDate: string): string {
  return WEEKDAY_NAMES[utcDateOf(isoDate).weekday] ?? '';
}

/** "12:40 PM CT" for an instant, read in America/Chicago. */
export function formatCentralTime(instant: Date): string {
  return `${wallTime(central(instant))} CT`;
}

/** "Friday, December 4, 2026 at 12:00 PM CT" for an instant, read in America/Chicago. */
export function formatCentralDateTime(instant: Date): string {
  const t = central(instant);
  return `${weekdayDate(wallDateOf(t))} at ${wallTime(t)} CT`;
}
