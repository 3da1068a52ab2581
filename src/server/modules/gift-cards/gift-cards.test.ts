// Gift cards on the real app and database (issue 44): paid once across a crash, delivered on their day by the app's
// clock, redeemed once as credit whoever races, guessing throttled, and the owner's re-send and refund.
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditEntries, giftCards, sandboxLedger } from '../../db/schema';
import { throwOnceAt } from '../../faults';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { BILLING_ADDRESS, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: MailedTestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026, 10:00 AM Central. */
const NOW = new Date('2026-11-25T16:00:00Z');
const CODE = /TFGC(-[0-9A-Z]{4}){4}/;
const BUYER = 'priya@example.com';
const RECIPIENT = 'arjun@example.com';

function buy(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers,
    payload: {
      amountCents: 7500,
      buyerName: 'Priya Patel',
      buyerEmail: BUYER,
      recipientName: 'Arjun Mehta',
      recipientEmail: RECIPIENT,
      message: 'Happy birthday!',
      deliverOn: '2026-11-25',
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Priya Patel',
      },
      billingAddress: BILLING_ADDRESS,
      ...overrides,
    },
  });
}

const redeem = (headers: Record<string, string>, code: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/redeem',
    headers,
    payload: { code },
    remoteAddress: ip,
  });

/** The code in the recipient's latest e-mail. */
async function codeFor(email = RECIPIENT): Promise<string> {
  const mail = (await t.mailTo(email)).filter((m) => m.subject.includes('gift card'));
  const code = mail.at(-1)?.text.match(CODE)?.[0];
  if (!code) throw new Error(`no gift card code was e-mailed to ${email}`);
  return code;
}

const cards = () => t.database.db.select().from(giftCards);
const gatewayCharges = async () =>
  (await t.database.db.select().from(sandboxLedger)).filter((r) => r.kind === 'charge');

test('a card dated later is paid once, the buyer gets a receipt, the recipient the code on its day at 8 AM', async () => {
  t = await createMailedTestApp({ now: NOW });
  const res = await buy({ amountCents: 15000, deliverOn: '2026-12-24' });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ success: true, amountCents: 15000, deliverOn: '2026-12-24' });
  expect(res.json().message).toContain('on December 24, 2026');

  const receipt = await t.mailTo(BUYER);
  expect(receipt.map((m) => m.subject)).toEqual(['Your Tiffin Fit gift card for Arjun Mehta']);
  expect(receipt[0]?.text).toContain('$150.00');
  expect(receipt[0]?.text).toContain(res.json().reference);
  expect(receipt[0]?.text).not.toMatch(CODE);
  expect(await t.mailTo(RECIPIENT)).toEqual([]);

  // The app's clock jumps a month (the jobs between are not this test's): due at 8:00 AM Central, not a minute before.
  t.clock.set(new Date('2026-12-24T13:59:00Z'));
  await t.app.jobs.runDue(['gift-card.deliver']);
  expect(await t.mailTo(RECIPIENT)).toEqual([]);
  t.clock.set(new Date('2026-12-24T14:01:00Z'));
  await t.app.jobs.runDue(['gift-card.deliver', 'email.deliver']);
  const gift = await t.mailTo(RECIPIENT);
  expect(gift.map((m) => m.subject)).toEqual(['Priya Patel sent you a Tiffin Fit gift card']);
  expect(gift[0]?.text).toContain('Happy birthday!');
  const code = await codeFor();

  // Shown once: the database holds its hash only.
  const [row] = await cards();
  expect(row).toMatchObject({ state: 'delivered', amountCents: 15000 });
  expect(JSON.stringify(row)).not.toContain(code.slice(5).replace(/-/g, ''));
  expect(await gatewayCharges()).toHaveLength(1);
});

