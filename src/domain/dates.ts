// Date formatting that users see: long US format, in the business's time zone.
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const longUs = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** "August 1, 2025" for an instant, read in America/Chicago. */
export function formatLongDate(instant: Date): string {
  return longUs.format(instant);
}

/** "August 1, 2025" for a calendar date written YYYY-MM-DD (no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
