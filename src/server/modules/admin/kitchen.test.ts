import { afterEach, expect, test } from 'vitest';
import type {
  PickupCheckInResponse,
  PickupRosterResponse,
  ProductionResponse,
} from '../../../contracts/admin';
import type { PickupCodeResponse } from '../../../contracts/pickup-code';
import { fridaySpecialChoices, orders, skippedWeeks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, signIn } from '../auth/auth-test-support';
import { eq } from 'drizzle-orm';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from './admin-test-support';

let t: TestApp;
afterEach(() => t.close());

const PAID_AT = new Date('2026-11-13T18:00:00Z');

/** Friday 20 November 2026, 12:30 PM in Irving: Asha (weekly) and Ben (monthly, shrimp) collect; others do not. */
async function kitchenDay() {
  t = await createTestApp({ now: new Date('2026-11-20T18:30:00Z') });
  const admin = await signInAdmin(t);
  const asha = await insertSubscriber(t, {
    email: 'asha@example.com',
    name: 'Asha Rao',
    status: 'active',
    dietaryRestrictions: 'No onions please',
    password: 'saffron-lunchbox',
  });
  await insertPaidPeriod(t, { ...asha, weekStartDate: '2026-11-16', amountCents: 7500, paidAt: PAID_AT });
  const ben = await insertSubscriber(t, {
    email: 'ben@example.com',
    name: 'Ben Ortiz',
    status: 'active',
    planType: 'monthly',
  });
  await insertPaidPeriod(t, {
    ...ben,
    weekStartDate: '2026-11-02',
    weeks: 4,
    amountCents: 27000,
    paidAt: PAID_AT,
  });
  await t.database.db.insert(fridaySpecialChoices).values({
    subscriptionId: ben.subscriptionId,
    weekStartDate: '2026-11-16',
    choice: 'shrimp',
    updatedAt: PAID_AT,
  });
  // Chandra skipped this week; Dev's order was refunded; Esha paid next week only.
  const chandra = await insertSubscriber(t, { email: 'chandra@example.com', status: 'active' });
  await t.database.db
    .insert(skippedWeeks)
    .values({ subscriptionId: chandra.subscriptionId, weekStartDate: '2026-11-16', createdAt: PAID_AT });
  const dev = await insertSubscriber(t, {
    email: 'dev@example.com',
    status: 'active',
    password: 'tamarind-rice-bowl',
  });
  const refunded = await insertPaidPeriod(t, {
    ...dev,
    weekStartDate: '2026-11-16',
    amountCents: 7500,
    paidAt: PAID_AT,
  });
  await t.database.db
    .update(orders)
    .set({ status: 'refunded', paymentStatus: 'refunded' })
    .where(eq(orders.id, refunded.orderId));
  const esha = await insertSubscriber(t, {
    email: 'esha@example.com',
    status: 'active',
    password: 'cardamom-chai-99',
  });
  await insertPaidPeriod(t, { ...esha, weekStartDate: '2026-11-23', amountCents: 7500, paidAt: PAID_AT });
  return { admin, asha, ben, esha };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

test("today's roster lists who collects, with plan, Friday choice and dietary notes", async () => {
  const { admin } = await kitchenDay();
  const res = await get('/api/admin/pickups/today', admin);
  expect(res.statusCode, res.body).toBe(200);
  const roster = res.json<PickupRosterResponse>();
  expect(roster).toMatchObject({ date: '2026-11-20', isPickupDay: true, expected: 2, collected: 0 });
  expect(roster.pickups.map((p) => [p.name, p.planType, p.fridayChoice, p.dietaryNotes])).toEqual([
    ['Asha Rao', 'weekly', 'chicken', 'No onions please'],
    ['Ben Ortiz', 'monthly', 'shrimp', null],
  ]);
  // Friday's choices in the menu's order, which the roster's colours follow, with the roster's own counts.
  expect(roster.fridayChoices).toEqual([
    { key: 'chicken', label: 'Chicken pulao', count: 1 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 1 },
  ]);
  const saturday = (
    await get('/api/admin/pickups/today?date=2026-11-21', admin)
  ).json<PickupRosterResponse>();
  expect(saturday).toMatchObject({ isPickupDay: false, expected: 0, fridayChoices: [], pickups: [] });
  expect((await get('/api/admin/pickups/today?date=2026-02-30', admin)).statusCode).toBe(400);
});

test('a subscriber is checked off by name or by pickup code, once, and the check-in is audited', async () => {
  const { admin, asha } = await kitchenDay();
  const checkIn = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/pickups/check-in', headers: admin, payload });

  const first = await checkIn({ userId: asha.userId });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json<PickupCheckInResponse>()).toMatchObject({
    alreadyCheckedIn: false,
    pickup: { name: 'Asha Rao', checkedInAt: '2026-11-20T18:30:00.000Z' },
  });
  expect((await checkIn({ userId: asha.userId })).json<PickupCheckInResponse>().alreadyCheckedIn).toBe(true);

  // Ben reads his code from his dashboard; the counter types it in lower case with a space.
  const roster = (await get('/api/admin/pickups/today', admin)).json<PickupRosterResponse>();
  const code = roster.pickups.find((p) => p.name === 'Ben Ortiz')?.pickupCode ?? '';
  const byCode = await checkIn({ code: `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}` });
  expect(byCode.json<PickupCheckInResponse>()).toMatchObject({
    alreadyCheckedIn: false,
    pickup: { name: 'Ben Ortiz' },
  });

  expect((await checkIn({ code: 'ZZZZZZ' })).statusCode).toBe(404);
  expect((await checkIn({})).statusCode).toBe(400);
  const after = (await get('/api/admin/pickups/today', admin)).json<PickupRosterResponse>();
  expect(after).toMatchObject({ expected: 2, collected: 2 });
  const audit = await get('/api/admin/audit-log?action=pickup.check-in', admin);
  expect(audit.json()).toHaveLength(2);
});

