import { afterEach, expect, test } from 'vitest';
import type {
  AdminSettings,
  AdminSubscriber,
  AdminSubscriberDetail,
  AuditLogEntry,
  EmailLog,
} from '../../../contracts/admin';
import { newsletterUnsubscriptions } from '../../db/schema';
import { startSmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testMailConfig } from '../email/mail-config';
import { moveTo, subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { insertSubscriber, signInAdmin, signInAdminAgain, totalOf } from './admin-test-support';

let t: TestApp;
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

test('the subscriber list searches name and e-mail, filters by status and plan, pages, and gives the total', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const base = t.clock.now().getTime();
  const people = [
    { email: 'asha@example.com', name: 'Asha Rao', status: 'active', planType: 'weekly' },
    { email: 'ben@example.com', name: 'Ben Ortiz', status: 'paused', planType: 'monthly' },
    { email: 'chandra@example.com', name: 'Chandra Iyer', status: 'cancelled', planType: 'weekly' },
    { email: 'dev_100%@example.com', name: 'Dev Shah', status: 'trialing', planType: 'monthly' },
  ] as const;
  for (const [i, p] of people.entries()) {
    await insertSubscriber(t, { ...p, createdAt: new Date(base + i * 60_000) });
  }

  const all = await get('/api/admin/subscribers', admin);
  expect(all.statusCode).toBe(200);
  expect(totalOf(all)).toBe(4);
  // Newest first, the spec's fields.
  expect(all.json<AdminSubscriber[]>()[0]).toMatchObject({
    name: 'Dev Shah',
    email: 'dev_100%@example.com',
    status: 'trialing',
    planType: 'monthly',
  });

  const search = await get('/api/admin/subscribers?q=ORTIZ', admin);
  expect(search.json<AdminSubscriber[]>()).toMatchObject([
    { name: 'Ben Ortiz', status: 'paused', planType: 'monthly' },
  ]);
  // A search pages and counts as the whole list does, alone and with a filter.
  const searchPage2 = await get('/api/admin/subscribers?q=EXAMPLE.com&page=2&pageSize=3', admin);
  expect(searchPage2.json<AdminSubscriber[]>().map((s) => s.name)).toEqual(['Asha Rao']);
  expect(totalOf(searchPage2)).toBe(4);
  const liveSearch = await get('/api/admin/subscribers?q=a&status=live', admin);
  expect(liveSearch.json<AdminSubscriber[]>().map((s) => s.name)).toEqual([
    'Dev Shah',
    'Ben Ortiz',
    'Asha Rao',
  ]);
  expect(totalOf(liveSearch)).toBe(3);
  // % and _ are letters to search for, not wildcards.
  expect((await get('/api/admin/subscribers?q=100%25', admin)).json<AdminSubscriber[]>()).toHaveLength(1);
  expect(totalOf(await get('/api/admin/subscribers?q=_', admin))).toBe(1);

  const live = await get('/api/admin/subscribers?status=live&plan=monthly', admin);
  expect(live.json<AdminSubscriber[]>().map((s) => s.name)).toEqual(['Dev Shah', 'Ben Ortiz']);
  expect(totalOf(await get('/api/admin/subscribers?status=cancelled', admin))).toBe(1);

  const page2 = await get('/api/admin/subscribers?page=2&pageSize=3', admin);
  expect(page2.json<AdminSubscriber[]>().map((s) => s.name)).toEqual(['Asha Rao']);
  expect(totalOf(page2)).toBe(4);

  const bad = await get('/api/admin/subscribers?status=sleeping', admin);
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'VALIDATION' });

  const csv = await get('/api/admin/subscribers.csv?plan=weekly', admin);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['content-disposition']).toMatch(
    /attachment; filename="tiffin-fit-subscribers-2026-11-20.csv"/,
  );
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe('id,name,email,status,planType,createdAt');
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Chandra Iyer', 'Asha Rao']);
});

