// Every other place that moves money, interrupted by a crash after the gateway answered, then restarted: done once.
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildApp } from './app';
import { databaseLedger } from './adapters/payments/sandbox-ledger';
import { createSandboxGateway } from './adapters/payments/sandbox-gateway';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { fixedClock } from './clock';
import type { Database } from './db/client';
import { charges, refunds, sandboxLedger, subscriptions } from './db/schema';
import { InjectedFault } from './faults';
import type { App } from './http/routing';
import { signInAdmin } from './modules/admin/admin-test-support';
import {
  BILLING_ADDRESS,
  moveTo,
  sentEmails,
  signInAgain,
  subscribeAndSignIn,
} from './modules/subscriptions/subscription-test-support';
import { testConfig, type TestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';

let database: Database;
let clock: ReturnType<typeof fixedClock>;
let current: App | undefined;
beforeEach(async () => {
  database = await createTestDatabase();
  clock = fixedClock(new Date('2026-11-25T16:00:00Z'));
});
afterEach(async () => {
  await current?.close();
  current = undefined;
  await database.close();
});

/** The sandbox on the shared ledger; `crash` makes one call die after the provider did the work, as a crash would. */
function gateway(crash?: 'charge' | 'refund'): PaymentGateway {
  const inner = createSandboxGateway(databaseLedger({ db: database.db, clock }));
  if (!crash) return inner;
  let armed = true;
  const dies = <T>(work: Promise<T>) =>
    work.then((answer) => {
      if (!armed) return answer;
      armed = false;
      throw new InjectedFault(`crash after ${crash}`);
    });
  return crash === 'charge'
    ? { ...inner, charge: (input) => dies(inner.charge(input)) }
    : { ...inner, refund: (input) => dies(inner.refund(input)) };
}

/** An instance of the server on the shared database, as a TestApp so the test helpers work on it. */
async function start(crash?: 'charge' | 'refund' | PaymentGateway): Promise<TestApp> {
  await current?.close();
  const app = await buildApp({
    config: testConfig(),
    database,
    clock,
    logger: false,
    startJobs: false,
    paymentGateway: typeof crash === 'object' ? crash : gateway(crash),
  });
  await app.ready();
  current = app;
  return { app, database, clock, close: () => app.close() };
}

const ledgerCharges = async () =>
  (await database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'charge'))).length;

test('an upgrade that died after the $195.00 charge is applied once by its reconcile job', async () => {
  let t = await start();
  const headers = await subscribeAndSignIn(t);
  t = await start('charge');
  const upgrade = () =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/subscription/upgrade',
      headers,
      payload: { planType: 'monthly', confirmed: true, paymentDetails: { billingAddress: BILLING_ADDRESS } },
    });
  expect((await upgrade()).statusCode).toBe(500);
  t = await start();
  clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['subscription.upgrade-reconcile'])).map((r) => r.outcome)).toEqual([
    'upgraded',
  ]);
  const [sub] = await database.db.select().from(subscriptions);
  expect(sub?.planType).toBe('monthly');
  const upgrades = await database.db.select().from(charges).where(eq(charges.kind, 'upgrade'));
  expect(upgrades).toMatchObject([{ status: 'succeeded', amountCents: 19500 }]);
  expect(await ledgerCharges()).toBe(2);
  expect((await sentEmails(t)).filter((m) => m.template === 'subscription-upgraded')).toHaveLength(1);
  // Asked again, it is already monthly: nothing more is charged.
  expect((await upgrade()).json()).toMatchObject({ message: 'You are already on the monthly plan.' });
  expect(await ledgerCharges()).toBe(2);
});

test('an upgrade that died before the gateway charged leaves the plan weekly and nothing pending', async () => {
  let t = await start();
  const headers = await subscribeAndSignIn(t);
  const failing: PaymentGateway = {
    ...gateway(),
    charge: () => Promise.reject(new InjectedFault('crash before the charge')),
  };
  t = await start(failing);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers,
    payload: { planType: 'monthly', confirmed: true, paymentDetails: { billingAddress: BILLING_ADDRESS } },
  });
  expect(res.statusCode).toBe(500);
  t = await start();
  clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['subscription.upgrade-reconcile'])).map((r) => r.outcome)).toEqual([
    'nothing charged',
  ]);
  expect(await database.db.select().from(charges).where(eq(charges.kind, 'upgrade'))).toEqual([]);
  expect((await database.db.select().from(subscriptions))[0]?.planType).toBe('weekly');
});

test('a refund that died after the provider refunded is settled once by its reconcile job', async () => {
  let t = await start();
  const admin = await signInAdmin(t);
  await subscribeAndSignIn(t);
  const [charge] = await database.db.select().from(charges);
  t = await start('refund');
  const payload = {
    amountCents: 2500,
    reason: 'Missed pickup',
    idempotencyKey: '6a1b3c4d-0000-4000-8000-000000000001',
  };
  const url = `/api/admin/charges/${charge?.id}/refund`;
  expect((await t.app.inject({ method: 'POST', url, headers: admin, payload })).statusCode).toBe(500);
  t = await start();
  clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['refund.reconcile'])).map((r) => r.outcome)).toEqual(['refunded']);
  expect(await database.db.select().from(refunds)).toMatchObject([
    { status: 'succeeded', amountCents: 2500 },
  ]);
  expect((await database.db.select().from(charges))[0]).toMatchObject({ refundedCents: 2500 });
  expect(await database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'refund'))).toHaveLength(
    1,
  );
  // The admin's retry of the same form answers the refund made, without a second one.
  const again = await t.app.inject({ method: 'POST', url, headers: admin, payload });
  expect(again.statusCode).toBe(200);
  expect(await database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'refund'))).toHaveLength(
    1,
  );
  expect((await sentEmails(t)).filter((m) => m.template === 'refund-issued')).toHaveLength(1);
});

test("a new card's retry of a past-due week that died after the charge is settled once by its reconcile job", async () => {
  let t = await start();
  // This card pays the signup and declines every renewal.
  await subscribeAndSignIn(t, { cardNumber: '4000000000000341' });
  await moveTo(t, '2026-12-04T18:30:00Z');
  const headers = await signInAgain(t);
  t = await start('charge');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/subscription/card',
    headers,
    payload: {
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '11',
        expiryYear: '2031',
        cvv: '321',
        cardholderName: 'Asha',
      },
      billingAddress: BILLING_ADDRESS,
    },
  });
  expect(res.statusCode).toBe(500);
  t = await start();
  clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['billing.try-reconcile'])).map((r) => r.outcome)).toEqual(['paid']);
  const renewal = (await database.db.select().from(charges).orderBy(asc(charges.createdAt))).filter(
    (c) => c.periodStart === '2026-12-07',
  );
  expect(renewal).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
  expect((await database.db.select().from(subscriptions))[0]?.status).toBe('active');
  // The scheduled retries find the week paid and charge nothing more.
  await moveTo(t, '2026-12-07T06:00:00Z');
  const succeeded = await database.db
    .select()
    .from(sandboxLedger)
    .where(eq(sandboxLedger.outcome, 'succeeded'));
  expect(succeeded.filter((l) => l.kind === 'charge')).toHaveLength(2);
});
