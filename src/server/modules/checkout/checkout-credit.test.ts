// Account credit on checkout's first charge (issue 43): a signed-in account's own credit goes before the card, once,
// with the attempt's guarantees (written first, replayed, reconciled); a declined card or a lost attempt gives it back.
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { charges, checkoutAttempts, orders, sandboxLedger, subscriptions } from '../../db/schema';
import { throwOnceAt } from '../../faults';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { splitFirstCharge } from '../../../domain/first-charge';
import { cents } from '../../../domain/money';
import { creditRepository } from '../credit/credit-repository';
import { BILLING_ADDRESS, sentEmails } from '../subscriptions/subscription-test-support';

// Wednesday 25 November 2026, 10:00 AM Central: the first open service week starts Monday 30 November.
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');
const EMAIL = 'meera@example.com';
const PASSWORD = 'gift-card-lunches';
const PAYING = '4242424242424242';
const DECLINED = '4000000000000002';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** An account holding credit and no plan yet (a gift card redeemed before subscribing), signed in. */
async function accountWithCredit(
  amountCents: number,
): Promise<{ userId: number; headers: Record<string, string> }> {
  const user = await createUser(t, { email: EMAIL, password: PASSWORD, name: 'Meera' });
  await t.database.db.transaction(async (tx) => {
    const credit = creditRepository(tx);
    await credit.lockBalance(user.id);
    await credit.add({ userId: user.id, amountCents, reason: 'gift_card' }, t.clock.now());
  });
  return { userId: user.id, headers: bearer(await signIn(t, EMAIL, PASSWORD)) };
}

function pay(headers: Record<string, string>, options: { email?: string; cardNumber?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    headers,
    payload: {
      subscriptionData: {
        name: 'Meera',
        email: options.email ?? EMAIL,
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: options.cardNumber ?? PAYING,
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Meera',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });
}

const balanceOf = (userId: number) => creditRepository(t.database.db).balanceOf(userId);
/** What the card was asked for and what it answered, as the sandbox gateway recorded it. */
const cardCharges = async () =>
  (await t.database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'charge'))).map((r) => ({
    outcome: r.outcome,
    amount: r.amountCents,
  }));

test("a signed-in account's credit pays part of the first charge; the card pays the rest and the receipt says so", async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId, headers } = await accountWithCredit(2000);

  const paid = await pay(headers);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 5500, creditApplied: 2000 });
  expect(await cardCharges()).toEqual([{ outcome: 'succeeded', amount: 5500 }]);
  expect(await balanceOf(userId)).toBe(0);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 7500, creditAppliedCents: 2000, userId });

  const history = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers });
  expect(history.json<{ entries: { amount: number; reason: string }[] }>().entries[0]).toMatchObject({
    amount: -2000,
    reason: 'charge',
  });
  const receipt = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
  expect(receipt.json<unknown[]>()[0]).toMatchObject({
    totalAmount: 7500,
    creditApplied: 2000,
  });
  expect((await sentEmails(t)).map((m) => m.template)).toContain('order-confirmation');
});

test('credit that covers the whole first week pays it with no card charge; the card is kept for the renewals', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId, headers } = await accountWithCredit(10_000);

  const replayable = { ...headers, 'idempotency-key': 'first-week-by-gift-card' };
  const paid = await pay(replayable);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 0, creditApplied: 7500 });
  expect(await cardCharges()).toEqual([]);
  expect(await balanceOf(userId)).toBe(2500);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({ status: 'active', cardLast4: '4242' });
  const [charge] = await t.database.db.select().from(charges);
  expect(charge).toMatchObject({ status: 'succeeded', creditCents: 7500, gatewayPaymentId: null });

  // A replay of the same request answers the same and spends nothing more.
  const again = await pay(replayable);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toMatchObject({ orderId: paid.json<{ orderId: number }>().orderId });
  expect(await balanceOf(userId)).toBe(2500);
});

