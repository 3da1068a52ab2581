// Checkout against the real app and database with the sandbox gateway: spots, coupons, payment, replays, declines.
import { afterEach, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProcessPaymentRequest } from '../../../contracts/checkout';
import {
  charges,
  checkoutAttempts,
  couponRedemptions,
  emailMessages,
  orders,
  subscriptions,
  users,
} from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bearer, signIn } from '../auth/auth-test-support';
import { testAuthConfig } from '../auth/auth-config';
import { createPasswordHasher } from '../auth/password-hasher';
import { userRepository } from '../auth/user-repository';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';
import { linesStream } from '../../testing/log-lines';

// Wednesday 25 November 2026, 10:00 AM Central: the first open service week starts Monday 30 November.
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function start(capacity?: { beta: number; inviteOnly: number }, logs?: string[]) {
  const base = testConfig();
  t = await createTestApp({
    now: WEDNESDAY,
    config: capacity ? { checkout: { ...base.checkout, capacity } } : {},
    deps: logs
      ? {
          logger: {
            level: 'trace',
            stream: linesStream(logs),
          },
        }
      : {},
  });
  return t;
}

function paymentBody(overrides: {
  email?: string;
  planType?: 'weekly' | 'monthly';
  couponCode?: string | null;
  cardNumber?: string;
  finalAmount?: number;
  card?: Partial<NonNullable<ProcessPaymentRequest['cardDetails']>>;
  address?: Partial<ProcessPaymentRequest['billingAddress']>;
}): ProcessPaymentRequest {
  const planType = overrides.planType ?? 'weekly';
  return {
    subscriptionData: {
      name: 'Priya Patel',
      email: overrides.email ?? 'priya@example.com',
      phone: '(469) 555-0199',
      planType,
      location: 'irving',
      launchPhase: 'phase1',
      couponCode: overrides.couponCode ?? null,
    },
    cardDetails: {
      cardNumber: overrides.cardNumber ?? '4242424242424242',
      expiryMonth: '12',
      expiryYear: '2028',
      cvv: '123',
      cardholderName: 'Priya Patel',
      ...overrides.card,
    },
    billingAddress: {
      address: '5000 N O Connor Blvd',
      city: 'Irving',
      state: 'TX',
      zipCode: '75039',
      ...overrides.address,
    },
    finalAmount: overrides.finalAmount ?? (planType === 'weekly' ? 7500 : 27000),
    couponApplied: Boolean(overrides.couponCode),
  };
}

const pay = (body: ProcessPaymentRequest, headers: Record<string, string> = {}, ip = '203.0.113.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: body,
    headers,
    remoteAddress: ip,
  });

const count = async (
  table:
    | typeof subscriptions
    | typeof charges
    | typeof orders
    | typeof users
    | typeof couponRedemptions
    | typeof emailMessages,
) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

/** A live subscription written straight to the database, taking a spot. */
async function liveSubscription(email: string) {
  const user = await userRepository(t.database.db).insert(
    { name: email, email, role: 'subscriber' },
    WEDNESDAY,
  );
  await subscriptionRepository(t.database.db).insert({
    publicId: `sub_seed_${email}`,
    userId: user?.id ?? null,
    email,
    name: email,
    planType: 'weekly',
    status: 'active',
    launchPhase: 'inviteOnly',
    location: 'irving',
    createdAt: WEDNESDAY,
    updatedAt: WEDNESDAY,
  });
}

test('GYMBRO takes 20% off the first week of the weekly plan only; unknown codes are refused', async () => {
  await start();
  const check = (couponCode: string, planType: string) =>
    t.app.inject({ method: 'POST', url: '/api/validate-coupon', payload: { couponCode, planType } });

  const weekly = await check('gymbro', 'weekly');
  expect(weekly.json()).toEqual({
    valid: true,
    coupon: { code: 'GYMBRO', description: '20% off your first week' },
    discountAmount: 1500,
    finalPrice: 6000,
    message: 'You saved $15.00.',
  });
  const monthly = (await check('GYMBRO', 'monthly')).json<{
    valid: boolean;
    message: string;
    finalPrice: number;
  }>();
  expect(monthly).toMatchObject({ valid: false, finalPrice: 27000 });
  expect(monthly.message).toMatch(/weekly/i);
  expect((await check('FREELUNCH', 'weekly')).json()).toMatchObject({
    valid: false,
    coupon: null,
    message: 'This coupon code is not valid.',
  });
});

