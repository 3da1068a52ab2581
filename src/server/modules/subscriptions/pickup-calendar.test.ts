// The private pickup calendar: a secret link that rotates, and a valid RFC 5545 feed of the paid pickup days.
import { afterEach, expect, test } from 'vitest';
import { DEFAULT_BUSINESS } from '../../../contracts/site-config';
import { loggerOptions } from '../../http/log-redaction';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { moveTo, subscribeAndSignIn } from './subscription-test-support';
import { linesStream } from '../../testing/log-lines';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const newLink = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/subscription/calendar-link', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string; webcalUrl: string }>();
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The feed's events as property maps, after unfolding the lines (RFC 5545 3.1). */
function eventsOf(body: string): Record<string, string>[] {
  const lines = body.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

test('the feed lists each paid pickup day, 12:00 to 2:00 PM Central, at the pickup place, as valid iCalendar', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t);
  await t.app.inject({
    method: 'PUT',
    url: '/api/subscription/friday-special',
    headers,
    payload: { weekStartDate: '2026-11-30', choice: 'shrimp' },
  });
  const link = await newLink(headers);
  expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(link.webcalUrl).toBe(link.url.replace('http:', 'webcal:'));

  const res = await fetchFeed(link.url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  // The feed's address is its secret: no referrer carries it on (the security headers leave the route's choice).
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const body = res.body;
  expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body).not.toMatch(/[^\r]\n/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

  const events = eventsOf(body);
  expect(events.map((e) => [e.DTSTART, e.DTEND])).toEqual([
    ['20261130T180000Z', '20261130T200000Z'],
    ['20261201T180000Z', '20261201T200000Z'],
    ['20261202T180000Z', '20261202T200000Z'],
    ['20261203T180000Z', '20261203T200000Z'],
    ['20261204T180000Z', '20261204T200000Z'],
  ]);
  expect(new Set(events.map((e) => e.UID)).size).toBe(5);
  const [monday] = events;
  expect(monday).toMatchObject({
    DTSTAMP: '20261125T160000Z',
    SUMMARY: 'Tiffin Fit lunch pickup',
    LOCATION: `${DEFAULT_BUSINESS.pickup.name}\\, ${DEFAULT_BUSINESS.pickup.address.replace(/,/g, '\\,')}`,
  });
  expect(events[4]?.SUMMARY).toBe('Tiffin Fit lunch pickup (Friday special: shrimp pulao)');
  // Each day says its lunch from the dated menu, the Friday with the subscriber's pick.
  expect(monday?.DESCRIPTION).toContain('On the menu: Tandoori Chicken Thali (720 kcal\\, 40 g protein).');
  expect(events[4]?.DESCRIPTION).toContain(
    'On the menu: Friday Special: Shrimp Pulao (750 kcal\\, 48 g protein).',
  );

  // Friday 4 December after the run: the week of 7 December is paid and joins the feed.
  await moveTo(t, '2026-12-04T19:00:00Z');
  const later = eventsOf((await fetchFeed(link.url)).body);
  expect(later).toHaveLength(10);
  expect(later[5]?.DTSTART).toBe('20261207T180000Z');
  expect(later[0]?.UID).toBe(events[0]?.UID);
});

test('a new link replaces the old one; unknown links are 404 and only a signed-in subscriber gets a link', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t);
  const first = await newLink(headers);
  const second = await newLink(headers);
  expect(second.url).not.toBe(first.url);
  expect((await fetchFeed(second.url)).statusCode).toBe(200);
  const old = await fetchFeed(first.url);
  expect(old.statusCode).toBe(404);
  expect(old.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'This calendar link is not valid any more. Get a new one from your dashboard.',
  });
  expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/subscription/calendar-link' });
  expect(anonymous.statusCode).toBe(401);
});

test('the secret in a calendar link never reaches the logs', async () => {
  const lines: string[] = [];
  const stream = linesStream(lines);
  t = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    deps: { logger: { level: 'info', stream, ...loggerOptions } },
  });
  const link = await newLink(await subscribeAndSignIn(t));
  const token = /calendar\/([^.]+)\.ics/.exec(link.url)?.[1] ?? '';
  expect((await fetchFeed(link.url)).statusCode).toBe(200);
  const log = lines.join('');
  expect(log).toContain('/api/calendar/[redacted].ics');
  expect(log).not.toContain(token);
});
