// A gift card typed at checkout (issue 44) on the real app and database: it pays the first charge before the card,
// becomes the new account's credit when the checkout settles, is given back when it does not, and is spent once.
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditEntries, giftCards, orders, sandboxLedger, users } from '../../db/schema';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { splitFirstCharge } from '../../../domain/first-charge';
import { cents } from '../../../domain/money';
import { creditRepository } from '../credit/credit-repository';
import { BILLING_ADDRESS } from '../subscriptions/subscription-test-support';

let t: MailedTestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026, 10:00 AM Central: the first open service week starts Monday 30 November. */
const NOW = new Date('2026-11-25T16:00:00Z');
const CODE = /TFGC(-[0-9A-Z]{4}){4}/;
const RECIPIENT = 'arjun@example.com';
const PAYING = '4242424242424242';
const DECLINED = '4000000000000002';
const INVALID = 'This gift card code is not valid. Please check it against your e-mail.';

/** Buys a card for today and answers its code, as the recipient's e-mail shows it. */
async function giftCardCode(amountCents: number, recipientEmail = RECIPIENT): Promise<string> {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    payload: {
      amountCents,
      buyerName: 'Priya Patel',
      buyerEmail: 'priya@example.com',
      recipientName: 'Arjun Mehta',
      recipientEmail,
      deliverOn: '2026-11-25',
      cardDetails: card(PAYING, 'Priya Patel'),
      billingAddress: BILLING_ADDRESS,
    },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  await t.app.jobs.runDue();
  const mail = (await t.mailTo(recipientEmail)).filter((m) => m.subject.includes('gift card'));
  const code = mail.at(-1)?.text.match(CODE)?.[0];
  if (!code) throw new Error('no gift card code was e-mailed');
  return code;
}

function card(cardNumber: string, cardholderName = 'Arjun Mehta') {
  return { cardNumber, expiryMonth: '12', expiryYear: '2030', cvv: '123', cardholderName };
}

function checkout(
  options: { giftCardCode?: string; email?: string; cardNumber?: string; ip?: string } = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    headers,
    remoteAddress: options.ip ?? '203.0.113.20',
    payload: {
      subscriptionData: {
        name: 'Arjun Mehta',
        email: options.email ?? RECIPIENT,
        phone: '4695550142',
        planType: 'weekly',
        location: 'irving',
        ...(options.giftCardCode !== undefined && { giftCardCode: options.giftCardCode }),
      },
      cardDetails: card(options.cardNumber ?? PAYING),
      billingAddress: BILLING_ADDRESS,
      finalAmount: 7500,
    },
  });
}

const check = (code: string, ip = '203.0.113.20') =>
  t.app.inject({ method: 'POST', url: '/api/validate-gift-card', payload: { code }, remoteAddress: ip });

/** What the sandbox card was asked for beyond the gift card purchases (the subscriber's card). */
const subscriberCharges = async () =>
  (await t.database.db.select().from(sandboxLedger))
    .filter((r) => r.kind === 'charge' && r.outcome === 'succeeded')
    .map((r) => r.amountCents)
    .slice(1);
const cardState = async () => (await t.database.db.select().from(giftCards))[0]?.state;
async function balanceOf(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user ? creditRepository(t.database.db).balanceOf(user.id) : -1;
}

test('a new subscriber pays the first week with a gift card: nothing on their card, the rest kept as credit', async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(15000);

  const checked = await check(code.toLowerCase());
  expect(checked.statusCode).toBe(200);
  expect(checked.json()).toMatchObject({ valid: true, amountCents: 15000 });
  expect(checked.json().message).toContain('Priya Patel');
  expect(await cardState()).toBe('delivered');

  const paid = await checkout({ giftCardCode: code });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 0, creditApplied: 7500 });
  expect(await subscriberCharges()).toEqual([]);
  expect(await cardState()).toBe('redeemed');
  expect(await balanceOf(RECIPIENT)).toBe(7500);
  // The payment step said so before paying: the card's rest becomes the new account's credit.
  expect(splitFirstCharge({ total: cents(7500), giftCardValue: 15000 }).creditLeft).toBe(7500);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 7500, creditAppliedCents: 7500 });
  const ledger = await t.database.db.select().from(creditEntries);
  expect(ledger.map((e) => [e.reason, e.amountCents])).toEqual([
    ['gift_card', 15000],
    ['charge', -7500],
  ]);

  // Spent once: neither another checkout nor the check takes it again.
  const again = await checkout({ giftCardCode: code, email: 'sam@example.com' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({
    message: 'This gift card has already been redeemed.',
    fields: { 'subscriptionData.giftCardCode': 'This gift card has already been redeemed.' },
  });
  expect((await check(code)).json()).toMatchObject({
    valid: false,
    message: 'This gift card has already been redeemed.',
  });
});

