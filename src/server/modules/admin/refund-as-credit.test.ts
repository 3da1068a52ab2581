// A refund given as account credit instead of to the card (issue 43): linked to the order, its tax reversed in
// proportion, once per key, and seen by the subscriber on the order, in the ledger and by e-mail.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import type { AdminSubscriberDetail } from '../../../contracts/admin';
import type { Order } from '../../../contracts/subscription';
import { refunds, sandboxLedger } from '../../db/schema';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { signInAdmin } from './admin-test-support';

let t: MailedTestApp;
afterEach(() => t.close());

async function setUp() {
  t = await createMailedTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const subscriber = await subscribeAndSignIn(t);
  const owner = await signInAdmin(t);
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: owner });
  const id = list.json<{ id: number }[]>()[0]?.id ?? 0;
  const detail = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/subscribers/${id}`, headers: owner })
    ).json<AdminSubscriberDetail>();
  const chargeId = (await detail()).charges[0]?.id ?? '';
  const refund = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${chargeId}/refund`,
      headers: owner,
      payload: { reason: 'Missed pickup', idempotencyKey: randomUUID(), ...payload },
    });
  const orders = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/orders', headers: subscriber })).json<Order[]>();
  const credit = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: subscriber })).json<{
      balance: number;
      entries: { amount: number; reason: string; note: string | null }[];
    }>();
  return { refund, orders, credit, detail };
}

test('a refund as credit puts the amount on the account, not the card, with its share of the tax reversed', async () => {
  const { refund, orders, credit, detail } = await setUp();

  const res = await refund({ amountCents: 1500, to: 'credit' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    message: 'Refunded $15.00 as account credit.',
    refund: { amountCents: 1500, method: 'credit', status: 'succeeded' },
    charge: { refundedCents: 1500, status: 'partially_refunded' },
  });
  // No money moved at the gateway: only the checkout's charge is in the sandbox's ledger.
  const ledger = await t.database.db.select().from(sandboxLedger);
  expect(ledger.filter((l) => l.kind === 'refund')).toEqual([]);
  // $75.00 carries $5.72 of tax; $15.00 of it is a fifth: $1.14 (rounded from 1.144).
  const [row] = await t.database.db.select().from(refunds);
  expect(row).toMatchObject({ method: 'credit', amountCents: 1500, taxCents: 114 });

  expect(await credit()).toMatchObject({
    balance: 1500,
    entries: [{ amount: 1500, reason: 'refund', note: 'Missed pickup' }],
  });
  expect(await orders()).toMatchObject([
    { totalAmount: 7500, status: 'active', refundedAmount: 1500, refundedAsCredit: 1500 },
  ]);
  expect((await detail()).charges[0]?.refunds).toMatchObject([{ method: 'credit', amountCents: 1500 }]);

  const [mail] = (await t.mailTo('asha@example.com')).filter((m) => m.subject.includes('refund'));
  expect(mail?.subject).toBe('Your Tiffin Fit refund of $15.00');
  const text = mail?.text.replace(/\s+/g, ' ');
  expect(text).toContain(
    "we've refunded $15.00 of your $75.00 payment for the week of November 30, 2026 as account credit",
  );
  expect(text).toContain('Credit balance: $15.00');
});

test('a refund as credit may return the whole charge, once per key; the card then has nothing left to refund', async () => {
  const { refund, orders, credit } = await setUp();
  const key = randomUUID();

  const first = await refund({ to: 'credit', idempotencyKey: key });
  expect(first.statusCode, first.body).toBe(200);
  const again = await refund({ to: 'credit', idempotencyKey: key });
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json()).toMatchObject({ refund: { amountCents: 7500, method: 'credit' } });
  expect((await credit()).balance).toBe(7500);
  expect(await orders()).toMatchObject([
    { status: 'refunded', paymentStatus: 'refunded', refundedAmount: 7500, refundedAsCredit: 7500 },
  ]);

  const toCard = await refund({ amountCents: 100 });
  expect(toCard.statusCode).toBe(409);
  expect(toCard.json()).toMatchObject({ message: 'Only a paid charge can be refunded.' });
  const more = await refund({ amountCents: 100, to: 'credit' });
  expect(more.statusCode).toBe(409);
});

test('a refund as credit never goes past what remains of the charge after a card refund', async () => {
  const { refund, credit } = await setUp();

  expect((await refund({ amountCents: 5000 })).statusCode).toBe(200);
  const tooMuch = await refund({ amountCents: 3000, to: 'credit' });
  expect(tooMuch.statusCode).toBe(400);
  expect(tooMuch.json()).toMatchObject({ message: 'At most $25.00 can be refunded.' });
  expect((await refund({ amountCents: 2500, to: 'credit' })).statusCode).toBe(200);
  expect((await credit()).balance).toBe(2500);
});
