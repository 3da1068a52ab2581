// Date formatting that users see: long US format, in the business's time zone.
import { wallTimeOf, type WallTime } from './time-zone';

export { BUSINESS_TIME_ZONE } from './time-zone';

// Written out, not asked of Intl.DateTimeFormat: making each of its formats cost a phone 10-60 ms (locale and time
// zone data) in the dashboard's first render, on the way to the pickup code (issue 22). Wall times in Chicago come
// from time-zone.ts.
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

type WallDate = Pick<WallTime, 'year' | 'month' | 'day' | 'weekday'>;

function utcDateOf(isoDate: string): WallDate {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return { year: y, month: m - 1, day: d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

const longDate = ({ year, month, day }: WallDate) => `${MONTH_NAMES[month]} ${day}, ${year}`;
const weekdayDate = (date: WallDate) => `${WEEKDAY_NAMES[date.weekday]}, ${longDate(date)}`;

function clockTime({ hour, minute }: WallTime): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "August 1, 2025" for an instant, read in America/Chicago. */
export function formatLongDate(instant: Date): string {
  return longDate(wallTimeOf(instant));
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
  return `${clockTime(wallTimeOf(instant))} CT`;
}

/** "Friday, December 4, 2026 at 12:00 PM CT" for an instant, read in America/Chicago. */
export function formatCentralDateTime(instant: Date): string {
  const t = wallTimeOf(instant);
  return `${weekdayDate(t)} at ${clockTime(t)} CT`;
}