test('a paid checkout makes the account, the subscription, its first order and three e-mails', async () => {
  await start();
  const res = await pay(paymentBody({ couponCode: 'GYMBRO', finalAmount: 6000 }));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{
    subscriptionId: string;
    orderId: number;
    amountCharged: number;
    firstPickupDate: string;
  }>();
  expect(body).toMatchObject({ success: true, amountCharged: 6000, firstPickupDate: '2026-11-30' });
  expect(body.subscriptionId).toMatch(/^sub_[A-Za-z0-9_-]{24}$/);
  expect(res.json<{ message: string }>().message).toContain('November 30, 2026');

  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({
    status: 'active',
    planType: 'weekly',
    launchPhase: 'inviteOnly',
    clientPhase: 'phase1',
    cardBrand: 'visa',
    cardLast4: '4242',
    currentPeriodStart: '2026-11-30',
    currentPeriodEnd: new Date('2026-12-04T20:00:00Z'),
    couponCode: 'GYMBRO',
    holdExpiresAt: null,
  });
  const [charge] = await t.database.db.select().from(charges);
  expect(charge).toMatchObject({
    status: 'succeeded',
    amountCents: 6000,
    discountCents: 1500,
    periodStart: '2026-11-30',
  });
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({
    id: body.orderId,
    weekStartDate: '2026-11-30',
    totalAmountCents: 6000,
    status: 'active',
    paymentStatus: 'successful',
  });
  const mail = await t.database.db.select().from(emailMessages).orderBy(emailMessages.id);
  expect(mail.map((m) => m.template).sort()).toEqual([
    'account-setup',
    'order-confirmation',
    'subscription-confirmation',
  ]);
  expect(new Set(mail.map((m) => m.recipientEmail))).toEqual(new Set(['priya@example.com']));
  expect(await count(couponRedemptions)).toBe(1);
});

test('the new subscriber gets a set-up e-mail, and once signed in sees the plan', async () => {
  await start();
  expect((await pay(paymentBody({}))).statusCode).toBe(201);
  const [user] = await t.database.db.select().from(users);
  expect(user).toMatchObject({ email: 'priya@example.com', phone: '(469) 555-0199', passwordHash: null });
  // Choosing the password from the link is the reset flow's (password-reset.test.ts); here it is set directly.
  const hasher = createPasswordHasher(testAuthConfig.passwordHashCost);
  await userRepository(t.database.db).update(
    user?.id ?? 0,
    { passwordHash: await hasher.hash('lunchbox-priya') },
    WEDNESDAY,
  );
  const token = await signIn(t, 'priya@example.com', 'lunchbox-priya');
  const sub = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) });
  expect(sub.statusCode).toBe(200);
  expect(sub.json()).toMatchObject({
    planType: 'weekly',
    status: 'active',
    cancelAtPeriodEnd: false,
    paymentStatus: 'successful',
    currentPeriodEnd: '2026-12-04T20:00:00.000Z',
    card: { brand: 'visa', last4: '4242' },
  });
});

test('the server recomputes the price: a total that differs answers 409 PRICE_CHANGED and charges nothing', async () => {
  await start();
  const res = await pay(paymentBody({ couponCode: 'GYMBRO', finalAmount: 7500 }));
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED' });
  expect(res.json<{ message: string }>().message).toContain('$60.00');
  const monthly = await pay(paymentBody({ planType: 'monthly', couponCode: 'GYMBRO', finalAmount: 21600 }));
  expect(monthly.statusCode).toBe(409);
  expect(await count(subscriptions)).toBe(0);
  expect(await count(charges)).toBe(0);
});

