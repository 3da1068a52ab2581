// Idempotency-Key under races: five identical requests at once do the work once, and the others never see a 5xx.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminSubscriberDetail, AdminSubscriber } from '../../contracts/admin';
import { charges, refunds, subscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_ABUSE_LIMITS } from './abuse-limits';
import { signInAdmin } from '../modules/admin/admin-test-support';
import { BILLING_ADDRESS } from '../modules/subscriptions/subscription-test-support';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // The admin's five refunds race each other: one account's turns (REQUESTS_AT_ONCE_PER_ACCOUNT) are raised for it.
  t = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    config: { limits: { ...DEFAULT_ABUSE_LIMITS, requestsAtOncePerAccount: 100 } },
  });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const checkoutBody = (email: string, planType: 'weekly' | 'monthly' = 'weekly') => ({
  subscriptionData: { name: 'Meera Iyer', email, phone: '4695550100', planType, location: 'irving' },
  cardDetails: {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: '2030',
    cvv: '123',
    cardholderName: 'Meera Iyer',
  },
  billingAddress: BILLING_ADDRESS,
  finalAmount: planType === 'weekly' ? 7500 : 27000,
});

const checkout = (body: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: body,
    headers: { 'idempotency-key': key },
  });

const rows = async (table: typeof charges | typeof subscriptions | typeof refunds) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

/** Each answer is the first one's result or the in-progress refusal with Retry-After; never a 5xx. */
function expectOneOutcome(answers: LightMyRequestResponse[], ok: number) {
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    if (answer.statusCode === 409) {
      expect(answer.json()).toMatchObject({ code: 'idempotency_in_progress' });
      expect(answer.headers['retry-after']).toBe('2');
    } else {
      expect(answer.statusCode, answer.body).toBe(ok);
    }
  }
  const successes = answers.filter((a) => a.statusCode === ok).map((a) => a.body);
  expect(successes.length).toBeGreaterThan(0);
  expect(new Set(successes).size).toBe(1);
}

test('five checkouts sent at once with one key make one subscription and one charge', async () => {
  const key = `checkout-${randomUUID()}`;
  const body = checkoutBody('meera@example.com');
  const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(body, key)));
  expectOneOutcome(answers, 201);
  expect(await rows(subscriptions)).toBe(1);
  expect(await rows(charges)).toBe(1);
  // Sent again later, the same key answers the same result, marked as a replay.
  const later = await checkout(body, key);
  expect(later.statusCode).toBe(201);
  expect(later.headers['idempotent-replayed']).toBe('true');
  expect(later.body).toBe(answers.find((a) => a.statusCode === 201)?.body);
});

test('the same key with a different body is refused with 422, and a malformed key with 400', async () => {
  const key = `checkout-${randomUUID()}`;
  expect((await checkout(checkoutBody('kabir@example.com'), key)).statusCode).toBe(201);
  const reused = await checkout(checkoutBody('kabir@example.com', 'monthly'), key);
  expect(reused.statusCode).toBe(422);
  expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  const bad = await checkout(checkoutBody('kabir@example.com'), 'no spaces allowed');
  expect(bad.statusCode).toBe(400);
});

test('five refunds sent at once with one key refund once', async () => {
  const list = (await t.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: admin })).json<
    AdminSubscriber[]
  >();
  const meera = list.find((s) => s.email === 'meera@example.com');
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/admin/subscribers/${meera?.id}`, headers: admin })
  ).json<AdminSubscriberDetail>();
  const chargeId = detail.charges[0]?.id;
  const payload = { amountCents: 2000, reason: 'Late pickup', idempotencyKey: randomUUID() };
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.app.inject({ method: 'POST', url: `/api/admin/charges/${chargeId}/refund`, headers: admin, payload }),
    ),
  );
  expectOneOutcome(answers, 200);
  expect(await rows(refunds)).toBe(1);
  const [charge] = await t.database.db
    .select()
    .from(charges)
    .where(sql`${charges.id} = ${chargeId}`);
  expect(charge?.refundedCents).toBe(2000);
});
