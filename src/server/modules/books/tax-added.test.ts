// Prices that exclude tax (issue 43): the owner's setting makes the plan price the net and adds Texas sales tax on top,
// at checkout, in the Friday run, the upgrade and refunds, and every e-mail that names a price says so.
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { charges, refunds, users } from '../../db/schema';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { signInAdmin, signInAdminAgain } from '../admin/admin-test-support';
import { changePrice } from '../prices/price-test-support';
import {
  BILLING_ADDRESS,
  moveTo,
  signInAgain,
  subscribeAndSignIn,
} from '../subscriptions/subscription-test-support';

let t: MailedTestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026: the signup pays the week of 30 November; Friday 4 December bills the next. */
const SIGNUP = new Date('2026-11-25T16:00:00Z');
const TAX_ON_TOP = { rateBasisPoints: 825, inclusive: false };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function setTax(owner: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/sales-tax', headers: owner, payload });
}

async function ownerWithTaxOnTop(): Promise<Record<string, string>> {
  const owner = await signInAdmin(t);
  const res = await setTax(owner, TAX_ON_TOP);
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

const textOf = (mail: { text: string } | undefined) => mail?.text.replace(/\s+/g, ' ') ?? '';

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

test('with tax on top, checkout charges $75.00 plus 8.25 % ($81.19): the order keeps net, tax and total, and the e-mails say so', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  await ownerWithTaxOnTop();
  expect((await get('/api/plans')).json()).toMatchObject({
    plans: [
      { planType: 'weekly', priceCents: 7500 },
      { planType: 'monthly', priceCents: 27000 },
    ],
    salesTax: TAX_ON_TOP,
  });

  // A page that showed the price without the tax is asked to look again: the server's total is the word.
  const stale = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Asha',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    code: 'PRICE_CHANGED',
    message: 'The price is now $81.19. Please review your order and try again.',
  });

  const asha = await subscribeAndSignIn(t, { finalAmount: 8119 });
  const [order] = (await get('/api/orders', asha)).json<Record<string, number>[]>();
  expect(order).toMatchObject({ totalAmount: 8119, netAmount: 7500, taxAmount: 619, creditApplied: 0 });
  const [charge] = await t.database.db.select().from(charges);
  expect(charge).toMatchObject({ amountCents: 8119, taxCents: 619 });

  const mails = await t.mailTo('asha@example.com');
  const welcome = textOf(mails.find((m) => m.subject.startsWith('Welcome')));
  expect(welcome).toContain('Price: $75.00 per week, plus 8.25 % sales tax');
  expect(welcome).toContain('Next charge: $81.19 ($75.00 plus 8.25 % sales tax) on Friday, December 4, 2026');
  const receipt = textOf(mails.find((m) => m.subject.includes('receipt')));
  expect(receipt).toContain('Price: $75.00');
  expect(receipt).toContain('Texas sales tax (8.25 %): $6.19');
  expect(receipt).toContain('Total: $81.19');
  expect(receipt).not.toContain('included');
});

test('with tax on top, a coupon comes off the price before tax: GYMBRO makes $60.00 plus $4.95', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  await ownerWithTaxOnTop();
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/validate-coupon',
    payload: { couponCode: 'GYMBRO', planType: 'weekly' },
  });
  // The coupon's answer stays the price after the discount; the page adds the tax as it does to the plain price.
  expect(check.json()).toMatchObject({ valid: true, discountAmount: 1500, finalPrice: 6000 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
        couponCode: 'GYMBRO',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Asha',
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: 6495,
      couponApplied: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [charge] = await t.database.db.select().from(charges);
  expect(charge).toMatchObject({ amountCents: 6495, taxCents: 495, discountCents: 1500 });
});

