// The month's statement checked against Square (issue 43): with Square taking the payments (its fake on 127.0.0.1),
// the statement's card amounts equal the payments Square recorded, and its card refunds the refunds Square made.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminSubscriberDetail } from '../../../contracts/admin';
import type { Statement } from '../../../contracts/books';
import { users } from '../../db/schema';
import { startSquareFakeServer, type SquareFakeServer } from '../../testing/square-fake-server';
import { createSquareTestApp } from '../../testing/square-test-app';
import type { TestApp } from '../../testing/test-app';
import { signInAdmin, signInAdminAgain } from '../admin/admin-test-support';
import { BILLING_ADDRESS, moveTo } from '../subscriptions/subscription-test-support';

let square: SquareFakeServer;
let t: TestApp;
beforeEach(async () => {
  square = await startSquareFakeServer();
  // Wednesday 25 November 2026: the signups pay the week of 30 November; December's Fridays bill the rest.
  t = await createSquareTestApp(square, new Date('2026-11-25T16:00:00Z'));
});
afterEach(async () => {
  await t.close();
  await square.stop();
});

async function subscribe(email: string, planType: 'weekly' | 'monthly') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: { name: 'Square Buyer', email, phone: '4695550100', planType, location: 'irving' },
      sourceId: 'cnon:card-nonce-ok',
      billingAddress: BILLING_ADDRESS,
      finalAmount: planType === 'weekly' ? 7500 : 27000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? 0;
}

/** Square's payments completed in December, Central time (06:00 UTC on the 1st to 06:00 UTC on 1 January). */
const decemberPayments = () =>
  square.payments.filter(
    (p) =>
      p.status === 'COMPLETED' && p.createdAt >= '2026-12-01T06:00:00' && p.createdAt < '2027-01-01T06:00:00',
  );

test("the statement's card amounts and card refunds equal what Square recorded for the month", async () => {
  const weekly = await subscribe('asha@example.com', 'weekly');
  await subscribe('mo@example.com', 'monthly');
  let owner = await signInAdmin(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscribers/${weekly}/credit`,
    headers: owner,
    payload: { amount: 2000, reason: 'goodwill' },
  });

  // Through December: the Friday runs charge the stored cards at Square, the first less the credit.
  await moveTo(t, '2026-12-10T16:00:00Z');
  owner = await signInAdminAgain(t);
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/admin/subscribers/${weekly}`, headers: owner })
  ).json<AdminSubscriberDetail>();
  const renewal = detail.charges.find((c) => c.periodStart === '2026-12-07');
  expect(renewal).toMatchObject({ amountCents: 7500, creditCents: 2000 });
  const refund = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${renewal?.id}/refund`,
      headers: owner,
      payload: { reason: 'Late pickup', idempotencyKey: randomUUID(), ...payload },
    });
  expect((await refund({ amountCents: 1000 })).statusCode).toBe(200);
  expect((await refund({ amountCents: 500, to: 'credit' })).statusCode).toBe(200);

  await moveTo(t, '2027-01-02T12:00:00Z');
  owner = await signInAdminAgain(t);
  const statement = (
    await t.app.inject({ method: 'GET', url: '/api/admin/reports/statement?month=2026-12', headers: owner })
  ).json<Statement>();

  const paid = decemberPayments();
  expect(paid.length).toBeGreaterThan(0);
  expect(statement.cardAmount).toBe(paid.reduce((sum, p) => sum + p.amount, 0));
  expect(statement.refunds - statement.refundsAsCredit).toBe(
    square.payments.reduce((sum, p) => sum + p.refunded, 0),
  );
  // The $5.00 refunded as credit went on the next week's charge, before the card.
  expect(statement).toMatchObject({
    charges: 5,
    creditApplied: 2000 + 500,
    cardAmount: 4 * 7500 + 27000 - 2000 - 500,
    refunds: 1500,
    refundsAsCredit: 500,
  });
});