test('a purchase refused as it is asked for writes nothing: a bad amount, a past date, a declined card', async () => {
  t = await createMailedTestApp({ now: NOW });
  const low = await buy({ amountCents: 2400 });
  expect(low.statusCode).toBe(400);
  expect(low.json().fields).toEqual({ amountCents: 'Choose an amount from $25 to $500' });
  expect((await buy({ amountCents: 50100 })).statusCode).toBe(400);
  const past = await buy({ deliverOn: '2026-11-24' });
  expect(past.statusCode).toBe(400);
  expect(past.json().fields).toEqual({ deliverOn: 'Choose a delivery date from today to a year from now.' });
  const declined = await buy({
    cardDetails: {
      cardNumber: '4000000000000002',
      expiryMonth: '12',
      expiryYear: '2030',
      cvv: '123',
      cardholderName: 'Priya Patel',
    },
  });
  expect(declined.statusCode).toBe(402);
  expect((await cards()).map((c) => c.state)).toEqual(['declined']);
  expect(await t.mailTo(BUYER)).toEqual([]);
  expect(await t.mailTo(RECIPIENT)).toEqual([]);
});

test('a purchase that crashes after the gateway charged is finished by its reconciler: one payment, one card', async () => {
  const faults = throwOnceAt('gift-card.charge-answered');
  t = await createMailedTestApp({ now: NOW, deps: { faults } });
  const crashed = await buy({}, { 'idempotency-key': 'gift-crash-1' });
  expect(crashed.statusCode).toBe(500);
  expect(faults.fired).toBe(true);
  expect((await cards()).map((c) => c.state)).toEqual(['pending']);

  // The request's key, sent again, does not charge again; the reconciler finds the payment and finishes the card.
  t.clock.advance(3 * 60_000);
  await t.app.jobs.runDue();
  expect((await cards()).map((c) => c.state)).toEqual(['delivered']);
  expect(await gatewayCharges()).toHaveLength(1);
  expect((await t.mailTo(BUYER)).map((m) => m.subject)).toEqual([
    'Your Tiffin Fit gift card for Arjun Mehta',
  ]);
  expect(await codeFor()).toMatch(CODE);
});

test('a purchase that crashes before the gateway was asked is given up by its reconciler, nothing charged', async () => {
  const faults = throwOnceAt('gift-card.attempt-written');
  t = await createMailedTestApp({ now: NOW, deps: { faults } });
  expect((await buy()).statusCode).toBe(500);
  t.clock.advance(60_000);
  await t.app.jobs.runDue();
  // Its request may still be running: the reconciler waits.
  expect((await cards()).map((c) => c.state)).toEqual(['pending']);
  t.clock.advance(3 * 60_000);
  await t.app.jobs.runDue();
  expect((await cards()).map((c) => c.state)).toEqual(['released']);
  expect(await gatewayCharges()).toHaveLength(0);
  expect(await t.mailTo(BUYER)).toEqual([]);
});

test('a code becomes account credit once, even when two accounts redeem it at the same moment', async () => {
  t = await createMailedTestApp({ now: NOW });
  expect((await buy()).statusCode).toBe(201);
  await t.app.jobs.runDue();
  const code = await codeFor();
  const arjun = await subscribeAndSignIn(t, { email: RECIPIENT, name: 'Arjun' });
  const other = await subscribeAndSignIn(t, { email: 'sam@example.com', name: 'Sam' });

  // Typed as people type it: lower case, spaces for dashes.
  const typed = code.toLowerCase().replace(/-/g, ' ');
  const answers = await Promise.all([redeem(arjun, typed), redeem(other, code, '198.51.100.9')]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const won = answers.find((a) => a.statusCode === 200);
  expect(won?.json()).toMatchObject({ amountCents: 7500, balanceCents: 7500 });
  expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
    'This gift card has already been redeemed.',
  );
  const entries = await t.database.db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.reason, 'gift_card'));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ amountCents: 7500, note: 'From Priya Patel' });
  expect((await redeem(arjun, code)).statusCode).toBe(409);

  // The winner sees it as credit, and in their data export.
  const winner = won === answers[0] ? arjun : other;
  const credit = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: winner });
  expect(credit.json()).toMatchObject({ balance: 7500, entries: [{ reason: 'gift_card', amount: 7500 }] });
  const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: winner });
  expect(exported.json().giftCards).toEqual([
    expect.objectContaining({ state: 'redeemed', amountCents: 7500 }),
  ]);
  expect(exported.body).not.toContain('codeHash');
});

