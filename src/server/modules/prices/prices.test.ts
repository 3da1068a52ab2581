// Price changes with notice on the real app and database (issue 43): the e-mail, new signups at once, earlier
// subscribers from the first charge 30 days on, past orders unchanged, once across instances.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { charges, orders, sandboxLedger, subscriptions } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { changePrice } from './price-test-support';
import {
  BILLING_ADDRESS,
  moveTo,
  sentEmails,
  signInAgain,
  subscribeAndSignIn,
} from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 18 November 2026, 10:00 AM Central: 30 days later is Friday 18 December, before its noon run. */
const ANNOUNCED = new Date('2026-11-18T16:00:00Z');

async function chargesOf(email: string) {
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email));
  const rows = await t.database.db
    .select()
    .from(charges)
    .where(eq(charges.subscriptionId, sub?.id ?? 0))
    .orderBy(asc(charges.periodStart));
  return rows.map((c) => [c.periodStart, c.amountCents, c.status]);
}

test('a new price is e-mailed to the plan, paid by new signups at once and by earlier ones 30 days on', async () => {
  t = await createTestApp({ now: new Date(ANNOUNCED.getTime() - 3_600_000) });
  const asha = await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  const owner = await signInAdmin(t);
  t.clock.set(ANNOUNCED);

  const changed = await changePrice(t, owner, { planType: 'weekly', priceCents: 8000 });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json()).toMatchObject({
    message:
      'New Weekly Plan subscribers pay $80.00 from now. 1 subscriber was told by e-mail; they pay it from the charge of December 18, 2026.',
    change: {
      planType: 'weekly',
      priceCents: 8000,
      previousCents: 7500,
      existingFrom: '2026-12-18',
      notified: 1,
    },
  });
  expect((await sentEmails(t)).filter((m) => m.template === 'price-change')).toEqual([
    {
      template: 'price-change',
      to: 'asha@example.com',
      subject: 'Your Weekly Plan will cost $80.00 from December 18, 2026',
    },
  ]);
  const listed = await t.app.inject({ method: 'GET', url: '/api/admin/prices', headers: owner });
  expect(listed.json()).toMatchObject({
    plans: [
      { planType: 'weekly', priceCents: 8000 },
      { planType: 'monthly', priceCents: 27000 },
    ],
    noticeDays: 30,
  });

  // The subscriber's dashboard says it too, while the next charge keeps the old price.
  const mine = (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: asha })).json();
  expect(mine).toMatchObject({
    nextChargeAmount: 7500,
    upcomingPrice: { priceCents: 8000, from: '2026-12-18', nowCents: 7500 },
  });

  const publicPrices = await t.app.inject({ method: 'GET', url: '/api/plans' });
  expect(publicPrices.json()).toEqual({
    plans: [
      { planType: 'weekly', priceCents: 8000 },
      { planType: 'monthly', priceCents: 27000 },
    ],
    salesTax: { rateBasisPoints: 825, inclusive: true },
  });

  // A page still showing the old price is told the new one; a new signup pays it at once.
  const stalePage = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Ben',
        email: 'ben@example.com',
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Ben',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });
  expect(stalePage.statusCode).toBe(409);
  expect(stalePage.json()).toMatchObject({
    code: 'PRICE_CHANGED',
    message: 'The price is now $80.00. Please review your order and try again.',
  });
  const stale = await t.app.inject({
    method: 'POST',
    url: '/api/validate-coupon',
    payload: { couponCode: 'GYMBRO', planType: 'weekly' },
  });
  expect(stale.json()).toMatchObject({ valid: true, discountAmount: 1600, finalPrice: 6400 });
  await subscribeAndSignIn(t, { email: 'ben@example.com', finalAmount: 8000 });

  // Every Friday run up to the notice's end charges Asha the old price; the one on 18 December the new one.
  await moveTo(t, '2026-12-18T18:05:00Z');
  expect(await chargesOf('asha@example.com')).toEqual([
    ['2026-11-23', 7500, 'succeeded'],
    ['2026-11-30', 7500, 'succeeded'],
    ['2026-12-07', 7500, 'succeeded'],
    ['2026-12-14', 7500, 'succeeded'],
    ['2026-12-21', 8000, 'succeeded'],
  ]);
  expect((await chargesOf('ben@example.com')).map(([, amount]) => amount)).toEqual([
    8000, 8000, 8000, 8000, 8000,
  ]);
  expect((await chargesOf('mo@example.com')).map(([, amount]) => amount)).toEqual([27000, 27000]);
  // Past orders keep what they cost.
  const [first] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.weekStartDate, '2026-11-23'))
    .orderBy(asc(orders.id));
  expect(first?.totalAmountCents).toBe(7500);
  const again = await signInAgain(t);
  const after = (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: again })).json();
  expect(after).toMatchObject({ nextChargeAmount: 8000, upcomingPrice: null });
});

