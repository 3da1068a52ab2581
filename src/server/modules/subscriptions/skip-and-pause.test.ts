// Skipping a week and pausing, each before its Friday-noon cutoff: skipped and paused weeks are never charged.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { charges, orders, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { moveTo, sentEmails, signInAgain, subscribeAndSignIn } from './subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026, 10:00 AM Central: a signup now pays the week of 30 November. */
const SIGNUP = new Date('2026-11-25T16:00:00Z');

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const subscription = async (headers: object) =>
  (await call('GET', '/api/subscription', headers)).json<Record<string, unknown>>();
/** The Mondays charged (or ordered), earliest first, of everyone or of one subscriber. */
const chargedWeeks = async (email?: string) =>
  (
    await t.database.db
      .select({ week: charges.periodStart })
      .from(charges)
      .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
      .where(email ? eq(subscriptions.email, email) : undefined)
      .orderBy(asc(charges.periodStart))
  ).map((c) => c.week);
const orderWeeks = async (email?: string) =>
  (
    await t.database.db
      .select({ week: orders.weekStartDate })
      .from(orders)
      .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
      .where(email ? eq(subscriptions.email, email) : undefined)
      .orderBy(asc(orders.weekStartDate))
  ).map((o) => o.week);

test('a skipped week is not charged and has no pickups; the next Friday bills the week after, and only it is reminded', async () => {
  t = await createTestApp({ now: SIGNUP });
  const headers = await subscribeAndSignIn(t);
  // Billed in the same Friday batch, without a skip.
  await subscribeAndSignIn(t, { email: 'ben@example.com' });
  const skip = await call('POST', '/api/subscription/skip', headers, { weekStartDate: '2026-12-07' });
  expect(skip.json()).toEqual({
    success: true,
    message: 'You skipped the week of December 7, 2026: no charge and no pickups that week.',
  });
  expect(await subscription(headers)).toMatchObject({
    status: 'active',
    skippedWeeks: ['2026-12-07'],
    nextChargeAt: '2026-12-11T18:00:00.000Z',
    nextChargeAmount: 7500,
  });

  await moveTo(t, '2026-12-11T19:00:00Z');
  expect(await chargedWeeks('asha@example.com')).toEqual(['2026-11-30', '2026-12-14']);
  expect(await orderWeeks('asha@example.com')).toEqual(['2026-11-30', '2026-12-14']);
  expect(await chargedWeeks('ben@example.com')).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  const after = await subscription(await signInAgain(t));
  expect(after).toMatchObject({
    status: 'active',
    currentPeriodStart: '2026-12-14',
    nextPickupDate: '2026-12-14',
  });
  const reminders = (await sentEmails(t)).filter(
    (m) => m.template === 'charge-reminder' && m.to === 'asha@example.com',
  );
  expect(reminders.map((m) => m.subject)).toEqual([
    'Reminder: $75.00 on Friday, December 11, 2026 for your Tiffin Fit lunches',
  ]);
});

test('a skip can be undone before the cutoff; a non-Monday, a paid week, a past cutoff and the monthly plan are refused clearly', async () => {
  t = await createTestApp({ now: SIGNUP });
  const headers = await subscribeAndSignIn(t);
  await call('POST', '/api/subscription/skip', headers, { weekStartDate: '2026-12-14' });
  const undo = await call('DELETE', '/api/subscription/skip/2026-12-14', headers);
  expect(undo.json()).toMatchObject({
    message:
      'The week of December 14, 2026 is back on: it is charged on Friday, December 11, 2026 at 12:00 PM Central.',
  });
  expect(await subscription(headers)).toMatchObject({ skippedWeeks: [] });

  const tuesday = await call('POST', '/api/subscription/skip', headers, { weekStartDate: '2026-12-08' });
  expect(tuesday.statusCode).toBe(400);
  expect(tuesday.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { weekStartDate: 'Choose a Monday: service weeks start on Mondays.' },
  });
  const paid = await call('POST', '/api/subscription/skip', headers, { weekStartDate: '2026-11-30' });
  expect(paid.json()).toEqual({
    code: 'CONFLICT',
    message: "The week of November 30, 2026 is already paid for, so it can't be skipped.",
  });
  const far = await call('POST', '/api/subscription/skip', headers, { weekStartDate: '2027-03-01' });
  expect(far.statusCode).toBe(400);

  // Friday 4 December, after noon: the week of 7 December is billed and closed.
  await moveTo(t, '2026-12-04T18:30:00Z');
  const later = await signInAgain(t);
  for (const res of [
    await call('POST', '/api/subscription/skip', later, { weekStartDate: '2026-12-07' }),
    await call('DELETE', '/api/subscription/skip/2026-12-07', later),
  ]) {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CUTOFF_PASSED',
      message:
        'The week of December 7, 2026 can no longer be changed: its cutoff was Friday, December 4, 2026 at 12:00 PM Central.',
    });
  }

  const monthly = await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  const refused = await call('POST', '/api/subscription/skip', monthly, { weekStartDate: '2027-01-04' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ message: string }>().message).toMatch(/pause from your next period instead/);
});

