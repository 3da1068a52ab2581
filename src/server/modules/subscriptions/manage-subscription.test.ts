// The subscriber's own subscription: what comes next, cancel at period end and undo, upgrade to monthly, orders.
import { afterEach, expect, test } from 'vitest';
import { asc } from 'drizzle-orm';
import { charges, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testAuthConfig } from '../auth/auth-config';
import { bearer, signIn } from '../auth/auth-test-support';
import { createPasswordHasher } from '../auth/password-hasher';
import { userRepository } from '../auth/user-repository';
import { BILLING_ADDRESS } from './subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Subscribes through checkout on Wednesday 25 November 2026 and signs the new subscriber in. */
async function subscriber(cardNumber = '4242424242424242'): Promise<Record<string, string>> {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
        couponCode: 'GYMBRO',
      },
      cardDetails: { cardNumber, expiryMonth: '12', expiryYear: '2030', cvv: '123', cardholderName: 'Asha' },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 6000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [user] = await t.database.db.select().from(users);
  const hasher = createPasswordHasher(testAuthConfig.passwordHashCost);
  await userRepository(t.database.db).update(
    user?.id ?? 0,
    { passwordHash: await hasher.hash('saffron-lunchbox') },
    t.clock.now(),
  );
  return bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const moveTo = (iso: string) => t.app.jobs.advanceTo(new Date(iso), (instant) => t.clock.set(instant));
/** A fresh sign-in after the clock moved past the week-long idle timeout. */
const signInAgain = async () => bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));

test('the subscription says what was paid and what comes next: the pickup day and the next charge', async () => {
  const headers = await subscriber();
  expect((await get('/api/subscription', headers)).json()).toMatchObject({
    planType: 'weekly',
    status: 'active',
    currentPeriodStart: '2026-11-30',
    nextPickupDate: '2026-11-30',
    nextChargeAt: '2026-12-04T18:00:00.000Z',
    nextChargeAmount: 7500,
  });
  // Tuesday 1 December after the pickup window: Wednesday is next.
  t.clock.set(new Date('2026-12-01T20:30:00Z'));
  expect((await get('/api/subscription', headers)).json()).toMatchObject({ nextPickupDate: '2026-12-02' });
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/subscription' });
  expect(anonymous.statusCode).toBe(401);
});

test('cancelling ends the subscription at the period end with no further charge; undo before then keeps it', async () => {
  const headers = await subscriber();
  const cancel = await t.app.inject({ method: 'DELETE', url: '/api/subscription', headers });
  expect(cancel.json()).toEqual({
    success: true,
    message: 'Your subscription will end at the current period.',
  });
  expect((await get('/api/subscription', headers)).json()).toMatchObject({
    cancelAtPeriodEnd: true,
    nextChargeAt: null,
  });

  const undo = await t.app.inject({ method: 'POST', url: '/api/subscription/resume', headers });
  expect(undo.statusCode).toBe(200);
  expect((await get('/api/subscription', headers)).json()).toMatchObject({
    cancelAtPeriodEnd: false,
    nextChargeAt: '2026-12-04T18:00:00.000Z',
  });

  await t.app.inject({ method: 'DELETE', url: '/api/subscription', headers });
  await moveTo('2026-12-12T00:00:00Z');
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub?.status).toBe('cancelled');
  expect(await t.database.db.select().from(charges)).toHaveLength(1);
  const orders = (await get('/api/orders', await signInAgain())).json<{ status: string }[]>();
  expect(orders.map((o) => o.status)).toEqual(['completed']);
});

