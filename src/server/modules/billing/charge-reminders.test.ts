// No surprise charges: a reminder the Wednesday 9:00 AM Central before each charge, once, unless turned off.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { emailMessages } from '../../db/schema';
import { dishesResponseSchema } from '../../../contracts/dishes';
import { startSmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { testMailConfig } from '../email/mail-config';
import { moveTo, signInAgain, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const reminders = async () =>
  (
    await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.template, 'charge-reminder'))
      .orderBy(asc(emailMessages.id))
  ).map((m) => [m.recipientEmail, m.subject, m.createdAt.toISOString()]);
const setReminders = (headers: Record<string, string>, chargeReminders: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/preferences',
    headers,
    payload: { chargeReminders },
  });

test('each charge is announced once, the Wednesday at 9:00 AM Central before it; monthly ones before every fourth Friday', async () => {
  // Wednesday 25 November 2026, 10:00 AM Central: this Wednesday's reminders have gone already.
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  await moveTo(t, '2026-12-02T15:30:00Z');
  expect(await reminders()).toEqual([
    [
      'asha@example.com',
      'Reminder: $75.00 on Friday, December 4, 2026 for your Tiffin Fit lunches',
      '2026-12-02T15:00:00.000Z',
    ],
  ]);
  await t.app.jobs.runDue();
  expect(await reminders()).toHaveLength(1);

  await moveTo(t, '2026-12-23T16:00:00Z');
  expect((await reminders()).map(([to, subject]) => `${to}: ${subject}`)).toEqual([
    'asha@example.com: Reminder: $75.00 on Friday, December 4, 2026 for your Tiffin Fit lunches',
    'asha@example.com: Reminder: $75.00 on Friday, December 11, 2026 for your Tiffin Fit lunches',
    'asha@example.com: Reminder: $75.00 on Friday, December 18, 2026 for your Tiffin Fit lunches',
    'asha@example.com: Reminder: $75.00 on Friday, December 25, 2026 for your Tiffin Fit lunches',
    'mo@example.com: Reminder: $270.00 on Friday, December 25, 2026 for your Tiffin Fit lunches',
  ]);
}, 60_000);

test('a subscriber can turn the reminders off and on again; a cancelled plan gets none', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t);
  const off = await setReminders(headers, false);
  expect(off.json()).toEqual({ success: true, message: 'Charge reminders are off.' });
  expect((await t.app.inject({ method: 'GET', url: '/api/subscription', headers })).json()).toMatchObject({
    chargeReminders: false,
  });
  expect((await setReminders(headers, 'no')).statusCode).toBe(400);

  await moveTo(t, '2026-12-02T16:00:00Z');
  expect(await reminders()).toEqual([]);

  const again = await signInAgain(t);
  await setReminders(again, true);
  await moveTo(t, '2026-12-09T16:00:00Z');
  expect(await reminders()).toHaveLength(1);

  const cancel = await t.app.inject({
    method: 'DELETE',
    url: '/api/subscription',
    headers: await signInAgain(t),
  });
  expect(cancel.statusCode).toBe(200);
  await moveTo(t, '2026-12-16T16:00:00Z');
  expect(await reminders()).toHaveLength(1);
}, 60_000);

test('the reminder lists the lunches of the week it pays for, as the dated menu has them', async () => {
  const smtp = await startSmtpTestServer();
  try {
    t = await createTestApp({
      now: new Date('2026-11-25T16:00:00Z'),
      config: { mail: { ...testMailConfig, smtpUrl: smtp.url } },
    });
    await subscribeAndSignIn(t);
    // The owner plans the week of December 7 by hand: papad on Monday, the spec's lunches the other days.
    const admin = await signInAdmin(t);
    const { dishes } = dishesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dishes', headers: admin })).json(),
    );
    const id = (name: string) => dishes.find((d) => d.name === name)?.id ?? 0;
    const planned = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/menu/weeks/2026-12-07',
      headers: admin,
      payload: {
        days: [
          { date: '2026-12-07', dishIds: [id('Roasted papad'), id('Kala chana')], title: 'Papad and chana' },
          { date: '2026-12-08', dishIds: [id('Paneer tikka masala')] },
          { date: '2026-12-09', dishIds: [id('Salmon tikka')] },
          { date: '2026-12-10', dishIds: [id('Lean butter chicken')] },
          { date: '2026-12-11', dishIds: [id('Lemon rice')] },
        ],
      },
    });
    expect(planned.statusCode, planned.body).toBe(200);

    await moveTo(t, '2026-12-02T15:30:00Z');
    await t.app.emailWorker.drain();
    const reminder = smtp.received.find((m) => m.subject.startsWith('Reminder: $75.00'));
    expect(reminder?.text).toContain('On the menu the week of December 7, 2026');
    // 60 + 150 kcal and 1 + 8 g protein: the stated figures of the two dishes.
    expect(reminder?.text).toContain(
      'Monday, December 7: Papad and chana (210 kcal, 9 g protein): Roasted papad, Kala chana',
    );
    expect(reminder?.text).toContain('Tuesday, December 8: Paneer tikka masala (330 kcal, 22 g protein)');
  } finally {
    await smtp.stop();
  }
}, 60_000);