test('guessing codes is throttled per account and per client address, counted in the database', async () => {
  t = await createMailedTestApp({ now: NOW });
  const guesser = await subscribeAndSignIn(t, { email: 'guess@example.com' });
  const wrong = 'TFGC-AAAA-BBBB-CCCC-DDDD';
  // Five tries an hour per account, from any address.
  for (let i = 0; i < 5; i += 1) {
    const res = await redeem(guesser, wrong, `198.51.100.${i + 1}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This gift card code is not valid. Please check it against your e-mail.');
  }
  const sixth = await redeem(guesser, wrong, '198.51.100.99');
  expect(sixth.statusCode).toBe(429);
  expect(sixth.headers['retry-after']).toBeDefined();

  // Twenty tries an hour per address, whichever accounts try.
  const accounts = [];
  for (let i = 0; i < 5; i += 1) {
    accounts.push(await subscribeAndSignIn(t, { email: `friend${i}@example.com`, phone: `469555020${i}` }));
  }
  let refused = 0;
  for (const headers of accounts) {
    for (let i = 0; i < 4; i += 1) {
      const res = await redeem(headers, wrong, '192.0.2.50');
      if (res.statusCode === 429) refused += 1;
      else expect(res.statusCode).toBe(400);
    }
  }
  expect(refused).toBe(0);
  const twentyFirst = await redeem(accounts[4] ?? {}, wrong, '192.0.2.50');
  expect(twentyFirst.statusCode).toBe(429);

  // An hour on, guessing may go on at the same slow pace.
  t.clock.advance(2 * 60 * 60_000);
  expect((await redeem(accounts[0] ?? {}, wrong, '192.0.2.50')).statusCode).toBe(400);
});

test('the owner re-sends a card with a new code, the old one stops working, and refunds an unredeemed card', async () => {
  t = await createMailedTestApp({ now: NOW });
  expect((await buy()).statusCode).toBe(201);
  expect((await buy({ recipientEmail: 'kiran@example.com', recipientName: 'Kiran' })).statusCode).toBe(201);
  await t.app.jobs.runDue();
  const first = await codeFor();
  const owner = await signInAdmin(t);

  const list = await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: owner });
  expect(list.statusCode).toBe(200);
  const listed = list.json().giftCards as { id: string; recipientEmail: string; state: string }[];
  expect(listed.map((c) => c.state)).toEqual(['delivered', 'delivered']);
  const arjunCard = listed.find((c) => c.recipientEmail === RECIPIENT);
  const kiranCard = listed.find((c) => c.recipientEmail === 'kiran@example.com');

  const resent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/gift-cards/${arjunCard?.id}/resend`,
    headers: owner,
  });
  expect(resent.statusCode, resent.body).toBe(200);
  const second = await codeFor();
  expect(second).not.toBe(first);
  const arjun = await subscribeAndSignIn(t, { email: RECIPIENT, name: 'Arjun' });
  expect((await redeem(arjun, first)).statusCode).toBe(400);
  expect((await redeem(arjun, second)).statusCode).toBe(200);

  // Redeemed: it is credit now, not refundable. Kiran's is refunded to Priya's card, and its code stops working.
  const refusedRefund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/gift-cards/${arjunCard?.id}/refund`,
    headers: owner,
  });
  expect(refusedRefund.statusCode).toBe(409);
  const kiranCode = await codeFor('kiran@example.com');
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/gift-cards/${kiranCard?.id}/refund`,
    headers: owner,
  });
  expect(refund.statusCode, refund.body).toBe(200);
  expect(refund.json().giftCard.state).toBe('refunded');
  expect((await t.mailTo(BUYER)).map((m) => m.subject)).toContain(
    'Your Tiffin Fit gift card for Kiran is refunded',
  );
  const kiran = await subscribeAndSignIn(t, {
    email: 'kiran@example.com',
    name: 'Kiran',
    phone: '4695550111',
  });
  const late = await redeem(kiran, kiranCode);
  expect(late.statusCode).toBe(409);
  expect(late.json().message).toBe('This gift card was refunded to its buyer and can no longer be used.');
  const refunds = (await t.database.db.select().from(sandboxLedger)).filter((r) => r.kind === 'refund');
  expect(refunds).toHaveLength(1);
});

