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

test('one client keeps at most 3 unpaid holds, far below the cap: it cannot close the two-step checkout for anyone', async () => {
  // 120 calls from one address, and more from the rest of its IPv6 /64: 3 holds in all.
  const fromOne = await Promise.all(
    Array.from({ length: 120 }, (_, i) => hold(`bot${i}@example.com`, '198.51.100.66')),
  );
  expect(fromOne.filter((r) => r.statusCode === 200)).toHaveLength(3);
  const refused = fromOne.find((r) => r.statusCode === 429);
  expect(refused?.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/checkouts started/),
  });
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(29 * 60);
  const v6 = [];
  for (let i = 0; i < 6; i++) v6.push(await hold(`v6-${i}@example.com`, `2001:db8:66:1::${i + 1}`));
  expect(v6.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
  // Someone else, from another address, still gets a hold and pays for it.
  const theirs = await hold('real-holder@example.com', '192.0.2.9');
  expect(theirs.statusCode).toBe(200);
  const { subscriptionId } = theirs.json<{ subscriptionId: string }>();
  expect((await complete(subscriptionId, '192.0.2.9')).statusCode).toBe(200);
  // Once its holds lapse (30 minutes), a client within its hourly calls may hold again.
  t.clock.advance(31 * 60_000);
  expect((await hold('v6-again@example.com', '2001:db8:66:1::99')).statusCode).toBe(200);
});

test('many clients together meet the cap on unpaid holds (20% of the spots); those holds take no spot', async () => {
  const spread = [];
  for (let i = 0; i < 30; i++) spread.push(await hold(`bot-${i}@example.com`, `203.0.113.${(i % 10) + 1}`));
  // 3 from each of 7 addresses would be 21: the cap of 20 (of 100 spots) stops the 21st.
  expect(spread.filter((r) => r.statusCode === 200)).toHaveLength(20);
  const busy = spread.find((r) => r.statusCode === 429 && /checking out/.test(r.body));
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
  expect(capacity.json()).toMatchObject({ available: true, spotsLeft: 98 });
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

test('the capacity check is limited per address', async () => {
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
