// The books on the real app and database (issue 43): sales tax on every order, refunds giving tax back, the
// sales-tax report, the monthly statement against the gateway's payments, and the accountant's CSV exports.
import { afterEach, expect, test } from 'vitest';
import { and, eq, gte, lt } from 'drizzle-orm';
import { auditLog, charges, orders, sandboxLedger, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInAdminAgain } from '../admin/admin-test-support';
import { moveTo, signInAgain, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026: the signup pays the week of 30 November; Fridays in December bill the rest. */
const SIGNUP = new Date('2026-11-25T16:00:00Z');

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

const get = (url: string, headers: Record<string, string>, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: accept ? { ...headers, accept } : headers });

test('each order records net, tax and total: $75.00 includes $5.72 of Texas sales tax, $270.00 includes $20.58', async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  await moveTo(t, '2026-12-04T18:05:00Z');
  const weekly = await signInAgain(t);
  const monthly = await signInAgain(t, 'mo@example.com');

  const weeklyOrders = (await get('/api/orders', weekly)).json<Record<string, number>[]>();
  expect(weeklyOrders.map((o) => [o.totalAmount, o.netAmount, o.taxAmount])).toEqual([
    [7500, 6928, 572],
    [7500, 6928, 572],
  ]);
  expect((await get('/api/orders', monthly)).json()[0]).toMatchObject({
    totalAmount: 27000,
    netAmount: 24942,
    taxAmount: 2058,
  });
});

test('the owner sets the rate (0 turns tax off), audited', async () => {
  t = await createTestApp({ now: SIGNUP });
  const owner = await signInAdmin(t);
  expect((await get('/api/admin/sales-tax', owner)).json()).toEqual({
    rateBasisPoints: 825,
    inclusive: true,
  });

  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/sales-tax', headers: owner, payload });
  expect((await put({ rateBasisPoints: 5000, inclusive: true })).json()).toMatchObject({
    code: 'VALIDATION',
    fields: { rateBasisPoints: 'The rate cannot be above 20 %' },
  });
  expect((await put({ rateBasisPoints: 0, inclusive: true })).statusCode).toBe(200);
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'settings.sales-tax'));
  expect(entry?.detail).toMatchObject({ rateBasisPoints: 0, previousRateBasisPoints: 825 });

  const subscriber = await subscribeAndSignIn(t);
  expect((await get('/api/orders', subscriber)).json()[0]).toMatchObject({
    totalAmount: 7500,
    netAmount: 7500,
    taxAmount: 0,
  });
});

