// Writes iCalendar (RFC 5545) text: escaped values, UTC times, CRLF line ends, lines folded at 75 octets.

export interface IcsEvent {
  /** Globally unique and stable across fetches, so a calendar app updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
}

export interface IcsCalendar {
  /** The product that wrote the calendar, as RFC 5545 asks: `-//Company//Product//EN`. */
  prodId: string;
  name: string;
  /** When the calendar was written (each event's DTSTAMP, with METHOD:PUBLISH). */
  stamp: Date;
  /** How often apps should fetch the feed again, as an ISO 8601 duration (RFC 7986). */
  refreshInterval: string;
  events: IcsEvent[];
}

const MAX_OCTETS = 75;
const CRLF = '\r\n';

/** TEXT values: backslash, semicolon and comma escaped, line breaks written as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261207T180000Z */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one space
 * (RFC 5545 3.1), never inside a UTF-8 character nor, for lenient readers' sake, inside an escape such as \n.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const [char] of line.matchAll(/\\.|[\s\S]/gu)) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function renderCalendar(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`,
    `X-PUBLISHED-TTL:${calendar.refreshInterval}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcDateTime(event.start)}`,
      `DTEND:${utcDateTime(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'STATUS:CONFIRMED',
      // A pickup takes minutes inside the window: it should not mark the whole two hours busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
