// Closed days on the real app and database (issue 43): told and credited once, the Friday run, roster and pickups.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { charges, creditEntries, emailMessages, sandboxLedger, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { moveTo, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 18 November 2026: a signup pays the week of 23 November, Thanksgiving's. */
const SIGNUP = new Date('2026-11-18T16:00:00Z');

const closeDays = (owner: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/closures', headers: owner, payload });

async function balanceOf(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const entries = await t.database.db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, user?.id ?? 0));
  return entries.reduce((sum, e) => sum + e.amountCents, 0);
}

const notices = async () =>
  (await t.database.db.select().from(emailMessages).orderBy(asc(emailMessages.id))).filter(
    (m) => m.template === 'closure-notice',
  );

test('closing Thanksgiving tells and credits each subscriber with a meal that day once, however often it is closed', async () => {
  t = await createTestApp({ now: SIGNUP });
  const weekly = await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  const owner = await signInAdmin(t);

  const closed = await closeDays(owner, { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving Day' });
  expect(closed.statusCode, closed.body).toBe(200);
  expect(closed.json()).toMatchObject({ warning: null, credited: 2, notified: 2 });
  expect(await balanceOf('asha@example.com')).toBe(1500);
  expect(await balanceOf('mo@example.com')).toBe(1350);
  expect((await notices()).map((m) => [m.recipientEmail, m.subject]).sort()).toEqual([
    ['asha@example.com', 'No Tiffin Fit lunch on Thursday, November 26, 2026'],
    ['mo@example.com', 'No Tiffin Fit lunch on Thursday, November 26, 2026'],
  ]);

  // Closed again, reopened, closed once more: no second credit, no second e-mail.
  expect(
    (await closeDays(owner, { from: '2026-11-26', to: '2026-11-26', reason: 'Again' })).json(),
  ).toMatchObject({
    credited: 0,
    message: 'Those days were closed already: nothing changed.',
  });
  const id = closed.json().closures[0].id;
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/admin/closures/${id}`, headers: owner })).statusCode,
  ).toBe(200);
  await closeDays(owner, { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving Day' });
  expect(await balanceOf('asha@example.com')).toBe(1500);
  expect(await notices()).toHaveLength(2);

  // The subscriber sees the credit with its reason; the roster and the calendar have nothing that day.
  const credit = (await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: weekly })).json();
  expect(credit.entries).toMatchObject([
    { amount: 1500, reason: 'closure', note: 'Thanksgiving Day (Thursday, November 26, 2026)' },
  ]);
  const roster = await t.app.inject({
    method: 'GET',
    url: '/api/admin/pickups/today?date=2026-11-26',
    headers: owner,
  });
  expect(roster.json().pickups).toEqual([]);
});

test('a closure sooner than 7 days ahead is a warning, not a refusal; bad ranges are refused', async () => {
  t = await createTestApp({ now: SIGNUP });
  const owner = await signInAdmin(t);
  const soon = await closeDays(owner, { from: '2026-11-20', to: '2026-11-20', reason: 'Power cut' });
  expect(soon.json().warning).toBe(
    "Less than 7 days' notice for November 20, 2026: subscribers may have planned on that lunch.",
  );
  expect(
    (await closeDays(owner, { from: '2026-11-21', to: '2026-11-22', reason: 'Weekend' })).statusCode,
  ).toBe(400);
  expect((await closeDays(owner, { from: '2026-11-10', to: '2026-11-10', reason: 'Past' })).statusCode).toBe(
    400,
  );
  expect(
    (await closeDays(owner, { from: '2026-12-10', to: '2026-12-01', reason: 'Backwards' })).statusCode,
  ).toBe(400);
  expect(
    (await closeDays(owner, { from: '2026-02-30', to: '2026-02-30', reason: 'No such day' })).statusCode,
  ).toBe(400);
  const list = (await t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: owner })).json<{
    closures: { day: string }[];
    suggestions: { date: string; name: string }[];
  }>();
  expect(list.closures.map((c) => c.day)).toEqual(['2026-11-20']);
  expect(list.suggestions.slice(0, 3)).toEqual([
    { date: '2026-11-26', name: 'Thanksgiving Day' },
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: "New Year's Day" },
  ]);
});

test('the Friday run bills a week with a closed day in full and pays that lunch with its credit, once', async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  await closeDays(owner, { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' });
  // Told now; credited when the week is billed.
  expect(await notices()).toHaveLength(1);
  expect(await balanceOf('asha@example.com')).toBe(0);

  await moveTo(t, '2026-12-18T18:05:00Z');
  await t.app.jobs.runDue();
  const [christmasWeek] = await t.database.db
    .select()
    .from(charges)
    .where(eq(charges.periodStart, '2026-12-21'));
  expect(christmasWeek).toMatchObject({ amountCents: 7500, creditCents: 1500, status: 'succeeded' });
  const [payment] = await t.database.db
    .select()
    .from(sandboxLedger)
    .where(eq(sandboxLedger.key, christmasWeek?.id ?? ''));
  expect(payment?.amountCents).toBe(6000);
  expect(await balanceOf('asha@example.com')).toBe(0);
  expect(
    (await t.database.db.select().from(creditEntries).orderBy(asc(creditEntries.id))).map((e) => [
      e.reason,
      e.amountCents,
    ]),
  ).toEqual([
    ['closure', 1500],
    ['charge', -1500],
  ]);
});

test('with the closure credit turned off, a closed day is told but credits nothing, now or at the Friday run', async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: owner })).json<{
      creditMeals: boolean;
      closures: { day: string; creditsMeal: boolean }[];
    }>();
  expect((await listed()).creditMeals).toBe(true);

  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/closures/settings',
    headers: owner,
    payload: { creditMeals: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  expect(off.json()).toEqual({ creditMeals: false });

  // A week already charged (Thanksgiving's) and one the Friday run bills later (Christmas's).
  const closed = await closeDays(owner, { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving Day' });
  expect(closed.json()).toMatchObject({ credited: 0, notified: 1 });
  await closeDays(owner, { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' });
  expect((await listed()).closures.map((c) => [c.day, c.creditsMeal])).toEqual([
    ['2026-11-26', false],
    ['2026-12-25', false],
  ]);
  const [notice] = await notices();
  expect(notice?.subject).toBe('No Tiffin Fit lunch on Thursday, November 26, 2026');

  // Turned on again later: the days closed while it was off keep what they were closed with.
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/closures/settings',
    headers: owner,
    payload: { creditMeals: true },
  });
  await moveTo(t, '2026-12-18T18:05:00Z');
  await t.app.jobs.runDue();
  const [christmasWeek] = await t.database.db
    .select()
    .from(charges)
    .where(eq(charges.periodStart, '2026-12-21'));
  expect(christmasWeek).toMatchObject({ amountCents: 7500, creditCents: 0, status: 'succeeded' });
  expect(await balanceOf('asha@example.com')).toBe(0);
});
