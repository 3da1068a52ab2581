// Orders are shown by a reference that says nothing of other orders (issue 41): a new customer's first order read "#5".
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Order } from '../../../contracts/subscription';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testMailConfig } from '../email/mail-config';
import { subscribeAndSignIn } from './subscription-test-support';

const REFERENCE = /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    config: { mail: { ...testMailConfig, smtpUrl: smtp.url } },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

test('each order has a random reference beside its id, and the receipt shows the reference', async () => {
  const customers = ['asha@example.com', 'ravi@example.com', 'meera@example.com'];
  const orders: Order[] = [];
  for (const email of customers) {
    const headers = await subscribeAndSignIn(t, { email });
    const [order] = (await t.app.inject({ url: '/api/orders', headers })).json<Order[]>();
    if (!order) throw new Error(`${email} has no order`);
    orders.push(order);
  }

  // The spec's id stays; the reference is what is shown, and no two are alike or in order.
  expect(orders.map((o) => o.id)).toEqual([...orders.map((o) => o.id)].sort((a, b) => a - b));
  for (const order of orders) expect(order.reference).toMatch(REFERENCE);
  expect(new Set(orders.map((o) => o.reference)).size).toBe(3);

  await t.app.emailWorker.drain();
  for (const [i, email] of customers.entries()) {
    const receipt = smtp.received.find((m) => m.to.includes(email) && m.subject.includes('receipt'));
    expect(receipt?.text).toContain(`#${orders[i]?.reference}`);
    // Not "#2" standing alone: a reference such as "#2F0A-..." begins with the same characters by chance.
    expect(receipt?.text).not.toMatch(new RegExp(`#${orders[i]?.id}(?![0-9A-F-])`));
  }
});

test('the checkout answers the reference of the order it made, the one its receipt shows', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Kiran',
        email: 'kiran@example.com',
        phone: '4695550111',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Kiran',
      },
      billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 7500,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { orderReference } = res.json<{ orderReference: string }>();
  expect(orderReference).toMatch(REFERENCE);
  await t.app.emailWorker.drain();
  const receipt = smtp.received.find(
    (m) => m.to.includes('kiran@example.com') && m.subject.includes('receipt'),
  );
  expect(receipt?.text).toContain(`#${orderReference}`);
});
