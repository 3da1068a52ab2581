// The demo subscriber's data at start: a live weekly plan the Friday run bills like any other, created once.
import { afterEach, expect, test } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildApp } from '../../app';
import { charges, subscriptions } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { DEFAULT_DEMO_PASSWORD, testAuthConfig } from '../auth/auth-config';
import { bearer, signIn } from '../auth/auth-test-support';
import { moveTo } from './subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const demoConfig = { auth: { ...testAuthConfig, seedDemo: true } };
const demoHeaders = async () => bearer(await signIn(t, 'demo@example.com', DEFAULT_DEMO_PASSWORD));

test('the demo subscriber has an active weekly plan, a Visa ending 4242 and four paid weeks; the next Friday bills the next one', async () => {
  // Wednesday 25 November 2026: the weeks up to this one are paid; the week of 30 November is billed Friday.
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z'), config: demoConfig });
  const headers = await demoHeaders();
  const view = await t.app.inject({ method: 'GET', url: '/api/subscription', headers });
  expect(view.json()).toMatchObject({
    planType: 'weekly',
    status: 'active',
    paymentStatus: 'successful',
    card: { brand: 'visa', last4: '4242', expMonth: 12 },
    currentPeriodStart: '2026-11-23',
    nextPickupDate: '2026-11-25',
    nextChargeAt: '2026-11-27T18:00:00.000Z',
    nextChargeAmount: 7500,
  });
  const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
  expect(orders.json<{ weekStartDate: string; status: string; totalAmount: number }[]>()).toMatchObject([
    { weekStartDate: '2026-11-23', status: 'active', totalAmount: 7500 },
    { weekStartDate: '2026-11-16', status: 'completed' },
    { weekStartDate: '2026-11-09', status: 'completed' },
    { weekStartDate: '2026-11-02', status: 'completed' },
  ]);

  // A restart finds the subscription and adds nothing.
  const restarted = await buildApp({
    config: testConfig(demoConfig),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  await restarted.ready();
  await restarted.close();
  expect(await t.database.db.select().from(subscriptions)).toHaveLength(1);

  await moveTo(t, '2026-11-27T19:00:00Z');
  const rows = await t.database.db.select().from(charges).orderBy(asc(charges.periodStart));
  expect(rows.map((c) => [c.periodStart, c.status, c.amountCents])).toEqual([
    ['2026-11-02', 'succeeded', 7500],
    ['2026-11-09', 'succeeded', 7500],
    ['2026-11-16', 'succeeded', 7500],
    ['2026-11-23', 'succeeded', 7500],
    ['2026-11-30', 'succeeded', 7500],
  ]);
});

test('without the demo seed no subscription is made', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  expect(await t.database.db.select().from(subscriptions)).toEqual([]);
});