test('a refund gives back tax in proportion; the sales-tax report nets it out of the month it is made in', async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  await signInAdmin(t);
  // December: the weekly subscriber's renewals of 4, 11, 18 and 25 December.
  await moveTo(t, '2026-12-31T12:00:00Z');
  const owner = await signInAdminAgain(t);
  const [renewal] = await t.database.db.select().from(charges).where(eq(charges.periodStart, '2026-12-07'));
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/charges/${renewal?.id}/refund`,
    headers: owner,
    payload: { amountCents: 3750, reason: 'Half a week missed', idempotencyKey: crypto.randomUUID() },
  });
  expect(refund.statusCode, refund.body).toBe(200);

  const december = (await get('/api/admin/reports/sales-tax?period=2026-12', owner)).json();
  // 4 weekly renewals (the monthly one bills again on 25 December: 5 sales in all).
  const sold = await t.database.db
    .select()
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, new Date('2026-12-01T06:00:00Z')),
        lt(orders.createdAt, new Date('2027-01-01T06:00:00Z')),
      ),
    );
  const tax = sold.reduce((sum, o) => sum + o.taxAmountCents, 0);
  const net = sold.reduce((sum, o) => sum + o.netAmountCents, 0);
  expect(december).toEqual({
    period: '2026-12',
    from: '2026-12-01',
    until: '2027-01-01',
    totalSales: net,
    taxableSales: net - (3750 - 286),
    taxCollected: tax,
    refunds: 3750,
    refundTax: 286,
    netTaxDue: tax - 286,
    rateBasisPoints: 825,
  });
  expect(sold.map((o) => o.totalAmountCents).sort()).toEqual([27000, 7500, 7500, 7500, 7500]);
  expect(december.taxCollected).toBe(4 * 572 + 2058);

  // The quarter holds November's two signups as well.
  const quarter = (await get('/api/admin/reports/sales-tax?period=2026-Q4', owner)).json();
  expect(quarter).toMatchObject({
    from: '2026-10-01',
    until: '2027-01-01',
    taxCollected: 5 * 572 + 2 * 2058,
  });
  expect((await get('/api/admin/reports/sales-tax?period=2026-13', owner)).statusCode).toBe(400);
});

test("the month's statement: its card amounts equal the gateway's payments in the month, as JSON and CSV", async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  let owner = await signInAdmin(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscribers/${await userIdOf('asha@example.com')}/credit`,
    headers: owner,
    payload: { amount: 2000, reason: 'goodwill' },
  });
  await moveTo(t, '2027-01-02T12:00:00Z');
  owner = await signInAdminAgain(t);

  const statement = (await get('/api/admin/reports/statement?month=2026-12', owner)).json();
  const paid = await t.database.db
    .select()
    .from(sandboxLedger)
    .where(
      and(
        eq(sandboxLedger.kind, 'charge'),
        eq(sandboxLedger.outcome, 'succeeded'),
        gte(sandboxLedger.createdAt, new Date('2026-12-01T06:00:00Z')),
        lt(sandboxLedger.createdAt, new Date('2027-01-01T06:00:00Z')),
      ),
    );
  expect(statement.cardAmount).toBe(paid.reduce((sum, p) => sum + p.amountCents, 0));
  expect(statement).toMatchObject({
    month: '2026-12',
    charges: 5,
    gross: 4 * 7500 + 27000,
    discounts: 0,
    creditApplied: 2000,
    cardAmount: 4 * 7500 + 27000 - 2000,
    tax: 4 * 572 + 2058,
    refunds: 0,
    net: 4 * 6928 + 24942,
    creditIssued: 0,
  });

  const csv = await get('/api/admin/reports/statement?month=2026-12', owner, 'text/csv');
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.body).toBe(
    'month,charges,gross,discounts,credit_applied,card_amount,tax,refunds,refund_tax,net,credit_issued,refunds_as_credit\r\n' +
      '2026-12,5,570.00,0.00,20.00,550.00,43.46,0.00,0.00,526.54,0.00,0.00\r\n',
  );
});

test('the accountant exports charges, refunds and credit entries for a range as CSV', async () => {
  t = await createTestApp({ now: SIGNUP });
  await subscribeAndSignIn(t);
  let owner = await signInAdmin(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscribers/${await userIdOf('asha@example.com')}/credit`,
    headers: owner,
    payload: { amount: 1500, reason: 'goodwill', note: '=cmd|calc' },
  });
  await moveTo(t, '2026-12-04T18:05:00Z');
  owner = await signInAdminAgain(t);

  const range = 'from=2026-11-01&until=2026-12-05';
  const chargesCsv = (await get(`/api/admin/exports/charges.csv?${range}`, owner)).body.split('\r\n');
  expect(chargesCsv[0]).toBe(
    'order,paid_at,subscriber,kind,period_start,weeks,net,tax,total,discount,credit_applied,card_amount,gateway_payment_id',
  );
  expect(chargesCsv).toHaveLength(4);
  expect(chargesCsv[2]).toMatch(
    /^[0-9A-F-]{14},2026-12-04T18:00:00.000Z,asha@example.com,period,2026-12-07,1,69.28,5.72,75.00,0.00,15.00,60.00,\S+$/,
  );
  const creditCsv = (await get(`/api/admin/exports/credit.csv?${range}`, owner)).body.split('\r\n');
  expect(creditCsv.slice(0, 2)).toEqual([
    'created_at,subscriber,reason,amount,note,charge',
    "2026-11-25T16:00:00.000Z,asha@example.com,goodwill,15.00,'=cmd|calc,",
  ]);
  expect(creditCsv[2]).toMatch(/^2026-12-04T18:00:00.000Z,asha@example.com,charge,-15.00,,[0-9a-f-]{36}$/);
  expect((await get(`/api/admin/exports/refunds.csv?${range}`, owner)).body).toBe(
    'refunded_at,order,subscriber,amount,tax,reason,to,gateway_refund_id\r\n',
  );
  expect(
    (await get('/api/admin/exports/charges.csv?from=2026-12-05&until=2026-12-01', owner)).statusCode,
  ).toBe(400);
});