test('gift card sales are a liability, not sales: the books and the sales-tax report leave them out', async () => {
  t = await createMailedTestApp({ now: NOW });
  expect((await buy({ amountCents: 27000 })).statusCode).toBe(201);
  const owner = await signInAdmin(t);
  const statement = await t.app.inject({
    method: 'GET',
    url: '/api/admin/reports/statement?month=2026-11',
    headers: owner,
  });
  expect(statement.statusCode, statement.body).toBe(200);
  expect(statement.json()).toMatchObject({ charges: 0, gross: 0, tax: 0, net: 0 });
  const tax = await t.app.inject({
    method: 'GET',
    url: '/api/admin/reports/sales-tax?period=2026-11',
    headers: owner,
  });
  expect(tax.json()).toMatchObject({ totalSales: 0, taxableSales: 0, taxCollected: 0 });
  const csv = await t.app.inject({
    method: 'GET',
    url: '/api/admin/exports/charges.csv?from=2026-11-01&until=2026-12-01',
    headers: owner,
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.body).not.toContain('270.00');
});

test('the owner sets the purchase and guessing limits, checked, audited and in force at once', async () => {
  t = await createMailedTestApp({ now: NOW });
  const owner = await signInAdmin(t);
  const settings = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/gift-card-settings', headers: owner });
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/gift-card-settings', headers: owner, payload });
  expect((await settings()).json()).toEqual({
    purchasesPerAddressPerHour: 10,
    purchasesPerEmailPerHour: 5,
    redeemsPerAccountPerHour: 5,
    redeemsPerAddressPerHour: 20,
  });

  // No limit of nothing, no limit that is no limit, whole numbers only.
  for (const [field, value, message] of [
    ['redeemsPerAccountPerHour', 0, 'At least 1 an hour'],
    ['redeemsPerAddressPerHour', 1000, 'At most 200 an hour'],
    ['purchasesPerEmailPerHour', 2.5, 'Enter a whole number'],
  ] as const) {
    const current: Record<string, unknown> = (await settings()).json();
    const refused = await save({ ...current, [field]: value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  }

  const saved = await save({
    purchasesPerAddressPerHour: 10,
    purchasesPerEmailPerHour: 1,
    redeemsPerAccountPerHour: 2,
    redeemsPerAddressPerHour: 20,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const audit = await t.app.inject({
    method: 'GET',
    url: '/api/admin/audit-log?q=gift-cards',
    headers: owner,
  });
  expect(audit.body).toContain('settings.gift-cards');

  // One purchase an hour per buyer e-mail now.
  expect((await buy()).statusCode).toBe(201);
  expect((await buy()).statusCode).toBe(429);
  // Two tries an hour per account now.
  const guesser = await subscribeAndSignIn(t, { email: 'guess@example.com' });
  const wrong = 'TFGC-AAAA-BBBB-CCCC-DDDD';
  expect((await redeem(guesser, wrong)).statusCode).toBe(400);
  expect((await redeem(guesser, wrong)).statusCode).toBe(400);
  expect((await redeem(guesser, wrong)).statusCode).toBe(429);
});
