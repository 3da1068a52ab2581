// Date formatting that users see: long US format, in the business's time zone.
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/**
 * Each format is made on its first use: making one costs a browser 10-20 ms (the time zone and locale data), and a
 * page uses one or two of them (issue 22: the tracker's first load spent ~100 ms making all seven).
 */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

const longUs = dateFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const calendarLong = dateFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const weekdayLongUs = (timeZone: string) =>
  dateFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone });
const businessWeekday = weekdayLongUs(BUSINESS_TIME_ZONE);
const calendarWeekday = weekdayLongUs('UTC');
const calendarWeekdayOnly = dateFormat({ weekday: 'long', timeZone: 'UTC' });
const businessTime = dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** "August 1, 2025" for an instant, read in America/Chicago. */
export function formatLongDate(instant: Date): string {
  return longUs().format(instant);
}

function utcDateOf(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(Date.UTC(y, m - 1, d));
}

/** "August 1, 2025" for a calendar date written YYYY-MM-DD (no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  return calendarLong().format(utcDateOf(isoDate));
}

/** "Monday, November 30, 2026" for a calendar date written YYYY-MM-DD. */
export function formatWeekdayDate(isoDate: string): string {
  return calendarWeekday().format(utcDateOf(isoDate));
}

/** "Monday" for a calendar date written YYYY-MM-DD. */
export function formatWeekday(isoDate: string): string {
  return calendarWeekdayOnly().format(utcDateOf(isoDate));
}

/** "12:40 PM CT" for an instant, read in America/Chicago. */
export function formatCentralTime(instant: Date): string {
  return `${businessTime().format(instant)} CT`;
}

/**
 * "Friday, December 4, 2026 at 12:00 PM CT" for an instant, read in America/Chicago. Date and time are formatted
 * apart because ICU versions disagree on the word between them.
 */
export function formatCentralDateTime(instant: Date): string {
  return `${businessWeekday().format(instant)} at ${businessTime().format(instant)} CT`;
}
