// A checkout interrupted at each step boundary, then a restart: one paid plan or nothing, never a charge left pending.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import type { Database } from '../../db/client';
import {
  charges,
  checkoutAttempts,
  emailMessages,
  orders,
  sandboxLedger,
  subscriptions,
} from '../../db/schema';
import { CHECKOUT_FAULT_POINTS, throwOnceAt, type CheckoutFaultPoint, type Faults } from '../../faults';
import type { App } from '../../http/routing';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';

// Wednesday 25 November 2026, 10:00 AM Central.
const clock = fixedClock(new Date('2026-11-25T16:00:00Z'));
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** One instance of the server on the shared database; a new one after a "crash" is the restart. */
async function instance(faults?: Faults): Promise<App> {
  const app = await buildApp({
    config: testConfig({ checkout: { ...testConfig().checkout, attemptsPerAddressPerHour: 1000 } }),
    database,
    clock,
    logger: false,
    startJobs: false,
    ...(faults ? { faults } : {}),
  });
  await app.ready();
  return app;
}

/** Runs what the test left due (the reconcile job of its last checkout), so the next test sees only its own. */
async function finish(app: App): Promise<void> {
  clock.advance(10 * 60_000);
  await app.jobs.runDue(['checkout.reconcile']);
  await app.close();
}

const PAYING = '4242424242424242';
const DECLINED = '4000000000000002';

function checkout(app: App, email: string, cardNumber = PAYING) {
  return app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Crash Test',
        email,
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber,
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Crash Test',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });
}

/** What the database and the gateway's ledger hold for one buyer. */
async function stateOf(email: string) {
  const { db } = database;
  const attempts = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.email, email));
  const ids = attempts.map((a) => a.id);
  const ledger = ids.length
    ? await db
        .select()
        .from(sandboxLedger)
        .where(sql`${sandboxLedger.key} in ${ids}`)
    : [];
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.email, email));
  const subIds = subs.map((s) => s.id);
  const rows = subIds.length
    ? await db
        .select()
        .from(charges)
        .where(sql`${charges.subscriptionId} in ${subIds}`)
    : [];
  const orderRows = subIds.length
    ? await db
        .select()
        .from(orders)
        .where(sql`${orders.subscriptionId} in ${subIds}`)
    : [];
  const mail = await db.select().from(emailMessages).where(eq(emailMessages.recipientEmail, email));
  return {
    attempts: attempts.map((a) => a.state),
    gatewayCharges: ledger.filter((l) => l.kind === 'charge' && l.outcome === 'succeeded').length,
    subscriptions: subs.map((s) => s.status),
    charges: rows.map((c) => c.status),
    orders: orderRows.length,
    mail: mail.map((m) => m.template).sort(),
  };
}

const PAID = {
  gatewayCharges: 1,
  subscriptions: ['active'],
  charges: ['succeeded'],
  orders: 1,
  mail: ['account-setup', 'order-confirmation', 'subscription-confirmation'],
};
const NOTHING = { gatewayCharges: 0, subscriptions: [], charges: [], orders: 0, mail: [] };

/** Where each crash must end once the reconciler has run: paid once, or nothing. */
const EXPECTED: Record<CheckoutFaultPoint, { end: typeof PAID | typeof NOTHING; attempt: string }> = {
  'checkout.attempt-written': { end: NOTHING, attempt: 'released' },
  'checkout.customer-created': { end: NOTHING, attempt: 'released' },
  'checkout.card-stored': { end: NOTHING, attempt: 'released' },
  'checkout.card-saved': { end: NOTHING, attempt: 'released' },
  'checkout.charge-answered': { end: PAID, attempt: 'settled' },
  'checkout.payment-recorded': { end: PAID, attempt: 'settled' },
  'checkout.settled': { end: PAID, attempt: 'settled' },
};

test.each(CHECKOUT_FAULT_POINTS)(
  'a crash at %s, then a restart and the reconciler: one paid plan or nothing',
  async (point) => {
    const email = `crash-${point.replace('checkout.', '')}@example.com`;
    const crashing = await instance(throwOnceAt(point));
    const crashed = await checkout(crashing, email);
    expect(crashed.statusCode).toBe(500);
    await crashing.close();

    const restarted = await instance();
    clock.advance(10 * 60_000);
    const runs = await restarted.jobs.runDue(['checkout.reconcile']);
    expect(runs.map((r) => r.outcome)).toEqual([EXPECTED[point].attempt]);
    expect(await stateOf(email)).toEqual({ ...EXPECTED[point].end, attempts: [EXPECTED[point].attempt] });
    // Ended either way, the address can (or is told it did) subscribe: never a second charge.
    const after = await checkout(restarted, email);
    if (EXPECTED[point].end === PAID) {
      expect(after.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
      expect((await stateOf(email)).gatewayCharges).toBe(1);
    } else {
      expect(after.statusCode, after.body).toBe(201);
      expect(await stateOf(email)).toMatchObject({
        gatewayCharges: 1,
        subscriptions: ['active'],
        charges: ['succeeded'],
      });
    }
    await finish(restarted);
  },
);

test('a declined card whose answer is lost in a crash is released by the reconciler, with nothing kept', async () => {
  const email = 'crash-declined@example.com';
  const crashing = await instance(throwOnceAt('checkout.charge-answered'));
  expect((await checkout(crashing, email, DECLINED)).statusCode).toBe(500);
  await crashing.close();
  const restarted = await instance();
  clock.advance(10 * 60_000);
  expect((await restarted.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['declined']);
  expect(await stateOf(email)).toEqual({ ...NOTHING, attempts: ['declined'] });
  await restarted.close();
});

test('a buyer who retries after a crash that charged them gets the plan set up, not a second charge', async () => {
  const email = 'crash-retry@example.com';
  const crashing = await instance(throwOnceAt('checkout.charge-answered'));
  expect((await checkout(crashing, email)).statusCode).toBe(500);
  await crashing.close();
  const restarted = await instance();
  const retry = await checkout(restarted, email);
  expect(retry.statusCode, retry.body).toBe(201);
  expect(retry.json<{ message: string }>().message).toMatch(
    /^Your first payment went through; we've set up your plan\. Your first pickup is Monday, November 30, 2026\.$/,
  );
  expect(await stateOf(email)).toEqual({ ...PAID, attempts: ['settled'] });
  // The reconcile job then finds nothing to do.
  clock.advance(10 * 60_000);
  expect((await restarted.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['settled']);
  await restarted.close();
});

test('a buyer who retries while the crashed attempt may still be paying is asked to wait, then pays once', async () => {
  const email = 'crash-wait@example.com';
  const crashing = await instance(throwOnceAt('checkout.attempt-written'));
  expect((await checkout(crashing, email)).statusCode).toBe(500);
  await crashing.close();
  const restarted = await instance();
  const early = await checkout(restarted, email);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({ code: 'CHECKOUT_IN_PROGRESS' });
  clock.advance(3 * 60_000);
  const later = await checkout(restarted, email);
  expect(later.statusCode, later.body).toBe(201);
  expect(await stateOf(email)).toEqual({ ...PAID, attempts: ['released', 'settled'] });
  await finish(restarted);
});
