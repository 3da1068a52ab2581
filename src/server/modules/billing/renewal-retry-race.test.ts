// A declined renewal tried twice at once (a new card's retry racing the scheduled retries, on two instances): the
// period is paid at most once, whatever keys the tries carry, because a try takes the period in the database first.
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSandboxGateway, memoryLedger } from '../../adapters/payments/sandbox-gateway';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { buildApp } from '../../app';
import { charges, orders } from '../../db/schema';
import type { App } from '../../http/routing';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import {
  BILLING_ADDRESS,
  moveTo,
  signInAgain,
  subscribeAndSignIn,
} from '../subscriptions/subscription-test-support';
import { BILLING_RETRY_JOB } from './billing-service';

let t: TestApp;
let other: App | undefined;
afterEach(async () => {
  await other?.close();
  other = undefined;
  await t.close();
});

/** Sandbox gateways on one ledger (one provider seen by two instances); the first's charge under a key may wait. */
function sharedSandbox() {
  const ledger = memoryLedger();
  const paid: { key: string; amount: number }[] = [];
  const counted = (gateway: PaymentGateway): PaymentGateway => ({
    ...gateway,
    async charge(input) {
      const result = await gateway.charge(input);
      if (result.status === 'succeeded') paid.push({ key: input.idempotencyKey, amount: input.amount });
      return result;
    },
  });
  let arrive = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let gatedKey: RegExp | undefined;
  const plain = counted(createSandboxGateway(ledger));
  const gated: PaymentGateway = {
    ...plain,
    async charge(input) {
      if (gatedKey?.test(input.idempotencyKey)) {
        gatedKey = undefined;
        arrive();
        await released;
      }
      return plain.charge(input);
    },
  };
  return { gated, plain, paid, arrived, release, gate: (key: RegExp) => (gatedKey = key) };
}

test("a new card's retry at the gateway holds the period: the scheduled retries due meanwhile charge nothing", async () => {
  const sandbox = sharedSandbox();
  t = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    deps: { paymentGateway: sandbox.gated },
  });
  // This card pays the signup and declines every renewal: the Friday run's try declines, retries are scheduled.
  await subscribeAndSignIn(t, { cardNumber: '4000000000000341' });
  await moveTo(t, '2026-12-04T18:30:00Z');
  // Sunday evening: both scheduled retries (24 and 48 hours after the run) are due, not yet run, when a new card
  // comes in and its retry (try 2) is at the gateway.
  t.clock.set(new Date('2026-12-06T18:10:00Z'));
  const headers = await signInAgain(t);
  sandbox.gate(/-r\d$/);
  const update = t.app.inject({
    method: 'PUT',
    url: '/api/subscription/card',
    headers,
    payload: {
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '11',
        expiryYear: '2031',
        cvv: '321',
        cardholderName: 'Asha Rao',
      },
      billingAddress: BILLING_ADDRESS,
    },
  });
  await sandbox.arrived;

  // Another instance runs the due retries (tries 2 and 3) while the new card's try is unanswered.
  other = await buildApp({
    config: testConfig(),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
    warmFoodCatalogue: false,
    paymentGateway: sandbox.plain,
  });
  await other.ready();
  const runs = await other.jobs.runDue([BILLING_RETRY_JOB]);
  expect(runs.map((r) => r.outcome)).toEqual(['busy', 'busy']);

  sandbox.release();
  const res = await update;
  expect(res.json()).toMatchObject({ renewal: { weekStartDate: '2026-12-07', status: 'paid' } });

  // Looked at again later, the retries find the period paid.
  t.clock.set(new Date('2026-12-06T18:20:00Z'));
  expect((await other.jobs.runDue([BILLING_RETRY_JOB])).map((r) => r.outcome)).toEqual([
    'skipped',
    'skipped',
  ]);
  expect(sandbox.paid.filter((p) => /-r\d$/.test(p.key))).toEqual([
    { key: expect.stringMatching(/-r2$/), amount: 7500 },
  ]);
  const [renewal] = await t.database.db.select().from(charges).where(eq(charges.periodStart, '2026-12-07'));
  expect(renewal).toMatchObject({ status: 'succeeded', attempts: 2, tryingUntil: null });
  expect(
    await t.database.db.select().from(orders).where(eq(orders.weekStartDate, '2026-12-07')),
  ).toHaveLength(1);
});