test('a wrong code is refused before anything is charged; a declined card gives the gift card back', async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(2500);

  const wrong = await checkout({ giftCardCode: 'TFGC-AAAA-BBBB-CCCC-DDDD' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'VALIDATION',
    message: INVALID,
    fields: { 'subscriptionData.giftCardCode': INVALID },
  });
  expect((await check('not a code')).json()).toEqual({ valid: false, amountCents: 0, message: INVALID });

  const declined = await checkout({ giftCardCode: code, cardNumber: DECLINED });
  expect(declined.statusCode).toBe(402);
  expect(await cardState()).toBe('delivered');
  expect(await t.database.db.select().from(creditEntries)).toEqual([]);

  const paid = await checkout({ giftCardCode: code });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 5000, creditApplied: 2500 });
  expect(await subscriberCharges()).toEqual([5000]);
  expect(await balanceOf(RECIPIENT)).toBe(0);
});

test('two checkouts racing on one code: one spends it, the other is told and pays nothing', async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(7500);
  const answers = await Promise.all([
    checkout({ giftCardCode: code }),
    checkout({ giftCardCode: code, email: 'sam@example.com', ip: '198.51.100.9' }),
  ]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(
    /already been redeemed|being used for a checkout/,
  );
  expect(await subscriberCharges()).toEqual([]);
  const gifts = await t.database.db.select().from(creditEntries).where(eq(creditEntries.reason, 'gift_card'));
  expect(gifts).toHaveLength(1);
});

test("a signed-in account's code goes into its credit and pays with the rest of its balance", async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(2500);
  const user = await createUser(t, { email: RECIPIENT, password: 'gift-card-lunches', name: 'Arjun' });
  await t.database.db.transaction(async (tx) => {
    const credit = creditRepository(tx);
    await credit.lockBalance(user.id);
    await credit.add({ userId: user.id, amountCents: 1000, reason: 'goodwill' }, t.clock.now());
  });
  const headers = bearer(await signIn(t, RECIPIENT, 'gift-card-lunches'));

  const paid = await checkout({ giftCardCode: code }, headers);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 4000, creditApplied: 3500 });
  expect(await subscriberCharges()).toEqual([4000]);
  expect(await balanceOf(RECIPIENT)).toBe(0);
  expect(await cardState()).toBe('redeemed');
});

test('with a gift card and account credit, the payment step shows what the server then spends: the gift card first, then credit', async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(2500);
  const user = await createUser(t, { email: RECIPIENT, password: 'gift-card-lunches', name: 'Arjun' });
  await t.database.db.transaction(async (tx) => {
    const credit = creditRepository(tx);
    await credit.lockBalance(user.id);
    await credit.add({ userId: user.id, amountCents: 6000, reason: 'goodwill' }, t.clock.now());
  });
  const headers = bearer(await signIn(t, RECIPIENT, 'gift-card-lunches'));
  const checked = await t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    headers,
    payload: {
      planType: 'weekly',
      name: 'Arjun Mehta',
      email: RECIPIENT,
      phone: '4695550142',
      location: 'irving',
    },
  });
  expect(checked.json()).toMatchObject({ accountCredit: 6000 });
  const applied = (await check(code)).json<{ amountCents: number }>().amountCents;
  // The page: $25.00 of gift card, then $50.00 of the $60.00 credit, nothing on the card.
  const shown = splitFirstCharge({
    total: cents(7500),
    giftCardValue: applied,
    accountCredit: checked.json<{ accountCredit: number }>().accountCredit,
  });
  expect(shown).toEqual({ giftCard: 2500, accountCredit: 5000, card: 0, creditLeft: 1000 });

  const paid = await checkout({ giftCardCode: code }, headers);
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({
    amountCharged: shown.card,
    creditApplied: shown.giftCard + shown.accountCredit,
  });
  expect(await subscriberCharges()).toEqual([]);
  expect(await balanceOf(RECIPIENT)).toBe(6000 - shown.accountCredit);
  expect(await balanceOf(RECIPIENT)).toBe(shown.creditLeft);
});