test("a subscriber's page shows their subscription, notes, charges, orders, e-mails and sessions; sign-out ends them all", async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const asha = await subscribeAndSignIn(t);
  const list = (await get('/api/admin/subscribers?q=asha', admin)).json<AdminSubscriber[]>();
  const id = list[0]?.id ?? 0;

  const detail = (await get(`/api/admin/subscribers/${id}`, admin)).json<AdminSubscriberDetail>();
  expect(detail.subscriber).toMatchObject({ name: 'Asha', email: 'asha@example.com' });
  expect(detail.subscription).toMatchObject({
    status: 'active',
    planType: 'weekly',
    card: { last4: '4242' },
  });
  expect(detail.subscription?.pickupCode).toMatch(/^[346789ABCDEFGHJKMNPQRTUVWXY]{6}$/);
  expect(detail.charges).toHaveLength(1);
  expect(detail.charges[0]).toMatchObject({ amountCents: 7500, status: 'succeeded', refunds: [] });
  expect(detail.orders).toHaveLength(1);
  expect(detail.emails.length).toBeGreaterThan(0);
  expect(detail.sessions).toEqual([expect.objectContaining({ active: true, revokedAt: null })]);

  expect((await get(`/api/admin/subscribers/999999`, admin)).statusCode).toBe(404);

  const out = await post(`/api/admin/subscribers/${id}/sign-out`, admin);
  expect(out.json()).toEqual({ success: true, revoked: 1 });
  expect((await get('/api/subscription', asha)).statusCode).toBe(401);

  const audit = await get('/api/admin/audit-log', admin);
  expect(totalOf(audit)).toBe(1);
  expect(audit.json<AuditLogEntry[]>()[0]).toMatchObject({
    actorEmail: 'boss@example.com',
    action: 'subscriber.sign-out-everywhere',
    entityType: 'user',
    entityId: String(id),
    detail: { revoked: 1 },
    createdAt: '2026-11-20T18:00:00.000Z',
  });
});

test('a free trial is not charged by the Friday runs of its weeks; the run before it ends bills again', async () => {
  // Friday 20 November, 12:00 PM Central: the signup pays the week of 30 November; the next run bills 7 December.
  t = await createTestApp();
  const admin = await signInAdmin(t);
  await subscribeAndSignIn(t);
  const id = (await get('/api/admin/subscribers', admin)).json<AdminSubscriber[]>()[0]?.id ?? 0;

  const granted = await post(`/api/admin/subscribers/${id}/free-trial`, admin, { weeks: 2, note: 'sorry' });
  expect(granted.statusCode, granted.body).toBe(200);
  expect(granted.json()).toMatchObject({ trialStartsOn: '2026-12-07', trialEndsOn: '2026-12-21' });
  let detail = (await get(`/api/admin/subscribers/${id}`, admin)).json<AdminSubscriberDetail>();
  expect(detail.subscription).toMatchObject({ status: 'trialing', trialEndsOn: '2026-12-21' });
  expect(detail.orders.map((o) => [o.weekStartDate, o.totalAmount])).toContainEqual(['2026-12-07', 0]);

  // Past the runs of 4 and 11 December: nothing charged.
  await moveTo(t, '2026-12-12T12:00:00Z');
  let admin2 = await signInAdminAgain(t);
  detail = (await get(`/api/admin/subscribers/${id}`, admin2)).json<AdminSubscriberDetail>();
  expect(detail.charges).toHaveLength(1);
  expect(detail.subscription?.status).toBe('trialing');

  // The run of Friday 18 December bills the week of 21 December, and the plan is active again.
  await moveTo(t, '2026-12-18T19:00:00Z');
  admin2 = await signInAdminAgain(t);
  detail = (await get(`/api/admin/subscribers/${id}`, admin2)).json<AdminSubscriberDetail>();
  expect(detail.charges.map((c) => c.periodStart)).toEqual(['2026-12-21', '2026-11-30']);
  expect(detail.subscription?.status).toBe('active');

  const audit = (await get('/api/admin/audit-log?action=subscriber.free-trial', admin2)).json<
    AuditLogEntry[]
  >();
  expect(audit[0]?.detail).toMatchObject({
    weeks: 2,
    from: '2026-12-07',
    until: '2026-12-21',
    note: 'sorry',
  });
  expect((await post(`/api/admin/subscribers/${id}/free-trial`, admin2, { weeks: 0 })).statusCode).toBe(400);
});