test('a weekly pause: the paid week runs out, paused weeks are never charged, and the resume week is billed and active again', async () => {
  t = await createTestApp({ now: SIGNUP });
  const headers = await subscribeAndSignIn(t);
  const pause = await call('POST', '/api/subscription/pause', headers, { resumeOn: '2026-12-21' });
  expect(pause.json()).toEqual({
    success: true,
    message:
      'Your subscription pauses from the week of December 7, 2026. It resumes with the week of December 21, 2026, charged $75.00 on Friday, December 18, 2026 at 12:00 PM Central.',
  });
  expect(await subscription(headers)).toMatchObject({
    status: 'active',
    pausedFrom: '2026-12-07',
    pausedUntil: '2026-12-21',
    nextChargeAt: '2026-12-18T18:00:00.000Z',
    nextPickupDate: '2026-11-30',
  });

  await moveTo(t, '2026-12-05T00:00:00Z');
  expect(await subscription(await signInAgain(t))).toMatchObject({
    status: 'paused',
    pausedUntil: '2026-12-21',
    nextPickupDate: null,
  });
  expect(await chargedWeeks()).toEqual(['2026-11-30']);

  await moveTo(t, '2026-12-19T00:00:00Z');
  expect(await chargedWeeks()).toEqual(['2026-11-30', '2026-12-21']);
  expect(await subscription(await signInAgain(t))).toMatchObject({
    status: 'active',
    pausedFrom: null,
    pausedUntil: null,
    currentPeriodStart: '2026-12-21',
    nextChargeAt: '2026-12-25T18:00:00.000Z',
  });
  const reminders = (await sentEmails(t)).filter((m) => m.template === 'charge-reminder');
  expect(reminders.map((m) => m.subject)).toEqual([
    'Your Tiffin Fit pause ends: $75.00 on Friday, December 18, 2026',
  ]);
}, 60_000);

test('a monthly pause starts with the next period: the four paid weeks run to their end, nothing is charged until the chosen Monday', async () => {
  t = await createTestApp({ now: SIGNUP });
  const headers = await subscribeAndSignIn(t, { planType: 'monthly' });
  const early = await call('POST', '/api/subscription/pause', headers, { resumeOn: '2026-12-21' });
  expect(early.json()).toMatchObject({
    code: 'VALIDATION',
    message: 'Your pause starts with the week of December 28, 2026: choose a Monday after it to resume.',
  });
  const tooLong = await call('POST', '/api/subscription/pause', headers, { resumeOn: '2027-04-05' });
  expect(tooLong.json<{ message: string }>().message).toMatch(/up to 12 weeks/);
  await call('POST', '/api/subscription/pause', headers, { resumeOn: '2027-01-11' });
  expect(await subscription(headers)).toMatchObject({
    status: 'active',
    currentPeriodEnd: '2026-12-25T20:00:00.000Z',
    pausedFrom: '2026-12-28',
    pausedUntil: '2027-01-11',
    nextChargeAt: '2027-01-08T18:00:00.000Z',
    nextChargeAmount: 27000,
  });

  // Straight to Saturday 9 January: the missed Friday runs catch up in order, each for its own Monday.
  t.clock.set(new Date('2027-01-09T00:00:00Z'));
  await t.app.jobs.runDue();
  expect(await chargedWeeks()).toEqual(['2026-11-30', '2027-01-11']);
  expect(await subscription(await signInAgain(t))).toMatchObject({
    status: 'active',
    currentPeriodStart: '2027-01-11',
    currentPeriodEnd: '2027-02-05T20:00:00.000Z',
    pausedUntil: null,
  });
}, 60_000);

test('resuming now drops a pause not begun yet, and ends one under way with the next open week', async () => {
  t = await createTestApp({ now: SIGNUP });
  const headers = await subscribeAndSignIn(t);
  const none = await call('DELETE', '/api/subscription/pause', headers);
  expect(none.json()).toEqual({ code: 'CONFLICT', message: 'Your subscription is not paused.' });
  await call('POST', '/api/subscription/pause', headers, { resumeOn: '2027-01-04' });
  const dropped = await call('DELETE', '/api/subscription/pause', headers);
  expect(dropped.json()).toMatchObject({
    message: 'Your pause is cancelled: your subscription continues as before.',
  });
  expect(await subscription(headers)).toMatchObject({
    pausedUntil: null,
    nextChargeAt: '2026-12-04T18:00:00.000Z',
  });

  await call('POST', '/api/subscription/pause', headers, { resumeOn: '2027-01-04' });
  // Saturday 5 December: paused since Friday's run; the week of 7 December has closed, so 14 December is next.
  await moveTo(t, '2026-12-05T16:00:00Z');
  const again = await signInAgain(t);
  const resumed = await call('DELETE', '/api/subscription/pause', again);
  expect(resumed.json()).toMatchObject({
    message:
      'Welcome back! Your lunches resume the week of December 14, 2026, charged $75.00 on Friday, December 11, 2026 at 12:00 PM Central.',
  });
  expect(await subscription(again)).toMatchObject({
    status: 'paused',
    pausedUntil: '2026-12-14',
    nextChargeAt: '2026-12-11T18:00:00.000Z',
  });
  await moveTo(t, '2026-12-11T19:00:00Z');
  expect(await chargedWeeks()).toEqual(['2026-11-30', '2026-12-14']);
  expect(await subscription(await signInAgain(t))).toMatchObject({ status: 'active', pausedUntil: null });
}, 60_000);
