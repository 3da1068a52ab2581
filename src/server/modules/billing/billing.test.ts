// Friday-noon renewals on the real app and database with the sandbox gateway: once per period, DST-proof, dunning.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { charges, emailMessages, orders, subscriptions } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function subscribe(
  email: string,
  planType: 'weekly' | 'monthly' = 'weekly',
  cardNumber = '4242424242424242',
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Diner',
        email,
        phone: '4695550100',
        planType,
        location: 'irving',
        couponCode: null,
      },
      cardDetails: { cardNumber, expiryMonth: '12', expiryYear: '2030', cvv: '123', cardholderName: 'Diner' },
      billingAddress: BILLING_ADDRESS,
      finalAmount: planType === 'weekly' ? 7500 : 27000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const chargeRows = () =>
  t.database.db.select().from(charges).orderBy(asc(charges.periodStart), asc(charges.createdAt));
const templates = async () =>
  (await t.database.db.select().from(emailMessages).orderBy(asc(emailMessages.id))).map((m) => m.template);
const moveTo = (iso: string) => t.app.jobs.advanceTo(new Date(iso), (instant) => t.clock.set(instant));

test('a weekly subscriber is charged $75 on Friday at noon Central for the next week, once', async () => {
  // Wednesday 25 November 2026: the signup pays the week of 30 November.
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribe('weekly@example.com');
  await moveTo('2026-11-27T19:00:00Z');
  expect(await chargeRows()).toHaveLength(1);

  await moveTo('2026-12-04T18:30:00Z');
  const rows = await chargeRows();
  expect(rows.map((c) => [c.periodStart, c.amountCents, c.status, c.createdAt.toISOString()])).toEqual([
    ['2026-11-30', 7500, 'succeeded', '2026-11-25T16:00:00.000Z'],
    ['2026-12-07', 7500, 'succeeded', '2026-12-04T18:00:00.000Z'],
  ]);
  const [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({
    status: 'active',
    currentPeriodStart: '2026-12-07',
    currentPeriodEnd: new Date('2026-12-11T20:00:00Z'),
    nextPeriodStart: '2026-12-14',
  });
  const weeks = (await t.database.db.select().from(orders).orderBy(asc(orders.id))).map(
    (o) => o.weekStartDate,
  );
  expect(weeks).toEqual(['2026-11-30', '2026-12-07']);
  expect((await templates()).filter((n) => n === 'order-confirmation')).toHaveLength(2);

  // Running the same Friday again (a restart, a retry) charges nothing more.
  await t.app.jobs.runDue();
  expect(await chargeRows()).toHaveLength(2);
});

test('billing stays at noon Central across the 2027 spring change', async () => {
  // Daylight saving time starts Sunday 14 March 2027.
  t = await createTestApp({ now: new Date('2027-03-03T16:00:00Z') });
  await subscribe('spring@example.com');
  await moveTo('2027-03-20T00:00:00Z');
  const times = (await chargeRows()).slice(1).map((c) => c.createdAt.toISOString());
  expect(times).toEqual(['2027-03-12T18:00:00.000Z', '2027-03-19T17:00:00.000Z']);
});

test('billing stays at noon Central across the 2027 fall change', async () => {
  // Daylight saving time ends Sunday 7 November 2027.
  t = await createTestApp({ now: new Date('2027-10-27T16:00:00Z') });
  await subscribe('fall@example.com');
  await moveTo('2027-11-13T00:00:00Z');
  const times = (await chargeRows()).slice(1).map((c) => c.createdAt.toISOString());
  expect(times).toEqual(['2027-11-05T17:00:00.000Z', '2027-11-12T18:00:00.000Z']);
});

test('a monthly subscriber is charged $270 every fourth Friday', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribe('monthly@example.com', 'monthly');
  await moveTo('2027-01-23T00:00:00Z');
  expect(
    (await chargeRows()).map((c) => [c.periodStart, c.amountCents, c.weeks, c.createdAt.toISOString()]),
  ).toEqual([
    ['2026-11-30', 27000, 4, '2026-11-25T16:00:00.000Z'],
    ['2026-12-28', 27000, 4, '2026-12-25T18:00:00.000Z'],
    ['2027-01-25', 27000, 4, '2027-01-22T18:00:00.000Z'],
  ]);
  // Each receipt says which four weeks it pays for.
  const receipts = await t.database.db
    .select({ subject: emailMessages.subject })
    .from(emailMessages)
    .where(eq(emailMessages.template, 'order-confirmation'))
    .orderBy(asc(emailMessages.id));
  expect(receipts.map((r) => r.subject)).toEqual([
    'Your Tiffin Fit receipt for 4 weeks, November 30, 2026 to December 25, 2026',
    'Your Tiffin Fit receipt for 4 weeks, December 28, 2026 to January 22, 2027',
    'Your Tiffin Fit receipt for 4 weeks, January 25, 2027 to February 19, 2027',
  ]);
}, 120_000);