test("an address's credit is never spent by a checkout that is not signed in as its account", async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId } = await accountWithCredit(2000);
  const other = await createUser(t, { email: 'ravi@example.com', password: 'ravi-lunchbox' });
  const ravi = bearer(await signIn(t, 'ravi@example.com', 'ravi-lunchbox'));

  // Someone else signed in, typing Meera's address: the whole price on the card, Meera's credit untouched.
  const paid = await pay(ravi);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 7500 });
  expect(paid.json()).not.toHaveProperty('creditApplied');
  expect(await cardCharges()).toEqual([{ outcome: 'succeeded', amount: 7500 }]);
  expect(await balanceOf(userId)).toBe(2000);
  expect(await balanceOf(other.id)).toBe(0);
});

test('a declined card leaves the credit where it was, and the next try spends it once', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId, headers } = await accountWithCredit(2000);

  const declined = await pay(headers, { cardNumber: DECLINED });
  expect(declined.statusCode, declined.body).toBe(402);
  expect(await balanceOf(userId)).toBe(2000);

  const paid = await pay(headers);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 5500, creditApplied: 2000 });
  expect(await balanceOf(userId)).toBe(0);
});

test('a crash before the card is kept releases a fully covered attempt and gives its credit back, once', async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { faults: throwOnceAt('checkout.customer-created') } });
  const { userId, headers } = await accountWithCredit(7500);

  expect((await pay(headers)).statusCode).toBe(500);
  expect(await balanceOf(userId)).toBe(0);
  t.clock.advance(10 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['released']);
  expect(await balanceOf(userId)).toBe(7500);
  expect(await t.database.db.select().from(subscriptions)).toEqual([]);
  t.clock.advance(10 * 60_000);
  await t.app.jobs.runDue(['checkout.reconcile']);
  expect(await balanceOf(userId)).toBe(7500);
});

test('a crash after the card is kept settles a fully covered attempt from the reconciler, with no card charge', async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { faults: throwOnceAt('checkout.card-saved') } });
  const { userId, headers } = await accountWithCredit(7500);

  expect((await pay(headers)).statusCode).toBe(500);
  t.clock.advance(10 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['settled']);
  const [attempt] = await t.database.db.select().from(checkoutAttempts);
  expect(attempt).toMatchObject({ state: 'settled', amountCents: 0 });
  expect(await t.database.db.select().from(orders)).toHaveLength(1);
  expect(await cardCharges()).toEqual([]);
  expect(await balanceOf(userId)).toBe(0);
});

test('a crash after a part-covered charge is answered: the reconciler settles it and the credit is spent once', async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { faults: throwOnceAt('checkout.charge-answered') } });
  const { userId, headers } = await accountWithCredit(2000);

  expect((await pay(headers)).statusCode).toBe(500);
  t.clock.advance(10 * 60_000);
  expect((await t.app.jobs.runDue(['checkout.reconcile'])).map((r) => r.outcome)).toEqual(['settled']);
  expect(await cardCharges()).toEqual([{ outcome: 'succeeded', amount: 5500 }]);
  expect(await balanceOf(userId)).toBe(0);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 7500, creditAppliedCents: 2000 });
});

test("the two-step checkout's payment spends the signed-in holder's credit the same way", async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId, headers } = await accountWithCredit(3000);
  const hold = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: { name: 'Meera', email: EMAIL, phone: '4695550100', location: 'irving', planType: 'weekly' },
  });
  expect(hold.statusCode, hold.body).toBe(200);
  const complete = await t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    headers,
    payload: {
      subscriptionId: hold.json<{ subscriptionId: string }>().subscriptionId,
      sourceId: 'cnon:card-nonce-ok',
      billingAddress: BILLING_ADDRESS,
    },
  });
  expect(complete.statusCode, complete.body).toBe(200);
  expect(await cardCharges()).toEqual([{ outcome: 'succeeded', amount: 4500 }]);
  expect(await balanceOf(userId)).toBe(0);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 7500, creditAppliedCents: 3000 });
});

/** The capacity check the details step makes before the payment step, as the browser sends it. */
function checkCapacity(headers: Record<string, string>, email = EMAIL) {
  return t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    headers,
    payload: { planType: 'weekly', name: 'Meera', email, phone: '4695550100', location: 'irving' },
  });
}

