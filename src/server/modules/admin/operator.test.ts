import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { MAX_COUPONS, TOO_MANY_COUPONS_MESSAGE } from '../../../contracts/admin';
import type {
  AdminCoupon,
  AdminStats,
  AdminSubscriber,
  AdminSubscriberDetail,
  AdminWaitlistResponse,
  RefundResponse,
} from '../../../contracts/admin';
import { startSquareFakeServer, type SquareFakeServer } from '../../testing/square-fake-server';
import { createSquareTestApp } from '../../testing/square-test-app';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { BILLING_ADDRESS, sentEmails, subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { signInAdmin } from './admin-test-support';

let t: TestApp;
let square: SquareFakeServer | undefined;
afterEach(async () => {
  await t.close();
  await square?.stop();
  square = undefined;
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const joinWaitlist = (name: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name, email, phase: 'phase2' } });
const capacityFor = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    payload: { planType: 'weekly', name: 'X', email, phone: '4695550100', location: 'irving' },
  });

test('an invitation holds a spot for its address for 7 days: nobody else takes it, the invitee can', async () => {
  t = await createTestApp({
    config: {
      checkout: { ...testConfig().checkout, capacity: { beta: 27, inviteOnly: 2 } },
    },
  });
  const admin = await signInAdmin(t);
  await subscribeAndSignIn(t, { email: 'first@example.com' });
  await joinWaitlist('Priya Patel', 'priya@example.com');
  await joinWaitlist('Ravi Kumar', 'ravi@example.com');
  let list = (await get('/api/admin/waitlist?phase=phase2', admin)).json<AdminWaitlistResponse>();
  expect(list.capacity).toMatchObject({
    launchPhase: 'inviteOnly',
    limit: 2,
    taken: 1,
    free: 1,
    pendingInvitations: 0,
  });
  const [priya, ravi] = list.entries;

  const invited = await post(`/api/admin/waitlist/${priya?.id}/invite`, admin);
  expect(invited.statusCode, invited.body).toBe(200);
  expect(invited.json().invitation).toMatchObject({
    status: 'pending',
    expiresAt: '2026-11-27T18:00:00.000Z',
  });
  // Inviting again answers the same invitation; the phase is full for anyone else.
  expect((await post(`/api/admin/waitlist/${priya?.id}/invite`, admin)).json().invitation.id).toBe(
    invited.json().invitation.id,
  );
  const refused = await post(`/api/admin/waitlist/${ravi?.id}/invite`, admin);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'AT_CAPACITY' });
  expect((await capacityFor('stranger@example.com')).json()).toMatchObject({ code: 'AT_CAPACITY' });
  expect(await sentEmails(t)).toContainEqual({
    template: 'waitlist-invitation',
    to: 'priya@example.com',
    subject: 'A Tiffin Fit spot is yours: subscribe within 7 days',
  });

  // The invitee's own checkout takes the held spot.
  expect((await capacityFor('PRIYA@example.com')).statusCode).toBe(200);
  await subscribeAndSignIn(t, { email: 'priya@example.com' });
  list = (await get('/api/admin/waitlist', admin)).json<AdminWaitlistResponse>();
  expect(list.capacity).toMatchObject({ taken: 2, free: 0, pendingInvitations: 0 });
  expect(list.entries[0]?.invitation?.status).toBe('accepted');

  // The list comes in pages, with the total beside them.
  const second = (await get('/api/admin/waitlist?pageSize=1&page=2', admin)).json<AdminWaitlistResponse>();
  expect(second.entries.map((e) => e.email)).toEqual(['ravi@example.com']);
  expect(second.total).toBe(2);
  expect((await get('/api/admin/waitlist?pageSize=1000', admin)).statusCode).toBe(400);
});

