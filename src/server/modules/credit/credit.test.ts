// Account credit on the real app and database: the owner's changes, the subscriber's view, and the Friday run
// spending it before the card, exactly once across a crash and two instances (issue 43).
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  auditLog,
  charges,
  creditEntries,
  orders,
  sandboxLedger,
  subscriptions,
  users,
} from '../../db/schema';
import { anotherInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN_PASSWORD, signInAdmin } from '../admin/admin-test-support';
import { moveTo, signInAgain, subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { creditRepository } from './credit-repository';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026: a signup pays the week of 30 November; the Friday run of 4 December bills 7 December. */
const SIGNUP = new Date('2026-11-25T16:00:00Z');
const RUN = '2026-12-04T18:05:00Z';

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

async function giveCredit(
  owner: Record<string, string>,
  userId: number,
  payload: { amount: number; reason: string; note?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/subscribers/${userId}/credit`,
    headers: owner,
    payload,
  });
}

async function creditOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ balance: number; entries: { amount: number; reason: string; note: string | null }[] }>();
}

const renewalOf = async () =>
  (await t.database.db.select().from(charges).orderBy(asc(charges.periodStart))).find(
    (c) => c.periodStart === '2026-12-07',
  );
/** What the card was asked for, per gateway key, as the sandbox recorded it. */
const cardCharges = async () =>
  (await t.database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'charge'))).map((r) => [
    r.outcome,
    r.amountCents,
  ]);

test('the owner adds and removes credit with a reason, audited, never below zero; the subscriber sees balance and history', async () => {
  t = await createTestApp({ now: SIGNUP });
  const subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const userId = await userIdOf('asha@example.com');

  expect(await creditOf(subscriber)).toEqual({ balance: 0, entries: [] });
  const added = await giveCredit(owner, userId, {
    amount: 1500,
    reason: 'goodwill',
    note: 'Sorry the dal was cold',
  });
  expect(added.statusCode, added.body).toBe(200);
  expect(added.json()).toMatchObject({
    balance: 1500,
    message: 'Added $15.00 (goodwill credit). The balance is now $15.00.',
  });

  const tooMuch = await giveCredit(owner, userId, { amount: -2000, reason: 'correction' });
  expect(tooMuch.statusCode).toBe(400);
  expect(tooMuch.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { amount: 'The balance is $15.00: remove at most that.' },
  });
  const removed = await giveCredit(owner, userId, { amount: -500, reason: 'correction' });
  expect(removed.json()).toMatchObject({ balance: 1000 });

  expect(await creditOf(subscriber)).toMatchObject({
    balance: 1000,
    entries: [
      { amount: -500, reason: 'correction', note: null },
      { amount: 1500, reason: 'goodwill', note: 'Sorry the dal was cold' },
    ],
  });
  const seen = await t.app.inject({
    method: 'GET',
    url: `/api/admin/subscribers/${userId}/credit`,
    headers: owner,
  });
  expect(seen.json()).toMatchObject({ balance: 1000, entries: [{ amount: -500 }, { amount: 1500 }] });
  const audit = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  expect(audit.map((a) => [a.action, a.detail['amountCents']])).toEqual([
    ['subscriber.credit-add', 1500],
    ['subscriber.credit-remove', -500],
  ]);

  // Bad input is a 4xx naming the field; an unknown account a 404; a subscriber may not give themselves credit.
  expect((await giveCredit(owner, userId, { amount: 0, reason: 'goodwill' })).statusCode).toBe(400);
  expect((await giveCredit(owner, userId, { amount: 100, reason: 'charge' })).statusCode).toBe(400);
  expect((await giveCredit(owner, 999_999, { amount: 100, reason: 'goodwill' })).statusCode).toBe(404);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/subscribers/${userId}/credit`,
        headers: subscriber,
        payload: { amount: 100, reason: 'goodwill' },
      })
    ).statusCode,
  ).toBe(403);
});

test('the Friday run spends credit before the card: the card pays the rest, the order and receipt show the credit', async () => {
  t = await createTestApp({ now: SIGNUP });
  let subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  await giveCredit(owner, await userIdOf('asha@example.com'), { amount: 2000, reason: 'goodwill' });

  await moveTo(t, RUN);
  // A week on, the session has lapsed.
  subscriber = await signInAgain(t);
  expect(await renewalOf()).toMatchObject({ status: 'succeeded', amountCents: 7500, creditCents: 2000 });
  expect(await cardCharges()).toEqual([
    ['succeeded', 7500],
    ['succeeded', 5500],
  ]);
  expect(await creditOf(subscriber)).toMatchObject({
    balance: 0,
    entries: [{ amount: -2000, reason: 'charge' }, { amount: 2000 }],
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: subscriber });
  expect(res.json()[0]).toMatchObject({
    weekStartDate: '2026-12-07',
    totalAmount: 7500,
    creditApplied: 2000,
  });
});

test('credit that covers the whole week pays it with no card charge', async () => {
  t = await createTestApp({ now: SIGNUP });
  let subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  await giveCredit(owner, await userIdOf('asha@example.com'), { amount: 10_000, reason: 'gift_card' });

  await moveTo(t, RUN);
  // A week on, the session has lapsed.
  subscriber = await signInAgain(t);
  expect(await renewalOf()).toMatchObject({
    status: 'succeeded',
    creditCents: 7500,
    gatewayPaymentId: null,
  });
  expect(await cardCharges()).toEqual([['succeeded', 7500]]);
  expect((await creditOf(subscriber)).balance).toBe(2500);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({ status: 'active', nextPeriodStart: '2026-12-14' });
});