test('with tax on top, the reminder, the dashboard and the Friday run ask $81.19; credit pays part of it', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  await ownerWithTaxOnTop();
  const asha = await subscribeAndSignIn(t, { finalAmount: 8119 });
  const view = (await get('/api/subscription', asha)).json();
  expect(view).toMatchObject({
    nextChargeAmount: 8119,
    nextChargeTax: { priceCents: 7500, rateBasisPoints: 825 },
  });
  const owner = await signInAdminAgain(t);
  const credit = await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscribers/${await userIdOf('asha@example.com')}/credit`,
    headers: owner,
    payload: { amount: 1000, reason: 'goodwill' },
  });
  expect(credit.statusCode, credit.body).toBe(200);

  await moveTo(t, '2026-12-04T18:05:00Z');
  const again = await signInAgain(t);
  const orders = (await get('/api/orders', again)).json<Record<string, number>[]>();
  expect(orders.map((o) => [o.totalAmount, o.netAmount, o.taxAmount, o.creditApplied])).toEqual([
    [8119, 7500, 619, 1000],
    [8119, 7500, 619, 0],
  ]);
  const [renewal] = await t.database.db.select().from(charges).where(eq(charges.periodStart, '2026-12-07'));
  expect(renewal).toMatchObject({ amountCents: 8119, taxCents: 619, creditCents: 1000 });

  const mails = await t.mailTo('asha@example.com');
  const reminder = mails.find((m) => m.subject.startsWith('Reminder'));
  expect(reminder?.subject).toBe('Reminder: $81.19 on Friday, December 4, 2026 for your Tiffin Fit lunches');
  expect(textOf(reminder)).toContain("we'll charge $81.19 ($75.00 plus 8.25 % sales tax)");
  const receipts = mails.filter((m) => m.subject.includes('receipt'));
  expect(textOf(receipts.at(-1))).toContain('Account credit applied: -$10.00');
  expect(textOf(receipts.at(-1))).toContain('Charged to your card: $71.19');
});

test('with tax on top, the upgrade adds tax to the difference and a refund gives back its share of the tax', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  await ownerWithTaxOnTop();
  const asha = await subscribeAndSignIn(t, { finalAmount: 8119 });
  expect((await get('/api/subscription', asha)).json()).toMatchObject({
    upgradeAmount: 21109,
    upgradeMonthly: { priceCents: 27000, taxAddedBasisPoints: 825 },
  });
  const upgraded = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers: asha,
    payload: { planType: 'monthly', confirmed: true, paymentDetails: { billingAddress: BILLING_ADDRESS } },
  });
  expect(upgraded.statusCode, upgraded.body).toBe(200);
  const [upgrade] = await t.database.db.select().from(charges).where(eq(charges.kind, 'upgrade'));
  // $195.00 plus 8.25 % ($16.0875, rounded to $16.09).
  expect(upgrade).toMatchObject({ amountCents: 21109, taxCents: 1609 });
  await t.app.jobs.runDue();
  const welcome = textOf((await t.mailTo('asha@example.com')).find((m) => m.subject.includes('Monthly')));
  expect(welcome).toContain(
    "After them you're charged $292.28 ($270.00 plus 8.25 % sales tax) every 4th Friday",
  );

  const owner = await signInAdminAgain(t);
  const [first] = await t.database.db.select().from(charges).where(eq(charges.kind, 'period'));
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/charges/${first?.id}/refund`,
    headers: owner,
    payload: { amountCents: 4060, reason: 'Half a week missed', idempotencyKey: crypto.randomUUID() },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const [row] = await t.database.db.select().from(refunds);
  // 4060 / 8119 of the charge's $6.19: $3.0954, rounded to $3.10.
  expect(row).toMatchObject({ amountCents: 4060, taxCents: 310 });
  const report = (await get('/api/admin/reports/sales-tax?period=2026-11', owner)).json();
  expect(report).toMatchObject({ refunds: 4060, refundTax: 310 });
});

test('tax on top is refused while anyone subscribes, saying why; a new rate while on top, and back to included, are not', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  const owner = await signInAdmin(t);
  await subscribeAndSignIn(t);
  const refused = await setTax(owner, TAX_ON_TOP);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    code: 'CONFLICT',
    message:
      "Adding tax on top of prices would raise what 1 subscriber pays by 8.25 % without notice. Keep prices including tax, or raise the plan prices with 30 days' notice instead.",
    fields: { inclusive: 'Prices must include tax while anyone subscribes.' },
  });
  expect((await get('/api/admin/sales-tax', owner)).json()).toEqual({
    rateBasisPoints: 825,
    inclusive: true,
  });
  // Turning tax off and then on top is the same rise, refused the same way.
  expect((await setTax(owner, { rateBasisPoints: 0, inclusive: false })).statusCode).toBe(200);
  expect((await setTax(owner, TAX_ON_TOP)).statusCode).toBe(409);
  expect((await setTax(owner, { rateBasisPoints: 825, inclusive: true })).statusCode).toBe(200);
});