test('the capacity check shows an invitee the same spots left as anyone: it does not tell who was invited', async () => {
  t = await createTestApp({
    config: { checkout: { ...testConfig().checkout, capacity: { beta: 27, inviteOnly: 5 } } },
  });
  const admin = await signInAdmin(t);
  await joinWaitlist('Priya Patel', 'priya@example.com');
  const entry = (await get('/api/admin/waitlist', admin)).json<AdminWaitlistResponse>().entries[0];
  await post(`/api/admin/waitlist/${entry?.id}/invite`, admin);
  const invitee = await capacityFor('priya@example.com');
  const stranger = await capacityFor('stranger@example.com');
  expect(invitee.json()).toMatchObject({ available: true, spotsLeft: 4 });
  expect(invitee.body).toBe(stranger.body);
});

test('an invitation nobody takes up frees its spot after 7 days', async () => {
  t = await createTestApp({
    config: {
      checkout: { ...testConfig().checkout, capacity: { beta: 27, inviteOnly: 1 } },
    },
  });
  const admin = await signInAdmin(t);
  await joinWaitlist('Priya Patel', 'priya@example.com');
  const entry = (await get('/api/admin/waitlist', admin)).json<AdminWaitlistResponse>().entries[0];
  await post(`/api/admin/waitlist/${entry?.id}/invite`, admin);
  expect((await capacityFor('stranger@example.com')).statusCode).toBe(409);
  t.clock.advance(7 * 24 * 60 * 60_000);
  expect((await capacityFor('stranger@example.com')).statusCode).toBe(200);
});

test('coupons are created, listed with their redemptions, and disabled', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const created = await post('/api/admin/coupons', admin, {
    code: 'fall10',
    description: '10% off your first week',
    percentOff: 10,
    plans: ['weekly'],
    newCustomersOnly: true,
    maxRedemptions: 50,
    validUntil: '2026-12-31T23:59:59-06:00',
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json<AdminCoupon>()).toMatchObject({ code: 'FALL10', active: true, redemptions: 0 });
  expect(
    (await post('/api/admin/coupons', admin, { code: 'FALL10', description: 'x', amountOffCents: 500 }))
      .statusCode,
  ).toBe(409);
  const both = await post('/api/admin/coupons', admin, {
    code: 'BOTH',
    description: 'x',
    percentOff: 5,
    amountOffCents: 5,
  });
  expect(both.statusCode).toBe(400);

  const validate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      payload: { couponCode: 'fall10', planType: 'weekly' },
    });
  expect((await validate()).json()).toMatchObject({ valid: true, discountAmount: 750, finalPrice: 6750 });
  const id = created.json<AdminCoupon>().id;
  expect((await post(`/api/admin/coupons/${id}/disable`, admin)).json<AdminCoupon>().active).toBe(false);
  expect((await validate()).json()).toMatchObject({ valid: false });
  expect((await get('/api/admin/coupons', admin)).json<AdminCoupon[]>().map((c) => c.code)).toContain(
    'FALL10',
  );
  expect((await get(`/api/admin/coupons/${id}/redemptions`, admin)).json()).toEqual([]);
  const audit = (await get('/api/admin/audit-log?entityType=coupon', admin)).json<{ action: string }[]>();
  expect(audit.map((a) => a.action)).toEqual(['coupon.disable', 'coupon.create']);
});

test('the coupon list has a limit: past it a new coupon is refused with a message; a plan list holds each plan once', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  // GYMBRO and any other coupon the migrations made count too.
  const existing = (await get('/api/admin/coupons', admin)).json<AdminCoupon[]>().length;
  await t.database.db.execute(sql`
    insert into coupons (code, description, percent_off, plans, first_period_only, new_customers_only, active, created_at)
    select 'FILL' || n, 'Filler', 5, '[]', true, false, true, now() from generate_series(1, ${MAX_COUPONS - existing}) n`);
  const refused = await post('/api/admin/coupons', admin, {
    code: 'ONEMORE',
    description: 'x',
    percentOff: 5,
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: TOO_MANY_COUPONS_MESSAGE, code: 'CONFLICT' });
  const list = await get('/api/admin/coupons', admin);
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json<AdminCoupon[]>()).toHaveLength(MAX_COUPONS);
  expect(list.rawPayload.byteLength).toBeLessThan(200 * 1024);
  const plans = await post('/api/admin/coupons', admin, {
    code: 'MANY',
    description: 'x',
    percentOff: 5,
    plans: ['weekly', 'weekly', 'monthly'],
  });
  expect(plans.statusCode).toBe(400);
});

