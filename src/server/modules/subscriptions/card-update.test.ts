// Updating the card on file: checked like checkout, stored with the provider, and a declined renewal tried again at once.
import { afterEach, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { charges, orders, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  BILLING_ADDRESS,
  moveTo,
  sentEmails,
  signInAgain,
  subscribeAndSignIn,
} from './subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const card = (cardNumber: string, more: Record<string, string> = {}) => ({
  cardDetails: {
    cardNumber,
    expiryMonth: '11',
    expiryYear: '2031',
    cvv: '321',
    cardholderName: 'Asha Rao',
    ...more,
  },
  billingAddress: BILLING_ADDRESS,
});
const updateCard = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/subscription/card', headers, payload });
const subscriptionRow = async () => (await t.database.db.select().from(subscriptions))[0];
const renewalOf = async (week: string) =>
  (await t.database.db.select().from(charges).orderBy(asc(charges.createdAt))).filter(
    (c) => c.periodStart === week,
  );

test('a new card replaces the one on file: brand, last digits and expiry are kept, never the number', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t);
  const res = await updateCard(headers, card('5555 5555 5555 4444'));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    success: true,
    message: 'Your card ending 4444 is saved for your next charges.',
    card: { brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031 },
    renewal: null,
  });
  const view = await t.app.inject({ method: 'GET', url: '/api/subscription', headers });
  expect(view.json()).toMatchObject({
    card: { brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031 },
  });
  expect(JSON.stringify(await subscriptionRow())).not.toContain('5555555555554444');

  // Square's token shape works too; the sandbox knows its test nonces.
  const token = await updateCard(headers, {
    sourceId: 'cnon:card-nonce-ok',
    billingAddress: BILLING_ADDRESS,
  });
  expect(token.json()).toMatchObject({ card: { brand: 'visa', last4: '1111' } });
});

test('a card update is checked like checkout: number, expiry, address, and something to store', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t);
  const refusals = [
    await updateCard(headers, card('4242424242424241')),
    await updateCard(headers, card('4242424242424242', { expiryYear: '2025' })),
    await updateCard(headers, {
      ...card('4242424242424242'),
      billingAddress: { ...BILLING_ADDRESS, state: 'ON' },
    }),
    await updateCard(headers, { billingAddress: BILLING_ADDRESS }),
  ];
  expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
  expect(refusals.map((r) => r.json<{ message: string }>().message)).toEqual([
    'The card number you entered is not valid. Please check and try again.',
    expect.stringMatching(/expired/i),
    expect.stringMatching(/US/),
    'Please fill in all payment and billing details.',
  ]);
  expect(await subscriptionRow()).toMatchObject({ cardLast4: '4242' });
  const anonymous = await t.app.inject({
    method: 'PUT',
    url: '/api/subscription/card',
    payload: card('4242424242424242'),
  });
  expect(anonymous.statusCode).toBe(401);
});

test('a renewal declined before its Monday is charged again at once on the new card', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  // This card pays the signup and declines every renewal.
  await subscribeAndSignIn(t, { cardNumber: '4000000000000341' });
  await moveTo(t, '2026-12-04T18:30:00Z');
  const headers = await signInAgain(t);
  expect((await t.app.inject({ method: 'GET', url: '/api/subscription', headers })).json()).toMatchObject({
    status: 'past_due',
    paymentStatus: 'failed',
  });

  const res = await updateCard(headers, card('4242424242424242'));
  expect(res.json()).toMatchObject({
    message:
      'Your card ending 4242 is saved for your next charges. We charged $75.00 for the week of December 7, 2026: your lunches are on.',
    renewal: { weekStartDate: '2026-12-07', amount: 7500, status: 'paid' },
  });
  expect((await t.app.inject({ method: 'GET', url: '/api/subscription', headers })).json()).toMatchObject({
    status: 'active',
    paymentStatus: 'successful',
    currentPeriodStart: '2026-12-07',
    // 12:30 PM on Friday: today's window is open and the first week is paid, so today is the next pickup.
    nextPickupDate: '2026-12-04',
  });

  // The retries scheduled after the decline find the period paid and charge nothing more.
  await moveTo(t, '2026-12-07T06:00:00Z');
  expect(await renewalOf('2026-12-07')).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
  expect(
    await t.database.db.select().from(orders).where(eq(orders.weekStartDate, '2026-12-07')),
  ).toHaveLength(1);
  expect((await sentEmails(t)).filter((m) => m.template === 'order-confirmation')).toHaveLength(2);
});

test('after the last retry, another declined card leaves the period counted unpaid once; a good card still pays it before Monday', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await subscribeAndSignIn(t, { cardNumber: '4000000000000341' });
  // Sunday 6 December, after the third and last try at noon Central.
  await moveTo(t, '2026-12-06T19:00:00Z');
  expect(await subscriptionRow()).toMatchObject({ status: 'past_due', unpaidPeriods: 1 });
  const headers = await signInAgain(t);

  const declined = await updateCard(headers, card('4000000000000002'));
  expect(declined.statusCode).toBe(200);
  expect(declined.json()).toMatchObject({
    renewal: { weekStartDate: '2026-12-07', status: 'declined' },
    message: expect.stringContaining('We tried to charge $75.00 for the week of December 7, 2026 again'),
  });
  expect(await subscriptionRow()).toMatchObject({ status: 'past_due', unpaidPeriods: 1 });

  const paid = await updateCard(headers, card('4242424242424242'));
  expect(paid.json()).toMatchObject({ renewal: { status: 'paid' } });
  expect(await subscriptionRow()).toMatchObject({
    status: 'active',
    unpaidPeriods: 0,
    currentPeriodStart: '2026-12-07',
    nextPeriodStart: '2026-12-14',
  });
  expect(await renewalOf('2026-12-07')).toMatchObject([{ status: 'succeeded', attempts: 5 }]);
}, 60_000);
