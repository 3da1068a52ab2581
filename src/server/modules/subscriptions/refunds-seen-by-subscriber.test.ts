// A refund made in the back office is the subscriber's to see: on the order, and in an e-mail that says when it arrives.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import type { AdminSubscriberDetail } from '../../../contracts/admin';
import type { Order } from '../../../contracts/subscription';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { subscribeAndSignIn } from './subscription-test-support';

let t: MailedTestApp;
afterEach(() => t.close());

test('each order carries what was refunded and when; the subscriber is told the amount, the card and 5-10 business days', async () => {
  t = await createMailedTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const subscriber = await subscribeAndSignIn(t);
  const admin = await signInAdmin(t);
  const orders = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/orders', headers: subscriber })).json<Order[]>();
  expect(await orders()).toMatchObject([{ totalAmount: 7500, refundedAmount: 0, refundedAt: null }]);

  const list = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: admin });
  const id = list.json<{ id: number }[]>()[0]?.id;
  const detail = await t.app.inject({ method: 'GET', url: `/api/admin/subscribers/${id}`, headers: admin });
  const chargeId = detail.json<AdminSubscriberDetail>().charges[0]?.id;
  const refund = (amountCents?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${chargeId}/refund`,
      headers: admin,
      payload: {
        ...(amountCents ? { amountCents } : {}),
        reason: 'Missed pickup',
        idempotencyKey: randomUUID(),
      },
    });

  expect((await refund(2000)).statusCode).toBe(200);
  expect(await orders()).toMatchObject([
    {
      totalAmount: 7500,
      status: 'active',
      paymentStatus: 'successful',
      refundedAmount: 2000,
      refundedAt: '2026-11-25T16:00:00.000Z',
    },
  ]);
  const [mail] = (await t.mailTo('asha@example.com')).filter((m) => m.subject.includes('refund'));
  expect(mail?.subject).toBe('Your Tiffin Fit refund of $20.00');
  const text = mail?.text.replace(/\s+/g, ' ');
  expect(text).toContain(
    "we've refunded $20.00 of your $75.00 payment for the week of November 30, 2026 to your card ending 4242",
  );
  expect(text).toContain('Arrives: Within 5-10 business days');

  t.clock.advance(60 * 60 * 1000);
  expect((await refund()).statusCode).toBe(200);
  expect(await orders()).toMatchObject([
    {
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedAmount: 7500,
      refundedAt: '2026-11-25T17:00:00.000Z',
    },
  ]);
});