test('the payment step is told the credit it will spend, and the card is charged what it then shows, whatever the credit', async () => {
  // Smaller than, equal to and larger than the $75.00 first week.
  for (const [i, credit] of [2000, 7500, 12_000].entries()) {
    if (i > 0) await t.close();
    t = await createTestApp({ now: WEDNESDAY });
    const { userId, headers } = await accountWithCredit(credit);
    const checked = await checkCapacity(headers);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ available: true, accountCredit: credit });

    // What the page shows from that answer, and what the server then does.
    const shown = splitFirstCharge({
      total: cents(7500),
      accountCredit: checked.json<{ accountCredit: number }>().accountCredit,
    });
    const paid = await pay(headers);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ amountCharged: shown.card, creditApplied: shown.accountCredit });
    expect(await cardCharges()).toEqual(shown.card > 0 ? [{ outcome: 'succeeded', amount: shown.card }] : []);
    // What the page says is left for the renewals is what the account keeps.
    expect(await balanceOf(userId)).toBe(credit - shown.accountCredit);
    expect(shown.creditLeft).toBe(credit - shown.accountCredit);
  }
});

test('only the signed-in holder of the address typed is told of its credit; anyone else hears 0', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { headers } = await accountWithCredit(2000);

  expect((await checkCapacity({})).json()).toMatchObject({ accountCredit: 0 });
  expect((await checkCapacity(headers, 'someone.else@example.com')).json()).toMatchObject({
    accountCredit: 0,
  });
  expect((await checkCapacity(headers)).json()).toMatchObject({ accountCredit: 2000 });

  const hold = (withHeaders: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: withHeaders,
      payload: { name: 'Meera', email: EMAIL, phone: '4695550100', location: 'irving', planType: 'weekly' },
    });
  const anonymous = await hold({});
  expect(anonymous.statusCode, anonymous.body).toBe(200);
  expect(anonymous.json()).toMatchObject({ atCapacity: false, accountCredit: 0 });
  expect((await hold(headers)).json()).toMatchObject({ atCapacity: false, accountCredit: 2000 });
});

test('the payment step may read the credit again: the holder hears the balance as it is now, anyone else 0, and nothing is held', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const { userId, headers } = await accountWithCredit(2000);
  const reread = (withHeaders: Record<string, string>, email = EMAIL) =>
    t.app.inject({ method: 'POST', url: '/api/checkout-credit', headers: withHeaders, payload: { email } });

  expect((await reread(headers)).json()).toEqual({ accountCredit: 2000 });
  // The credit grows after the capacity check (a gift card redeemed in another tab): the step hears it.
  await t.database.db.transaction(async (tx) => {
    const credit = creditRepository(tx);
    await credit.lockBalance(userId);
    await credit.add({ userId, amountCents: 8000, reason: 'gift_card' }, t.clock.now());
  });
  expect((await reread(headers, ` ${EMAIL.toUpperCase()} `)).json()).toEqual({ accountCredit: 10_000 });

  // Nobody learns whether another address has credit: not signed in, or signed in as someone else.
  const visitor = await reread({});
  expect(visitor.statusCode, visitor.body).toBe(200);
  expect(visitor.json()).toEqual({ accountCredit: 0 });
  expect((await reread(headers, 'someone.else@example.com')).json()).toEqual({ accountCredit: 0 });
  await createUser(t, { email: 'ravi@example.com', password: PASSWORD, name: 'Ravi' });
  const other = bearer(await signIn(t, 'ravi@example.com', PASSWORD));
  expect((await reread(other)).json()).toEqual({ accountCredit: 0 });

  // A bad address is a 400 with the field, never a 500.
  const bad = await reread(headers, 'not an address');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { email: expect.any(String) } });

  // Reading spends nothing and holds nothing: the payment then spends the credit as it is.
  const paid = await pay(headers);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 0, creditApplied: 7500 });
  expect(await balanceOf(userId)).toBe(2500);
});