test('codes tried at checkout and with its Apply button count against the guessing limit per address', async () => {
  t = await createMailedTestApp({ now: NOW });
  for (let i = 0; i < 19; i += 1) {
    expect((await check('TFGC-AAAA-BBBB-CCCC-DDDD', '192.0.2.50')).json().valid).toBe(false);
  }
  expect((await checkout({ giftCardCode: 'TFGC-AAAA-BBBB-CCCC-DDDD', ip: '192.0.2.50' })).statusCode).toBe(
    400,
  );
  const limited = await check('TFGC-AAAA-BBBB-CCCC-DDDD', '192.0.2.50');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe('Too many gift card codes tried. Please wait an hour and try again.');
  expect((await checkout({ giftCardCode: 'TFGC-AAAA-BBBB-CCCC-DDDD', ip: '192.0.2.50' })).statusCode).toBe(
    429,
  );
});

/** /subscribe-old's two calls: the hold, then its payment with the sandbox's test token. */
async function twoStepCheckout(
  options: { giftCardCode?: string; email?: string; sourceId?: string; ip?: string } = {},
) {
  const remoteAddress = options.ip ?? '203.0.113.20';
  const hold = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    remoteAddress,
    payload: {
      name: 'Arjun Mehta',
      email: options.email ?? RECIPIENT,
      phone: '4695550142',
      location: 'las-colinas',
      planType: 'weekly',
    },
  });
  expect(hold.statusCode, hold.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/complete-payment',
    remoteAddress,
    payload: {
      subscriptionId: hold.json<{ subscriptionId: string }>().subscriptionId,
      sourceId: options.sourceId ?? 'cnon:card-nonce-ok',
      billingAddress: BILLING_ADDRESS,
      ...(options.giftCardCode !== undefined && { giftCardCode: options.giftCardCode }),
    },
  });
}

test('the two-step checkout takes a gift card too: refused with the same words, given back on a decline, spent once', async () => {
  t = await createMailedTestApp({ now: NOW });
  const code = await giftCardCode(2500);

  const wrong = await twoStepCheckout({ giftCardCode: 'TFGC-AAAA-BBBB-CCCC-DDDD' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'VALIDATION',
    message: INVALID,
    fields: { giftCardCode: INVALID },
  });

  const declined = await twoStepCheckout({ giftCardCode: code, sourceId: 'cnon:card-nonce-declined' });
  expect(declined.statusCode).toBe(402);
  expect(await cardState()).toBe('delivered');
  expect(await t.database.db.select().from(creditEntries)).toEqual([]);

  const paid = await twoStepCheckout({ giftCardCode: code.toLowerCase() });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json()).toMatchObject({ success: true });
  expect(await subscriberCharges()).toEqual([5000]);
  expect(await cardState()).toBe('redeemed');
  expect(await balanceOf(RECIPIENT)).toBe(0);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 7500, creditAppliedCents: 2500 });

  const again = await twoStepCheckout({ giftCardCode: code, email: 'sam@example.com' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({
    message: 'This gift card has already been redeemed.',
    fields: { giftCardCode: 'This gift card has already been redeemed.' },
  });
});

test('with tax on top, the two-step gift card pays from the taxed total: $80.00 of $81.19 leaves $1.19 for the card', async () => {
  t = await createMailedTestApp({ now: NOW });
  const owner = await signInAdmin(t);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/sales-tax',
    headers: owner,
    payload: { rateBasisPoints: 825, inclusive: false },
  });
  expect(set.statusCode, set.body).toBe(200);
  const code = await giftCardCode(8000);

  const paid = await twoStepCheckout({ giftCardCode: code });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await subscriberCharges()).toEqual([119]);
  expect(await balanceOf(RECIPIENT)).toBe(0);
  const [order] = await t.database.db.select().from(orders);
  expect(order).toMatchObject({ totalAmountCents: 8119, creditAppliedCents: 8000 });
});