test('upgrading charges $195.00 now, once; the four weeks run from the paid week and $270 comes before the fifth', async () => {
  const headers = await subscriber();
  const body = {
    planType: 'monthly',
    confirmed: true,
    paymentDetails: {
      billingAddress: { address: '123 Main St', city: 'Irving', state: 'TX', zipCode: '75038' },
    },
  };
  const first = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers,
    payload: body,
  });
  expect(first.statusCode, first.body).toBe(200);
  const again = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers,
    payload: body,
  });
  expect(again.statusCode).toBe(409);
  expect((await get('/api/subscription', headers)).json()).toMatchObject({
    planType: 'monthly',
    currentPeriodEnd: '2026-12-25T20:00:00.000Z',
    nextChargeAt: '2026-12-25T18:00:00.000Z',
    nextChargeAmount: 27000,
  });
  await moveTo('2026-12-26T00:00:00Z');
  const rows = await t.database.db.select().from(charges).orderBy(asc(charges.createdAt));
  expect(rows.map((c) => [c.kind, c.amountCents, c.periodStart])).toEqual([
    ['period', 6000, '2026-11-30'],
    ['upgrade', 19500, '2026-11-30'],
    ['period', 27000, '2026-12-28'],
  ]);
  const orders = (await get('/api/orders', await signInAgain())).json<
    { weekStartDate: string; totalAmount: number }[]
  >();
  expect(orders.map((o) => [o.weekStartDate, o.totalAmount])).toEqual([
    ['2026-12-28', 27000],
    ['2026-12-07', 19500],
    ['2026-11-30', 6000],
  ]);
});

test('a refused upgrade answers 402 with the reason and leaves the plan weekly; a good card then pays it once', async () => {
  const headers = await subscriber();
  const [row] = await t.database.db.select().from(subscriptions);
  const goodCard = row?.cardId ?? '';
  // The sandbox keeps a card's behaviour in its id: this stored card now refuses every charge.
  await t.database.db.update(subscriptions).set({ cardId: 'sbx-card:declined:refused-upgrade' });
  const upgrade = () =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/subscription/upgrade',
      headers,
      payload: { planType: 'monthly', confirmed: true },
    });
  const refused = await upgrade();
  expect(refused.statusCode, refused.body).toBe(402);
  expect(refused.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
  expect(refused.json<{ message: string }>().message).toMatch(/Your plan is unchanged\.$/);
  expect((await get('/api/subscription', headers)).json()).toMatchObject({
    planType: 'weekly',
    status: 'active',
  });
  const kinds = async () =>
    (await t.database.db.select().from(charges)).map((c) => `${c.kind}:${c.status}`).sort();
  expect(await kinds()).toEqual(['period:succeeded']);

  await t.database.db.update(subscriptions).set({ cardId: goodCard });
  expect((await upgrade()).statusCode).toBe(200);
  expect((await get('/api/subscription', headers)).json()).toMatchObject({ planType: 'monthly' });
  expect(await kinds()).toEqual(['period:succeeded', 'upgrade:succeeded']);
});

test('an upgrade must be confirmed, and only weekly moves to monthly', async () => {
  const headers = await subscriber();
  const upgrade = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/subscription/upgrade', headers, payload });
  expect((await upgrade({ planType: 'monthly', confirmed: false })).statusCode).toBe(400);
  expect((await upgrade({ planType: 'weekly', confirmed: true })).statusCode).toBe(400);
  expect((await upgrade({ planType: 'monthly', confirmed: true })).statusCode).toBe(200);
  expect((await upgrade({ planType: 'monthly', confirmed: true })).json()).toMatchObject({
    code: 'CONFLICT',
  });
});

test('orders come newest first with amounts in cents and the spec fields', async () => {
  await subscriber();
  // Friday 4 December, after the 2:00 PM close of the first week's last pickup window.
  await moveTo('2026-12-04T20:30:00Z');
  const orders = (await get('/api/orders', await signInAgain())).json<Record<string, unknown>[]>();
  expect(orders).toHaveLength(2);
  expect(orders[0]).toEqual({
    id: expect.any(Number),
    reference: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
    weekStartDate: '2026-12-07',
    weeks: 1,
    totalAmount: 7500,
    // Texas sales tax included in the price (issue 43), and no account credit spent.
    netAmount: 6928,
    taxAmount: 572,
    creditApplied: 0,
    status: 'active',
    paymentStatus: 'successful',
    refundedAmount: 0,
    refundedAsCredit: 0,
    refundedAt: null,
    createdAt: '2026-12-04T18:00:00.000Z',
  });
  expect(orders[1]).toMatchObject({ weekStartDate: '2026-11-30', totalAmount: 6000, status: 'completed' });
});