test('two instances running the Friday the new price starts charge each subscriber once, at the new price', async () => {
  t = await createTestApp({ now: ANNOUNCED });
  for (let i = 0; i < 4; i++) await subscribeAndSignIn(t, { email: `diner${i}@example.com` });
  const owner = await signInAdmin(t);
  expect((await changePrice(t, owner, { planType: 'weekly', priceCents: 8200 })).statusCode).toBe(200);
  await moveTo(t, '2026-12-18T17:55:00Z');
  const second = await buildApp({
    config: testConfig(),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  await second.ready();
  try {
    t.clock.set(new Date('2026-12-18T18:00:00Z'));
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    const renewals = await t.database.db.select().from(charges).where(eq(charges.periodStart, '2026-12-21'));
    expect(renewals.map((c) => [c.amountCents, c.status])).toEqual(Array(4).fill([8200, 'succeeded']));
    const payments = await t.database.db.select().from(sandboxLedger);
    const forRenewals = payments.filter((p) => renewals.some((c) => c.id === p.key));
    expect(forRenewals.map((p) => p.amountCents)).toEqual(Array(4).fill(8200));
  } finally {
    await second.close();
  }
});

test('a price is refused when it is no change, not whole cents or out of range; a retried request changes it once', async () => {
  t = await createTestApp({ now: ANNOUNCED });
  await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const same = await changePrice(t, owner, { planType: 'weekly', priceCents: 7500 });
  expect(same.statusCode).toBe(409);
  expect(same.json()).toMatchObject({ code: 'CONFLICT', message: 'The Weekly Plan costs $75.00 already.' });
  for (const priceCents of [0, 80.5, 200_001, '8000']) {
    const bad = await changePrice(t, owner, { planType: 'weekly', priceCents });
    expect(bad.statusCode, String(priceCents)).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  }
  expect((await changePrice(t, owner, { planType: 'daily', priceCents: 900 })).statusCode).toBe(400);

  const key = { 'idempotency-key': 'price-change-0001' };
  const first = await changePrice(t, owner, { planType: 'monthly', priceCents: 28000 }, key);
  const again = await changePrice(t, owner, { planType: 'monthly', priceCents: 28000 }, key);
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  expect(again.json()).toEqual(first.json());
  const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/prices', headers: owner })).json();
  expect(listed.changes).toHaveLength(1);

  // The upgrade's difference follows: a weekly signup after the change moves to the new monthly price.
  const newcomer = await subscribeAndSignIn(t, { email: 'new@example.com' });
  const view = (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: newcomer })).json();
  expect(view.upgradeAmount).toBe(20500);
  const upgraded = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers: newcomer,
    payload: { planType: 'monthly', confirmed: true, paymentDetails: { billingAddress: BILLING_ADDRESS } },
  });
  expect(upgraded.statusCode, upgraded.body).toBe(200);
  const [upgrade] = await t.database.db.select().from(charges).where(eq(charges.kind, 'upgrade'));
  expect(upgrade?.amountCents).toBe(20500);
});