test('a subscriber sees their pickup code on a day they collect, and their next pickup day otherwise', async () => {
  const { admin } = await kitchenDay();
  const asha = bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));
  const mine = (await get('/api/subscription/pickup-code', asha)).json<PickupCodeResponse>();
  const roster = (await get('/api/admin/pickups/today', admin)).json<PickupRosterResponse>();
  expect(mine).toEqual({
    code: roster.pickups.find((p) => p.name === 'Asha Rao')?.pickupCode,
    validOn: '2026-11-20',
    nextPickupDate: null,
  });
  const esha = bearer(await signIn(t, 'esha@example.com', 'cardamom-chai-99'));
  expect((await get('/api/subscription/pickup-code', esha)).json<PickupCodeResponse>()).toEqual({
    code: null,
    validOn: null,
    nextPickupDate: '2026-11-23',
  });
  expect((await get('/api/subscription/pickup-code', {})).statusCode).toBe(401);
});

test('production counts give the dishes to cook each day of a chosen week', async () => {
  const { admin } = await kitchenDay();
  const res = await get('/api/admin/production?week=2026-11-16', admin);
  expect(res.statusCode, res.body).toBe(200);
  const week = res.json<ProductionResponse>();
  expect(week).toMatchObject({ weekStartDate: '2026-11-16', subscribers: 2, skipped: 1, paused: 0 });
  expect(week.days.map((d) => [d.weekday, d.meals])).toEqual([
    ['Monday', 2],
    ['Tuesday', 2],
    ['Wednesday', 2],
    ['Thursday', 2],
    ['Friday', 2],
  ]);
  expect(week.days[4]?.fridaySpecial).toEqual([
    { key: 'chicken', label: 'Chicken pulao', count: 1 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 1 },
  ]);
  expect(week.days[0]?.fridaySpecial).toBeNull();
  expect(week.days[4]?.dishes).toContainEqual({ name: 'Shrimp pulao', count: 1 });
  expect(week.days[0]?.dishes[0]).toEqual({ name: 'Tandoori chicken', count: 2 });
  // By default the coming week: Ben (monthly, still covered through 29 November) and Esha.
  const next = (await get('/api/admin/production', admin)).json<ProductionResponse>();
  expect(next).toMatchObject({ weekStartDate: '2026-11-23', subscribers: 2 });
  expect((await get('/api/admin/production?week=2026-11-17', admin)).statusCode).toBe(400);
});
