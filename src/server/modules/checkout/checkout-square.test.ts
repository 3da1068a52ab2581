// Checkout with Square taking the payments, against a local fake of Square's API: tokens only, never card numbers.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startSquareFakeServer, type SquareFakeServer } from '../../testing/square-fake-server';
import { createSquareTestApp } from '../../testing/square-test-app';
import { subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';

let square: SquareFakeServer;
let t: TestApp;

beforeEach(async () => {
  square = await startSquareFakeServer();
  t = await createSquareTestApp(square, new Date('2026-11-25T16:00:00Z'));
});
afterEach(async () => {
  await t.close();
  await square.stop();
});

const body = (payment: Record<string, unknown>) => ({
  subscriptionData: {
    name: 'Priya Patel',
    email: 'priya@example.com',
    phone: '4695550199',
    planType: 'weekly',
    location: 'irving',
    couponCode: null,
  },
  billingAddress: BILLING_ADDRESS,
  finalAmount: 7500,
  ...payment,
});

const pay = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/process-payment-and-create-subscription', payload });

test("a token from Square's card form pays the first week on a stored card", async () => {
  const res = await pay(body({ sourceId: 'cnon:card-nonce-ok', verificationToken: 'verf:abc' }));
  expect(res.statusCode, res.body).toBe(201);
  expect(square.payments).toHaveLength(1);
  expect(square.payments[0]).toMatchObject({ amount: 7500 });
  const paths = square.requests.map((r) => r.path);
  expect(paths).toEqual(['/v2/customers', '/v2/cards', '/v2/payments']);
});

test('with prices excluding tax, Square is asked for the price plus 8.25 % sales tax', async () => {
  const owner = await signInAdmin(t);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/sales-tax',
    headers: owner,
    payload: { rateBasisPoints: 825, inclusive: false },
  });
  expect(set.statusCode, set.body).toBe(200);
  const res = await pay(body({ sourceId: 'cnon:card-nonce-ok', finalAmount: 8119 }));
  expect(res.statusCode, res.body).toBe(201);
  expect(square.payments).toEqual([expect.objectContaining({ amount: 8119 })]);
});

test('raw card fields are refused in Square mode, before anything reaches Square', async () => {
  const res = await pay(
    body({
      cardDetails: {
        cardNumber: '4111111111111111',
        expiryMonth: '12',
        expiryYear: '2028',
        cvv: '111',
        cardholderName: 'Priya Patel',
      },
    }),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toMatch(/secure card form/);
  expect(square.requests).toHaveLength(0);
});

test("Square's decline answers 402 with its reason, and the spot is free again", async () => {
  const res = await pay(body({ sourceId: 'cnon:card-nonce-declined' }));
  expect(res.statusCode).toBe(402);
  expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).statusCode).toBe(201);
});

test("Square's origins are admitted by the content security policy in this mode only", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://sandbox.web.squarecdn.com");
  expect(csp).toContain('frame-src https://sandbox.web.squarecdn.com');
  const plain = await createTestApp();
  try {
    const sandbox = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(sandbox.headers['content-security-policy'])).not.toContain('squarecdn');
  } finally {
    await plain.close();
  }
});

test('when Square takes the payment but its answer is lost, the retry finds it and sets up the plan, charging once', async () => {
  square.failNext('hang', '/v2/payments');
  const first = await pay(body({ sourceId: 'cnon:card-nonce-ok' }));
  expect(first.statusCode).toBe(503);
  expect(first.json()).toMatchObject({ code: 'UNAVAILABLE' });
  expect(square.payments).toHaveLength(1);
  // The buyer tries again: the earlier payment is looked up (never charged again) and becomes the plan.
  const retry = await pay(body({ sourceId: 'cnon:card-nonce-ok' }));
  expect(retry.statusCode, retry.body).toBe(201);
  expect(retry.json<{ message: string }>().message).toMatch(
    /^Your first payment went through; we've set up your plan/,
  );
  expect(square.payments).toHaveLength(1);
  expect(square.requests.filter((r) => r.path.startsWith('/v2/payments?')).length).toBeGreaterThan(0);
  t.clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['settled']);
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).json()).toMatchObject({
    code: 'ALREADY_SUBSCRIBED',
  });
  await t.app.emailWorker.drain();
});

test('when Square takes the payment but its answer is lost and nobody retries, the job settles it within minutes', async () => {
  square.failNext('hang', '/v2/payments');
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).statusCode).toBe(503);
  t.clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['settled']);
  expect(square.payments).toHaveLength(1);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub?.status).toBe('active');
  await t.app.emailWorker.drain();
});

test('when Square does not answer before the card is stored, nothing was charged and the spot is released', async () => {
  square.failNext('hang', '/v2/customers');
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).statusCode).toBe(503);
  t.clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['released']);
  expect(await t.database.db.select().from(subscriptions)).toEqual([]);
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).statusCode).toBe(201);
  expect(square.payments).toHaveLength(1);
});

test('a payment Square authorized but never completed is voided by the reconciler and the spot released', async () => {
  square.failNext('hang', '/v2/payments');
  expect((await pay(body({ sourceId: 'cnon:card-nonce-ok' }))).statusCode).toBe(503);
  // As if Square had only authorized it: the lookup finds it approved.
  const [payment] = square.payments;
  if (payment) payment.status = 'APPROVED';
  t.clock.advance(3 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['released']);
  expect(square.payments[0]?.status).toBe('CANCELED');
  expect(await t.database.db.select().from(subscriptions)).toEqual([]);
});