test('two instances running the same Friday charge each subscription once', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  for (let i = 0; i < 6; i++) await subscribe(`diner${i}@example.com`);
  const second = await buildApp({
    config: testConfig(),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  await second.ready();
  try {
    t.clock.set(new Date('2026-12-04T18:00:00Z'));
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    const renewals = (await chargeRows()).filter((c) => c.periodStart === '2026-12-07');
    expect(renewals).toHaveLength(6);
    expect(renewals.every((c) => c.status === 'succeeded')).toBe(true);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.weekStartDate, '2026-12-07')),
    ).toHaveLength(6);
  } finally {
    await second.close();
  }
});

test('a run that died after writing the charge finishes it once, with the same idempotency key', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribe('crash@example.com');
  const [sub] = await t.database.db.select().from(subscriptions);
  // A server wrote the renewal's charge row and died before the gateway answered.
  const now = new Date('2026-12-04T18:00:00Z');
  await t.database.db.insert(charges).values({
    id: '00000000-0000-4000-8000-000000000001',
    subscriptionId: sub?.id ?? 0,
    kind: 'period',
    periodStart: '2026-12-07',
    weeks: 1,
    amountCents: 7500,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  await moveTo('2026-12-04T18:05:00Z');
  const renewal = (await chargeRows()).filter((c) => c.periodStart === '2026-12-07');
  expect(renewal).toHaveLength(1);
  expect(renewal[0]).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', status: 'succeeded' });
  expect(
    await t.database.db.select().from(orders).where(eq(orders.weekStartDate, '2026-12-07')),
  ).toHaveLength(1);
});

test('a declined renewal is retried 24 and 48 hours later; two unpaid periods in a row cancel the subscription', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  // Pays its signup; every later charge is declined.
  await subscribe('dunning@example.com', 'weekly', '4000000000000341');
  await moveTo('2026-12-04T18:00:00Z');
  let [sub] = await t.database.db.select().from(subscriptions);
  expect(sub?.status).toBe('past_due');
  expect(await templates()).toContain('payment-failed');

  await moveTo('2026-12-07T06:00:00Z');
  const first = (await chargeRows()).find((c) => c.periodStart === '2026-12-07');
  expect(first).toMatchObject({ status: 'declined', attempts: 3 });
  [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({ status: 'past_due', unpaidPeriods: 1, nextPeriodStart: '2026-12-14' });
  expect(await t.database.db.select().from(orders)).toHaveLength(1);

  await moveTo('2026-12-14T06:00:00Z');
  [sub] = await t.database.db.select().from(subscriptions);
  expect(sub).toMatchObject({ status: 'cancelled', unpaidPeriods: 2 });
  expect(await templates()).toContain('subscription-cancelled');

  // Cancelled: no further Friday charges it.
  await moveTo('2026-12-26T00:00:00Z');
  expect((await chargeRows()).map((c) => c.periodStart)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
});