test('on top before anyone subscribed, the rate follows the law and prices may go back to including tax', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  const owner = await ownerWithTaxOnTop();
  const asha = await subscribeAndSignIn(t, { finalAmount: 8119 });
  expect((await setTax(owner, { rateBasisPoints: 625, inclusive: false })).statusCode).toBe(200);
  // $75.00 plus 6.25 % ($4.6875, rounded to $4.69).
  expect((await get('/api/subscription', asha)).json()).toMatchObject({
    nextChargeAmount: 7969,
    nextChargeTax: { priceCents: 7500, rateBasisPoints: 625 },
  });
  expect((await setTax(owner, { rateBasisPoints: 825, inclusive: true })).statusCode).toBe(200);
  expect((await get('/api/subscription', asha)).json()).toMatchObject({
    nextChargeAmount: 7500,
    nextChargeTax: null,
  });
  expect((await setTax(owner, TAX_ON_TOP)).statusCode).toBe(409);
});

test('with tax on top, the price-change notice says the tax is added to the old and new price', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  const owner = await ownerWithTaxOnTop();
  await subscribeAndSignIn(t, { finalAmount: 8119 });
  const changed = await changePrice(
    t,
    owner,
    { planType: 'weekly', priceCents: 8000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(changed.statusCode, changed.body).toBe(200);
  const notice = textOf(
    (await t.mailTo('asha@example.com')).find((m) => m.subject.startsWith('Your Weekly')),
  );
  expect(notice).toContain('changes from $75.00 to $80.00 plus 8.25 % sales tax');
  expect(notice).toContain('Now: $75.00 plus 8.25 % sales tax');
  expect(notice).toContain('New price: $80.00 plus 8.25 % sales tax');
});

test('with tax on top, a pause says the charge it resumes with at the price in force, in its answer and its e-mail', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  const owner = await ownerWithTaxOnTop();
  const asha = await subscribeAndSignIn(t, { finalAmount: 8119 });
  // An hour after Asha subscribed: she is told, and keeps her price for 30 days.
  await moveTo(t, '2026-11-25T17:00:00Z');
  const changed = await changePrice(
    t,
    owner,
    { planType: 'weekly', priceCents: 8000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(changed.statusCode, changed.body).toBe(200);

  const soon = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/pause',
    headers: asha,
    payload: { resumeOn: '2026-12-14' },
  });
  expect(soon.json<{ message: string }>().message).toContain(
    'charged $81.19 ($75.00 plus 8.25 % sales tax) on Friday, December 11, 2026',
  );
  // The new price reaches Asha from the charge of December 25 on: a pause that ends after it is charged at it.
  const later = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/pause',
    headers: asha,
    payload: { resumeOn: '2027-01-04' },
  });
  expect(later.json<{ message: string }>().message).toContain(
    'charged $86.60 ($80.00 plus 8.25 % sales tax) on Friday, January 1, 2027',
  );
  await t.app.jobs.runDue();
  const confirmations = (await t.mailTo('asha@example.com')).filter((m) =>
    m.subject.includes('pause is set'),
  );
  expect(textOf(confirmations.at(-1))).toContain(
    'Your next charge is $86.60 ($80.00 plus 8.25 % sales tax) on Friday, January 1, 2027',
  );
  expect(textOf(confirmations.at(-1))).toContain(
    'Next charge: $86.60 ($80.00 plus 8.25 % sales tax) on Friday, January 1, 2027',
  );
});

test('with tax on top, the waitlist confirmation names the prices new subscribers pay and the tax added', async () => {
  t = await createMailedTestApp({ now: SIGNUP });
  const owner = await ownerWithTaxOnTop();
  const changed = await changePrice(
    t,
    owner,
    { planType: 'weekly', priceCents: 8000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(changed.statusCode, changed.body).toBe(200);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { name: 'Sam', email: 'sam@example.com', phase: 'phase2' },
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  await t.app.jobs.runDue();
  const [mail] = await t.mailTo('sam@example.com');
  expect(textOf(mail)).toContain(
    'Plans: 5 meals a week for $80.00 plus 8.25 % sales tax, or 20 meals every 4 weeks for $270.00 plus 8.25 % sales tax.',
  );
});