test('a declined card answers 402 with the reason and leaves nothing behind', async () => {
  await start();
  for (const [cardNumber, reason] of [
    ['4000000000000002', /declined/i],
    ['4000000000009995', /insufficient funds/i],
  ] as const) {
    const res = await pay(paymentBody({ cardNumber, couponCode: 'GYMBRO', finalAmount: 6000 }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringMatching(reason) });
  }
  expect(await count(subscriptions)).toBe(0);
  expect(await count(charges)).toBe(0);
  expect(await count(users)).toBe(0);
  expect(await count(couponRedemptions)).toBe(0);
  expect(await count(emailMessages)).toBe(0);
  // The spot and the coupon are free again: the same person pays with another card.
  expect((await pay(paymentBody({ couponCode: 'GYMBRO', finalAmount: 6000 }))).statusCode).toBe(201);
});

test('the same checkout sent twice charges once and answers the same', async () => {
  await start();
  const key = { 'idempotency-key': 'checkout-attempt-0001' };
  const first = await pay(paymentBody({}), key);
  const again = await pay(paymentBody({}), key);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await count(charges)).toBe(1);
  expect(await count(subscriptions)).toBe(1);
});

test('two tabs paying at once for one e-mail make one subscription and one charge', async () => {
  await start();
  const results = await Promise.all([
    pay(paymentBody({}), { 'idempotency-key': 'tab-one-0001' }),
    pay(paymentBody({}), { 'idempotency-key': 'tab-two-0002' }),
  ]);
  // The second waits for the first (409), comes after it (already subscribed), or finds the first one's payment
  // and answers that it went through: however the two interleave, one charge.
  const paid = results.filter((r) => r.statusCode === 201).map((r) => r.json<{ message: string }>().message);
  expect(paid.filter((m) => m.startsWith('Payment successful!'))).toHaveLength(1);
  expect(paid.filter((m) => !m.startsWith('Payment successful!'))).toEqual(
    paid.length === 2 ? [expect.stringMatching(/^Your first payment went through/)] : [],
  );
  for (const other of results.filter((r) => r.statusCode !== 201)) {
    expect(other.statusCode).toBe(409);
    expect(['CHECKOUT_IN_PROGRESS', 'ALREADY_SUBSCRIBED']).toContain(other.json<{ code: string }>().code);
  }
  expect(await count(charges)).toBe(1);
  expect(await count(subscriptions)).toBe(1);
  // And after it went through, the address is told to sign in.
  const later = await pay(paymentBody({}), { 'idempotency-key': 'tab-three-0003' });
  expect(later.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
});

test('20 simultaneous signups for the last 3 spots make exactly 3 subscriptions', async () => {
  await start({ beta: 27, inviteOnly: 5 });
  await liveSubscription('one@example.com');
  await liveSubscription('two@example.com');
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      pay(paymentBody({ email: `diner${i}@example.com` }), {}, `198.51.100.${i + 1}`),
    ),
  );
  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  expect(statuses.filter((s) => s === 409)).toHaveLength(17);
  for (const refused of results.filter((r) => r.statusCode === 409)) {
    expect(refused.json()).toEqual({
      message: "This phase is now full. You'll be redirected to join the waitlist.",
      code: 'AT_CAPACITY',
      shouldRedirectToWaitlist: true,
    });
  }
  expect(await count(subscriptions)).toBe(5);
  expect(await count(charges)).toBe(3);
});

test('the capacity check answers 200 with spots left, 409 with the waitlist redirect when full', async () => {
  await start({ beta: 27, inviteOnly: 1 });
  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-subscription-capacity',
      payload: {
        phase: 'phase1',
        planType: 'weekly',
        name: 'Ravi',
        email,
        phone: '4695550100',
        location: 'irving',
      },
    });
  expect((await ask('ravi@example.com')).json()).toMatchObject({
    available: true,
    spotsLeft: 1,
    launchPhase: 'inviteOnly',
  });
  await liveSubscription('taken@example.com');
  const full = await ask('ravi@example.com');
  expect(full.statusCode).toBe(409);
  expect(full.json()).toMatchObject({ code: 'AT_CAPACITY', shouldRedirectToWaitlist: true });
  // The subscriber's own address is answered as anyone's: the check does not tell who is a customer.
  const mine = await ask('TAKEN@example.com');
  expect(mine.statusCode).toBe(409);
  expect(mine.body).toBe(full.body);
  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    payload: { planType: 'weekly', name: '', email: 'a@example.com', phone: '', location: 'irving' },
  });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({
    code: 'VALIDATION',
    message: expect.stringContaining('Please fill in all required fields'),
    fields: { name: 'Please fill in all required fields' },
  });
});