async function firstCharge(admin: Record<string, string>) {
  const id = (await get('/api/admin/subscribers', admin)).json<AdminSubscriber[]>()[0]?.id ?? 0;
  const detail = (await get(`/api/admin/subscribers/${id}`, admin)).json<AdminSubscriberDetail>();
  return { id, chargeId: detail.charges[0]?.id ?? '' };
}

test('a charge is refunded in part, then in full, once per request, with the order marked and the subscriber e-mailed', async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  await subscribeAndSignIn(t);
  const { id, chargeId } = await firstCharge(admin);

  const key = randomUUID();
  const partial = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    amountCents: 2500,
    reason: 'Missed Wednesday pickup',
    idempotencyKey: key,
  });
  expect(partial.statusCode, partial.body).toBe(200);
  expect(partial.json<RefundResponse>()).toMatchObject({
    refund: { amountCents: 2500, status: 'succeeded' },
    charge: { status: 'partially_refunded', refundedCents: 2500 },
  });
  const again = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    amountCents: 2500,
    reason: 'Missed Wednesday pickup',
    idempotencyKey: key,
  });
  expect(again.json<RefundResponse>().refund.id).toBe(partial.json<RefundResponse>().refund.id);
  expect(again.json<RefundResponse>().charge.refundedCents).toBe(2500);

  const tooMuch = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    amountCents: 6000,
    reason: 'x',
    idempotencyKey: randomUUID(),
  });
  expect(tooMuch.statusCode).toBe(400);

  const rest = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    reason: 'Moving away',
    idempotencyKey: randomUUID(),
  });
  expect(rest.json<RefundResponse>()).toMatchObject({
    refund: { amountCents: 5000 },
    charge: { status: 'refunded', refundedCents: 7500 },
  });
  const detail = (await get(`/api/admin/subscribers/${id}`, admin)).json<AdminSubscriberDetail>();
  expect(detail.orders[0]).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  expect(detail.charges[0]?.refunds.map((r) => r.amountCents)).toEqual([2500, 5000]);
  const refundMails = (await sentEmails(t)).filter((m) => m.template === 'refund-issued');
  expect(refundMails.map((m) => m.subject)).toEqual([
    'Your Tiffin Fit refund of $25.00',
    'Your Tiffin Fit refund of $50.00',
  ]);
  expect((await get('/api/admin/stats', admin)).json<AdminStats>().monthlyRevenue).toBe(0);
  const none = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    reason: 'x',
    idempotencyKey: randomUUID(),
  });
  expect(none.statusCode).toBe(409);
});

test('a refund goes through Square with the refund request as its idempotency key', async () => {
  square = await startSquareFakeServer();
  t = await createSquareTestApp(square, new Date('2026-11-25T16:00:00Z'));
  const admin = await signInAdmin(t);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
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
      sourceId: 'cnon:card-nonce-ok',
    },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const { chargeId } = await firstCharge(admin);
  const key = randomUUID();
  const res = await post(`/api/admin/charges/${chargeId}/refund`, admin, {
    reason: 'Quality issue',
    idempotencyKey: key,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<RefundResponse>().charge).toMatchObject({ status: 'refunded', refundedCents: 7500 });
  expect(square.payments[0]).toMatchObject({ refunded: 7500 });
  const refundCalls = square.requests.filter((r) => r.path === '/v2/refunds');
  expect(refundCalls).toHaveLength(1);
  expect(JSON.stringify(refundCalls[0])).toContain(key);
});
