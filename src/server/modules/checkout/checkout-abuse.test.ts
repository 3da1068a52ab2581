// Strangers with only public calls cannot stop sales, end someone's reserved spot, guess coupons or list customers.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { emailMessages, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
});
afterAll(async () => {
  await t.close();
});
// Each test starts a fresh hour, so the limits of one do not spill into the next.
beforeEach(() => {
  t.clock.advance(2 * 60 * 60_000);
});

const hold = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    remoteAddress: ip,
    payload: { name: 'Visitor', email, phone: '4695550100', location: 'las-colinas', planType: 'weekly' },
  });

const complete = (subscriptionId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    remoteAddress: ip,
    payload: { subscriptionId, sourceId: 'cnon:card-nonce-ok', billingAddress: BILLING_ADDRESS },
  });

const buy = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    remoteAddress: ip,
    payload: {
      subscriptionData: { name: 'Buyer', email, phone: '4695550100', planType: 'weekly', location: 'irving' },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Buyer',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });

test('96 holds in a second cannot stop sales: limited per address, capped at a share of the phase, and a buyer pays', async () => {
  // From one address: its hourly limit (20) refuses the rest.
  const fromOne = await Promise.all(
    Array.from({ length: 30 }, (_, i) => hold(`bot${i}@example.com`, '198.51.100.66')),
  );
  expect(fromOne.filter((r) => r.statusCode === 200)).toHaveLength(20);
  expect(fromOne.filter((r) => r.statusCode === 429)).toHaveLength(10);
  // From 66 more addresses: unpaid holds stop at 20% of the phase's 100 spots.
  const spread = [];
  for (let i = 0; i < 66; i++) spread.push(await hold(`bot-${i}@example.com`, `203.0.113.${i + 1}`));
  expect(spread.filter((r) => r.statusCode === 200)).toHaveLength(0);
  const busy = spread[0];
  expect(busy?.statusCode).toBe(429);
  expect(busy?.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/checking out/),
  });
  expect(busy?.headers['retry-after']).toBe('60');
  // None of those holds takes a spot: a real buyer gets one, and the capacity check still says 100 are open.
  expect((await buy('real-buyer@example.com', '192.0.2.10')).statusCode).toBe(201);
  const capacity = await t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    remoteAddress: '192.0.2.11',
    payload: {
      planType: 'weekly',
      name: 'Next',
      email: 'next@example.com',
      phone: '4695550100',
      location: 'irving',
    },
  });
  expect(capacity.json()).toMatchObject({ available: true, spotsLeft: 99 });
});

test("a stranger's request for someone's e-mail is a hold of its own: the holder still pays, once", async () => {
  const mine = await hold('victim@example.com', '192.0.2.20');
  const { subscriptionId } = mine.json<{ subscriptionId: string }>();
  const theirs = await hold('victim@example.com', '203.0.113.99');
  expect(theirs.statusCode).toBe(200);
  const paid = await complete(subscriptionId, '192.0.2.20');
  expect(paid.statusCode, paid.body).toBe(200);
  // The first to pay wins; the stranger's hold for the same address has lapsed.
  const late = await complete(theirs.json<{ subscriptionId: string }>().subscriptionId, '203.0.113.99');
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  const rows = await t.database.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(sql`${subscriptions.email} = 'victim@example.com'`);
  expect(rows.map((r) => r.status).sort()).toEqual(['active', 'expired']);
});

test('holds are limited per e-mail as well as per address', async () => {
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await hold('same-person@example.com', `198.18.0.${i + 1}`));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
});

test('coupon guessing is limited per address; another address still checks its code', async () => {
  const guess = (code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      remoteAddress: ip,
      payload: { couponCode: code, planType: 'weekly' },
    });
  const guesses = [];
  for (let i = 0; i < 21; i++) guesses.push(await guess(`GUESS${i}`, '198.51.100.77'));
  expect(guesses.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
  expect(guesses[20]?.statusCode).toBe(429);
  expect(guesses[20]?.headers['retry-after']).toBeDefined();
  expect((await guess('GYMBRO', '192.0.2.30')).json()).toMatchObject({ valid: true });
});

test('the capacity check, which tells who is a customer, is limited per address', async () => {
  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-subscription-capacity',
      remoteAddress: '198.51.100.88',
      payload: { planType: 'weekly', name: 'Probe', email, phone: '4695550100', location: 'irving' },
    });
  const answers = [];
  for (let i = 0; i < 61; i++) answers.push(await ask(`probe${i}@example.com`));
  expect(answers.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
  expect(answers[60]?.statusCode).toBe(429);
  expect((await ask('real-buyer@example.com')).statusCode).toBe(429);
});

test("the capacity check, a hold and a coupon check answer a subscriber's address as anyone's; the subscriber is told by e-mail", async () => {
  expect((await buy('known@example.com', '192.0.2.40')).statusCode).toBe(201);
  const probe = '198.51.100.99';
  const capacity = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-subscription-capacity',
      remoteAddress: probe,
      payload: { planType: 'weekly', name: 'Probe', email, phone: '4695550100', location: 'irving' },
    });
  const coupon = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      remoteAddress: probe,
      payload: { couponCode: 'GYMBRO', planType: 'weekly', email },
    });
  const known = await capacity('Known@Example.com');
  const stranger = await capacity('stranger@example.com');
  expect(known.statusCode).toBe(200);
  expect(known.body).toBe(stranger.body);
  expect((await coupon('known@example.com')).body).toBe((await coupon('stranger@example.com')).body);
  const held = await hold('known@example.com', probe);
  expect(held.statusCode).toBe(200);
  expect(Object.keys(held.json<object>())).toEqual(
    Object.keys((await hold('other@example.com', probe)).json<object>()),
  );

  // The subscriber hears of it once that day, however often their address is tried.
  const told = await t.database.db
    .select({ to: emailMessages.recipientEmail, subject: emailMessages.subject })
    .from(emailMessages)
    .where(eq(emailMessages.template, 'checkout-while-subscribed'));
  expect(told).toEqual([
    { to: 'known@example.com', subject: 'A new Tiffin Fit checkout was started with your address' },
  ]);
});

test("a second plan for a subscriber's address is refused only at payment, a few times an hour per address", async () => {
  expect((await buy('payer@example.com', '192.0.2.50')).statusCode).toBe(201);
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await buy('payer@example.com', '198.51.100.120'));
  expect(answers.slice(0, 5).map((r) => r.json<{ code: string }>().code)).toEqual(
    Array(5).fill('ALREADY_SUBSCRIBED'),
  );
  expect(answers[5]?.statusCode).toBe(429);
  expect(answers[5]?.headers['retry-after']).toBeDefined();
  // Its limit spends nothing of anyone else's: another address still buys.
  expect((await buy('newcomer@example.com', '192.0.2.51')).statusCode).toBe(201);
  const rows = await t.database.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.email, 'payer@example.com')));
  expect(rows.map((r) => r.status)).toEqual(['active']);
});