test('the newsletter reaches live subscribers who have not unsubscribed, through the outbox, and is logged', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  await insertSubscriber(t, { email: 'asha@example.com', status: 'active' });
  await insertSubscriber(t, { email: 'ben@example.com', status: 'paused' });
  await insertSubscriber(t, { email: 'chandra@example.com', status: 'cancelled' });
  await insertSubscriber(t, { email: 'dev@example.com', status: 'active' });
  await t.database.db
    .insert(newsletterUnsubscriptions)
    .values({ email: 'dev@example.com', unsubscribedAt: t.clock.now() });

  const missing = await post('/api/admin/send-newsletter', admin, { subject: ' ', content: 'x' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().fields).toMatchObject({ subject: 'Please provide both subject and content.' });

  const sent = await post('/api/admin/send-newsletter', admin, { subject: 'Diwali menu', content: 'Hello!' });
  expect(sent.json()).toEqual({
    success: true,
    message: 'Weekly newsletter has been sent to all subscribers',
    recipients: 2,
  });
  // A double submit sends nothing twice.
  await post('/api/admin/send-newsletter', admin, { subject: 'Diwali menu', content: 'Hello!' });
  expect(await t.app.emailWorker.drain()).toMatchObject({ sent: 2, failed: 0 });

  const logs = await get('/api/admin/email-logs?q=diwali', admin);
  expect(totalOf(logs)).toBe(2);
  expect(
    logs
      .json<EmailLog[]>()
      .map((l) => [l.recipientEmail, l.status])
      .sort(),
  ).toEqual([
    ['asha@example.com', 'sent'],
    ['ben@example.com', 'sent'],
  ]);
  const audit = (await get('/api/admin/audit-log', admin)).json<AuditLogEntry[]>();
  expect(audit.map((a) => a.action)).toEqual(['newsletter.send', 'newsletter.send']);
});

test('a failed e-mail can be sent again once, as a new message', async () => {
  const smtp = await startSmtpTestServer();
  try {
    t = await createTestApp({ config: { mail: { ...testMailConfig, smtpUrl: smtp.url } } });
    const admin = await signInAdmin(t);
    await insertSubscriber(t, { email: 'asha@example.com', status: 'active' });
    smtp.rejectRecipients(550);
    await post('/api/admin/send-newsletter', admin, { subject: 'Hi', content: 'Hello!' });
    for (let i = 0; i < 8; i++) {
      await t.app.emailWorker.drain();
      t.clock.advance(60 * 60_000);
    }
    const failed = (await get('/api/admin/email-logs?status=failed', admin)).json<EmailLog[]>();
    expect(failed).toHaveLength(1);
    const id = failed[0]?.id ?? 0;

    smtp.rejectRecipients(null);
    const resent = await post(`/api/admin/email-logs/${id}/resend`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().email).toMatchObject({ status: 'queued', recipientEmail: 'asha@example.com' });
    expect((await post(`/api/admin/email-logs/${id}/resend`, admin)).json().email.id).toBe(
      resent.json().email.id,
    );
    expect(await t.app.emailWorker.drain()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const copy = await post(`/api/admin/email-logs/${resent.json().email.id}/resend`, admin);
    expect(copy.statusCode).toBe(409);
  } finally {
    await smtp.stop();
  }
});

test('settings are read live: mail, database, gateway, next billing run and jobs', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const res = await get('/api/admin/settings', admin);
  expect(res.statusCode, res.body).toBe(200);
  const settings = res.json<AdminSettings>();
  expect(settings.mail).toMatchObject({ transport: 'file', lastDelivery: null, queued: 0, failed: 0 });
  expect(settings.database).toMatchObject({
    driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    healthy: true,
  });
  expect(settings.payments).toEqual({ gateway: 'sandbox', mode: 'sandbox' });
  // The next Friday 12:00 PM Central after Friday 20 November 12:00 PM.
  expect(settings.billing.nextRunAt).toBe('2026-11-27T18:00:00.000Z');
  expect(settings.jobs.map((j) => j.name)).toContain('billing.friday');
});
