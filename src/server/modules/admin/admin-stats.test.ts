import { afterEach, expect, test } from 'vitest';
import type { AdminStats } from '../../../contracts/admin';
import { emailMessages, refunds } from '../../db/schema';
import { DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from './admin-test-support';

let t: TestApp;
afterEach(() => t.close());

const stats = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminStats>();
};

test('total subscribers counts live subscriptions only: active, trialing, past_due and paused', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  for (const status of [
    'active',
    'trialing',
    'past_due',
    'paused',
    'cancelled',
    'incomplete',
    'expired',
  ] as const) {
    await insertSubscriber(t, { email: `${status}@example.com`, status });
  }
  expect((await stats(admin)).totalSubscribers).toBe(4);
});

test('monthly revenue is what was collected this Central calendar month, net of refunds made this month, in cents', async () => {
  // 23:30 on 30 November in Irving, already 1 December in UTC.
  t = await createTestApp({ now: new Date('2026-12-01T05:30:00Z') });
  const admin = await signInAdmin(t);
  const a = await insertSubscriber(t, { email: 'a@example.com', status: 'active' });
  const paid = (weekStartDate: string, amountCents: number, paidAt: string) =>
    insertPaidPeriod(t, { ...a, weekStartDate, amountCents, paidAt: new Date(paidAt) });
  // 23:59 on 31 October in Irving: October's.
  await paid('2026-11-02', 1000, '2026-11-01T04:59:00Z');
  // Midnight on 1 November in Irving (still daylight time): November's.
  await paid('2026-11-09', 7500, '2026-11-01T05:00:00Z');
  // 23:00 on 30 November in Irving, December in UTC: November's.
  await paid('2026-11-16', 27000, '2026-12-01T05:00:00Z');
  const refunded = await paid('2026-11-23', 7500, '2026-11-20T18:00:00Z');
  await t.database.db.insert(refunds).values([
    {
      chargeId: refunded.chargeId,
      idempotencyKey: '11111111-1111-4111-8111-111111111111',
      amountCents: 2500,
      reason: 'late pickup',
      status: 'succeeded',
      createdAt: new Date('2026-11-25T18:00:00Z'),
      updatedAt: new Date('2026-11-25T18:00:00Z'),
    },
    {
      // A refund that failed at the gateway takes nothing back.
      chargeId: refunded.chargeId,
      idempotencyKey: '22222222-2222-4222-8222-222222222222',
      amountCents: 5000,
      reason: 'tried twice',
      status: 'failed',
      createdAt: new Date('2026-11-25T18:00:00Z'),
      updatedAt: new Date('2026-11-25T18:00:00Z'),
    },
  ]);

  const figures = await stats(admin);
  expect(figures.monthlyRevenue).toBe(7500 + 27000 + 7500 - 2500);
  expect(figures.totalOrders).toBe(4);
});

test('e-mails sent counts delivered messages, not queued or failed ones', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const now = t.clock.now();
  const message = (n: number, status: 'queued' | 'sent' | 'failed') => ({
    dedupeKey: `k${n}`,
    template: 'newsletter',
    recipientEmail: `r${n}@example.com`,
    subject: 'Hello',
    status,
    nextAttemptAt: now,
    createdAt: now,
    sentAt: status === 'sent' ? now : null,
  });
  await t.database.db
    .insert(emailMessages)
    .values([message(1, 'sent'), message(2, 'sent'), message(3, 'failed'), message(4, 'queued')]);
  expect((await stats(admin)).emailsSent).toBe(2);
});

test('a visit is one visitor on one Central day: a page-view loop counts once and adds one row', async () => {
  // 11:00 PM on Friday 20 November in Irving (Saturday in UTC).
  t = await createTestApp({ now: new Date('2026-11-21T05:00:00Z') });
  const admin = await signInAdmin(t);
  const view = (path: string, visitorId: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/page-views', payload: { path, visitorId }, remoteAddress });
  const looping = '6f1c1c36-54f4-4a53-9f0e-3a8f5d1c0a11';
  for (let i = 0; i < 50; i++) expect((await view('/', looping)).statusCode).toBe(204);
  await view('/faq', looping);
  await view('/', '0b9a0d0e-2d57-4c9e-8f5b-6f1e2a3b4c5d', '203.0.113.9');

  let figures = await stats(admin);
  expect(figures).toMatchObject({ websiteVisits: 2, todayVisits: 2, uniquePages: 2 });
  const { pageVisits } = await import('../../db/schema');
  expect(await t.database.db.$count(pageVisits)).toBe(3);

  // An hour later it is Saturday in Irving: the same browser is a new visit, and today has one visit so far.
  t.clock.set(new Date('2026-11-21T06:30:00Z'));
  await view('/', looping);
  figures = await stats(admin);
  expect(figures).toMatchObject({ websiteVisits: 3, todayVisits: 1, uniquePages: 2 });
});

test('made-up visitor ids from one address stop adding rows at its daily allowance; made-up paths add none', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const { MAX_ROWS_PER_ADDRESS_DAY } = await import('../page-views/page-view-repository');
  const { pageVisits } = await import('../../db/schema');
  const view = (path: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { path, visitorId: crypto.randomUUID() },
      remoteAddress: '198.51.100.99',
    });
  for (let i = 0; i < MAX_ROWS_PER_ADDRESS_DAY + 20; i++) expect((await view('/faq')).statusCode).toBe(204);
  expect(await t.database.db.$count(pageVisits)).toBe(MAX_ROWS_PER_ADDRESS_DAY);

  // Paths that are no page of the site are answered and not counted; a subscriber's page counts as its pattern.
  await t.database.db.delete(pageVisits);
  for (const path of [
    '/made-up-1',
    '/made-up-2',
    '/insights/no-such-article',
    '/admin/subscribers/1',
    '/admin/subscribers/2',
  ]) {
    expect((await view(path)).statusCode).toBe(204);
  }
  expect(await stats(admin)).toMatchObject({ uniquePages: 1 });
});

test('one address reports at most PAGE_VIEWS_PER_ADDRESS views an hour; the rest are refused and not counted', async () => {
  t = await createTestApp({ config: { limits: { ...DEFAULT_ABUSE_LIMITS, pageViewsPerAddressPerHour: 5 } } });
  const admin = await signInAdmin(t);
  const view = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { path: '/', visitorId: crypto.randomUUID() },
      remoteAddress,
    });
  const answers = [];
  for (let i = 0; i < 7; i++) answers.push((await view('203.0.113.50')).statusCode);
  expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429]);
  expect((await view('198.51.100.51')).statusCode).toBe(204);
  expect(await stats(admin)).toMatchObject({ todayVisits: 6 });
});
