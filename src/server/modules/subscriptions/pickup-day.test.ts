// The next pickup is today while today's 12:00-2:00 PM Central window is open and today is paid: on the dashboard's
// GET /api/subscription, in the Wednesday reminder and in the calendar feed alike.
import { afterEach, expect, test } from 'vitest';
import type { Subscription } from '../../../contracts/subscription';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { moveTo, signInAgain, subscribeAndSignIn } from './subscription-test-support';

let t: MailedTestApp;
afterEach(() => t.close());

test('at 12:30 PM on a paid Friday the next pickup is today, and after 2:00 PM the next paid Monday', async () => {
  // Wednesday 25 November 2026: the first paid week is November 30; Friday December 4 charges the next one.
  t = await createMailedTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribeAndSignIn(t);
  const nextPickup = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: await signInAgain(t),
    });
    return res.json<Subscription>().nextPickupDate;
  };
  const feed = async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/calendar-link',
      headers: await signInAgain(t),
    });
    const path = new URL(link.json<{ url: string }>().url).pathname;
    return (await t.app.inject({ method: 'GET', url: path })).body;
  };

  // Wednesday 2 December, 9:00 AM: the reminder of Friday's charge names today as the next pickup.
  await moveTo(t, '2026-12-02T15:05:00Z');
  const reminder = (await t.mailTo('asha@example.com')).find((m) => m.subject.startsWith('Reminder'));
  expect(reminder?.text.replace(/\s+/g, ' ')).toContain(
    'Next pickup: Wednesday, December 2, 2026, 12:00 to 2:00 PM',
  );

  // Friday 4 December, 12:30 PM Central: the Friday run has billed next week at noon, today's window is open.
  await moveTo(t, '2026-12-04T18:30:00Z');
  expect(await nextPickup()).toBe('2026-12-04');
  const calendar = await feed();
  expect(calendar).toContain('DTSTART:20261204T180000Z');
  expect(calendar).toContain('DTSTART:20261207T180000Z');

  // 2:00 PM: the window has closed, the next pickup is Monday of the week just paid.
  await moveTo(t, '2026-12-04T20:00:00Z');
  expect(await nextPickup()).toBe('2026-12-07');
});