test('the card and address rules answer with the spec messages', async () => {
  await start();
  const cases: [Parameters<typeof paymentBody>[0], RegExp][] = [
    [{ cardNumber: '4242 4242' }, /valid card number/],
    [{ cardNumber: '4242424242424241' }, /not valid. Please check/],
    [{ cardNumber: '3530111333300000' }, /only accept US-issued cards/],
    [{ cardNumber: '378282246310005', card: { cvv: '123' } }, /CVV/],
    [{ card: { expiryYear: '2026', expiryMonth: '10' } }, /expired/],
    [{ address: { state: 'ZZ' } }, /state/i],
    [{ address: { zipCode: '7503' } }, /ZIP/],
    [{ address: { city: ' ' } }, /billing address/],
  ];
  for (const [overrides, message] of cases) {
    const res = await pay(paymentBody(overrides));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(res.json<{ message: string }>().message, JSON.stringify(overrides)).toMatch(message);
  }
  expect(await count(subscriptions)).toBe(0);
});

test('payment attempts are limited per e-mail per hour, with Retry-After', async () => {
  await start();
  for (let i = 0; i < 5; i++) {
    expect((await pay(paymentBody({ cardNumber: '4000000000000002' }))).statusCode).toBe(402);
  }
  const limited = await pay(paymentBody({}));
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBe('3600');
  t.clock.advance(61 * 60_000);
  expect((await pay(paymentBody({}))).statusCode).toBe(201);
});

test('card numbers and CVVs never reach the log or the database', async () => {
  const logs: string[] = [];
  await start(undefined, logs);
  expect((await pay(paymentBody({ cardNumber: '4000000000000341', card: { cvv: '987' } }))).statusCode).toBe(
    201,
  );
  expect(
    (await pay(paymentBody({ email: 'x@example.com', cardNumber: '4000000000000002', card: { cvv: '987' } })))
      .statusCode,
  ).toBe(402);
  const dump = JSON.stringify(
    await Promise.all(
      ['subscriptions', 'charges', 'orders', 'users', 'email_messages', 'jobs', 'checkout_attempts'].map(
        async (table) => {
          const result: unknown = await t.database.db.execute(sql.raw(`select * from ${table}`));
          return result;
        },
      ),
    ),
  );
  for (const secret of ['4000000000000341', '4000000000000002', '4000 0000', '"987"']) {
    expect(dump).not.toContain(secret);
    expect(logs.join('\n')).not.toContain(secret);
  }
  expect(logs.length).toBeGreaterThan(0);
});

test('the two-step page holds a spot, then completes with the sandbox nonce, once', async () => {
  await start();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '4695550111',
      location: 'las-colinas',
      dietaryRestrictions: 'none',
      planType: 'monthly',
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { subscriptionId, atCapacity } = created.json<{ subscriptionId: string; atCapacity: boolean }>();
  expect(atCapacity).toBe(false);
  const complete = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/complete-payment',
      payload: {
        subscriptionId,
        sourceId: 'cnon:card-nonce-ok',
        verificationToken: null,
        billingAddress: BILLING_ADDRESS,
      },
    });
  const first = await complete();
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ success: true, firstPickupDate: '2026-11-30' });
  expect((await complete()).json()).toMatchObject({ success: true });
  const [charge] = await t.database.db.select().from(charges);
  expect(charge).toMatchObject({ amountCents: 27000, weeks: 4 });
  expect(await count(charges)).toBe(1);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({
    status: 'active',
    location: 'las-colinas',
    dietaryRestrictions: 'none',
    currentPeriodEnd: new Date('2026-12-25T20:00:00Z'),
  });

  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    payload: {
      subscriptionId: 'sub_guessed',
      sourceId: 'cnon:card-nonce-ok',
      billingAddress: BILLING_ADDRESS,
    },
  });
  expect(unknown.statusCode).toBe(404);
});