test('a declined card leaves the credit in place, and each retry takes it afresh', async () => {
  t = await createTestApp({ now: SIGNUP });
  // Pays its signup; every later charge is declined.
  let subscriber = await subscribeAndSignIn(t, { cardNumber: '4000000000000341' });
  const owner = await signInAdmin(t);
  await giveCredit(owner, await userIdOf('asha@example.com'), { amount: 3000, reason: 'referral' });

  await moveTo(t, RUN);
  // A week on, the session has lapsed.
  subscriber = await signInAgain(t);
  expect(await renewalOf()).toMatchObject({ status: 'declined', creditCents: 3000 });
  expect(await cardCharges()).toEqual([
    ['succeeded', 7500],
    ['declined', 4500],
  ]);
  expect((await creditOf(subscriber)).balance).toBe(3000);

  // Both scheduled retries decline too: the credit is still all there, spent and given back once per try.
  await moveTo(t, '2026-12-06T20:00:00Z');
  subscriber = await signInAgain(t);
  expect(await renewalOf()).toMatchObject({ status: 'declined', attempts: 3 });
  expect((await creditOf(subscriber)).balance).toBe(3000);
  const ledger = await t.database.db.select().from(creditEntries).orderBy(asc(creditEntries.id));
  expect(ledger.map((e) => [e.reason, e.amountCents, e.chargeTry])).toEqual([
    ['referral', 3000, null],
    ['charge', -3000, 1],
    ['charge_returned', 3000, 1],
    ['charge', -3000, 2],
    ['charge_returned', 3000, 2],
    ['charge', -3000, 3],
    ['charge_returned', 3000, 3],
  ]);
});

test('a run that died after taking the credit charges the card once for the rest and spends the credit once', async () => {
  t = await createTestApp({ now: SIGNUP });
  let subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const userId = await userIdOf('asha@example.com');
  await giveCredit(owner, userId, { amount: 2000, reason: 'goodwill' });
  const [sub] = await t.database.db.select().from(subscriptions);

  // A server wrote the renewal's charge, took its credit, and died before the gateway answered.
  const now = new Date('2026-12-04T18:00:00Z');
  const id = '00000000-0000-4000-8000-000000000043';
  await t.database.db.insert(charges).values({
    id,
    subscriptionId: sub?.id ?? 0,
    kind: 'period',
    periodStart: '2026-12-07',
    weeks: 1,
    amountCents: 7500,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  await t.database.db.transaction((tx) =>
    creditRepository(tx).spendOnTries([{ chargeId: id, userId, attempt: 1 }], now),
  );
  // Meanwhile the owner added more: the try keeps what it took, so the gateway is asked the same amount again.
  await giveCredit(owner, userId, { amount: 1000, reason: 'goodwill' });

  await moveTo(t, RUN);
  // A week on, the session has lapsed.
  subscriber = await signInAgain(t);
  expect(await renewalOf()).toMatchObject({ id, status: 'succeeded', creditCents: 2000 });
  expect(await cardCharges()).toEqual([
    ['succeeded', 7500],
    ['succeeded', 5500],
  ]);
  expect((await creditOf(subscriber)).balance).toBe(1000);
  expect(
    await t.database.db.select().from(orders).where(eq(orders.weekStartDate, '2026-12-07')),
  ).toMatchObject([{ totalAmountCents: 7500, creditAppliedCents: 2000 }]);
});

test('two instances running the same Friday spend each subscriber’s credit once', async () => {
  t = await createTestApp({ now: SIGNUP });
  const owner = await signInAdmin(t);
  const emails = Array.from({ length: 5 }, (_, i) => `diner${i}@example.com`);
  for (const email of emails) {
    await subscribeAndSignIn(t, { email });
    await giveCredit(owner, await userIdOf(email), {
      amount: 1000 * (emails.indexOf(email) + 1),
      reason: 'goodwill',
    });
  }
  const second = await anotherInstance(t);
  try {
    t.clock.set(new Date('2026-12-04T18:00:00Z'));
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
  } finally {
    await second.close();
  }
  const renewals = (await t.database.db.select().from(charges)).filter((c) => c.periodStart === '2026-12-07');
  expect(renewals.map((c) => c.creditCents).sort((a, b) => a - b)).toEqual([1000, 2000, 3000, 4000, 5000]);
  const spent = await t.database.db.select().from(creditEntries).where(eq(creditEntries.reason, 'charge'));
  expect(spent).toHaveLength(5);
  for (const email of emails) {
    expect(await creditRepository(t.database.db).balanceOf(await userIdOf(email))).toBe(0);
  }
  // Five signups at $75.00, then each renewal's card paid $75.00 less that subscriber's credit, once.
  const payments = (await cardCharges()).map(([, amount]) => Number(amount)).sort((a, b) => a - b);
  expect(payments).toEqual([2500, 3500, 4500, 5500, 6500, 7500, 7500, 7500, 7500, 7500]);
});

test('the data export holds the ledger; deleting the account keeps it and erases the owner’s notes', async () => {
  t = await createTestApp({ now: SIGNUP });
  const subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const userId = await userIdOf('asha@example.com');
  await giveCredit(owner, userId, { amount: 1500, reason: 'goodwill', note: 'Asha waited 20 minutes' });

  const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: subscriber });
  expect(exported.json().credit).toMatchObject({
    balanceCents: 1500,
    entries: [{ amountCents: 1500, reason: 'goodwill', note: 'Asha waited 20 minutes' }],
  });

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/subscribers/${userId}`,
    headers: owner,
    payload: { email: 'asha@example.com', password: ADMIN_PASSWORD },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  expect(await t.database.db.select().from(creditEntries)).toMatchObject([{ amountCents: 1500, note: null }]);
});