test('an unpaid two-step hold takes no spot: a paying buyer gets the last one, and the holder is sent to the waitlist', async () => {
  await start({ beta: 27, inviteOnly: 1 });
  const hold = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { name: 'Kiran', email, phone: '4695550111', location: 'las-colinas', planType: 'weekly' },
    });
  const created = await hold('kiran@example.com');
  const { subscriptionId } = created.json<{ subscriptionId: string }>();
  // Another visitor can still pay: the unpaid hold does not stop sales.
  expect((await pay(paymentBody({ email: 'asha@example.com' }))).statusCode).toBe(201);
  const late = await t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    payload: { subscriptionId, sourceId: 'cnon:card-nonce-ok', billingAddress: BILLING_ADDRESS },
  });
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({ code: 'AT_CAPACITY', shouldRedirectToWaitlist: true });
  expect(await count(charges)).toBe(1);
});

test('a hold lapses after 30 minutes unpaid', async () => {
  await start();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '4695550111',
      location: 'las-colinas',
      planType: 'weekly',
    },
  });
  const { subscriptionId } = created.json<{ subscriptionId: string }>();
  t.clock.advance(31 * 60_000);
  const late = await t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    payload: { subscriptionId, sourceId: 'cnon:card-nonce-ok', billingAddress: BILLING_ADDRESS },
  });
  expect(late.statusCode).toBe(409);
  expect(late.json<{ message: string }>().message).toMatch(/expired/);
});

test('the nightly upkeep marks abandoned holds expired and forgets finished payment attempts after a month', async () => {
  await start();
  await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '4695550111',
      location: 'las-colinas',
      planType: 'weekly',
    },
  });
  expect((await pay(paymentBody({ cardNumber: '4000000000000002' }))).statusCode).toBe(402);
  // Thursday 26 November, 3:45 AM Central has passed.
  t.clock.set(new Date('2026-11-26T10:00:00Z'));
  expect(await t.app.jobs.runDue(['checkout.housekeeping'])).toEqual([
    {
      name: 'checkout.housekeeping',
      key: 'checkout.housekeeping@2026-11-26T09:45:00.000Z',
      outcome: 'expired 1',
    },
  ]);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub?.status).toBe('expired');
  t.clock.set(new Date('2026-12-27T10:00:00Z'));
  await t.app.jobs.runDue(['checkout.housekeeping']);
  const left = await t.database.db.execute(sql`select count(*)::int as n from checkout_attempts`);
  expect(JSON.stringify(left)).toContain('"n":0');
});

test('the billing address given at checkout is kept on the profile, and only on the profile', async () => {
  await start();
  const hasher = createPasswordHasher(testAuthConfig.passwordHashCost);
  const profileOf = async (email: string) => {
    const user = await userRepository(t.database.db).findByEmail(email);
    await userRepository(t.database.db).update(
      user?.id ?? 0,
      { passwordHash: await hasher.hash('lunchbox-address') },
      WEDNESDAY,
    );
    const token = await signIn(t, email, 'lunchbox-address');
    return (await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).json<{
      address: string;
    }>();
  };

  // One step: the card's address, its state written as its code.
  const paid = await pay(paymentBody({ address: { address: ' 5000 N O Connor Blvd ', state: 'tx' } }));
  expect(paid.statusCode, paid.body).toBe(201);
  expect((await profileOf('priya@example.com')).address).toBe('5000 N O Connor Blvd, Irving, TX 75039');

  // Two steps: the address comes with the payment.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '4695550111',
      location: 'las-colinas',
      dietaryRestrictions: 'none',
      planType: 'weekly',
    },
  });
  const { subscriptionId } = created.json<{ subscriptionId: string }>();
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    payload: { subscriptionId, sourceId: 'cnon:card-nonce-ok', billingAddress: BILLING_ADDRESS },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const { address, city, state, zipCode } = BILLING_ADDRESS;
  expect((await profileOf('kiran@example.com')).address).toBe(`${address}, ${city}, ${state} ${zipCode}`);

  // The settled attempts do not keep a copy.
  const kept = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkoutAttempts)
    .where(sql`${checkoutAttempts.billingAddress} is not null`);
  expect(kept).toEqual([{ n: 0 }]);
});
