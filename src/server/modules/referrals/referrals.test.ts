// Referrals on the real app and database (issue 44): the friend's discount at checkout, the referrer's credit once the
// friend's first paid week has ended by the app's clock, and each refusal: oneself, a refund, the yearly limit, off.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralResponseSchema, type ReferralResponse } from '../../../contracts/referrals';
import { charges, creditEntries, referrals, subscriptions } from '../../db/schema';
import { createMailedTestApp } from '../../testing/mailed-test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSubscriber, signInAdmin } from '../admin/admin-test-support';
import { changePrice } from '../prices/price-test-support';
import { moveTo, signInAgain, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** Wednesday 25 November 2026: a signup pays the week of 30 November, which ends Friday 4 December at 2:00 PM. */
const SIGNUP = new Date('2026-11-25T16:00:00Z');
/** Friday 4 December, 3:30 PM Central: the reward job of 3:00 PM has run. */
const AFTER_FIRST_WEEK = '2026-12-04T21:30:00Z';

const FRIEND_ADDRESS = { address: '42 Elm St', city: 'Dallas', state: 'TX', zipCode: '75201' };

function checkout(input: {
  email: string;
  name: string;
  referralCode?: string;
  couponCode?: string;
  planType?: 'weekly' | 'monthly';
  finalAmount: number;
  cardNumber?: string;
  expiry?: { month: string; year: string };
  billingAddress?: typeof FRIEND_ADDRESS;
}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: {
        name: input.name,
        email: input.email,
        phone: '4695550123',
        planType: input.planType ?? 'weekly',
        location: 'irving',
        referralCode: input.referralCode,
        couponCode: input.couponCode,
      },
      cardDetails: {
        cardNumber: input.cardNumber ?? '5555555555554444',
        expiryMonth: input.expiry?.month ?? '11',
        expiryYear: input.expiry?.year ?? '2031',
        cvv: '123',
        cardholderName: input.name,
      },
      billingAddress: input.billingAddress ?? FRIEND_ADDRESS,
      finalAmount: input.finalAmount,
    },
  });
}

async function referrerWithCode() {
  const asha = await subscribeAndSignIn(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/referral', headers: asha });
  expect(res.statusCode, res.body).toBe(200);
  const body = referralResponseSchema.parse(res.json());
  return { code: body.code, body };
}

/** Asha's referral page; a fresh sign-in, since the clock moves past the week-long idle timeout. */
const referral = async (): Promise<ReferralResponse> =>
  referralResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/referral', headers: await signInAgain(t) })).json(),
  );

test('a friend gets 20 % off the first week and the referrer $15 of credit once that week has ended, and an e-mail', async () => {
  const mailed = await createMailedTestApp({ now: SIGNUP });
  t = mailed;
  const rewardMail = async () =>
    (await mailed.mailTo('asha@example.com')).filter((m) => m.subject.includes('of credit for you'));
  const { code, body } = await referrerWithCode();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  expect(body).toMatchObject({
    link: `http://localhost:3000/subscribe?ref=${code}`,
    rewards: [],
    earnedCents: 0,
    programme: { enabled: true, friendPercentOff: 20, rewardCents: 1500 },
  });
  // The same code every time.
  expect((await referral()).code).toBe(code);

  const check = await t.app.inject({
    method: 'POST',
    url: '/api/validate-referral',
    payload: { referralCode: code.toLowerCase(), planType: 'monthly' },
  });
  expect(check.json()).toMatchObject({ valid: true, discountAmount: 1500, finalPrice: 25500 });

  const paid = await checkout({
    email: 'ben.kapoor@example.com',
    name: 'Ben Kapoor',
    referralCode: code,
    finalAmount: 6000,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json().amountCharged).toBe(6000);
  const [charge] = await t.database.db
    .select()
    .from(charges)
    .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
    .where(eq(subscriptions.email, 'ben.kapoor@example.com'));
  expect(charge?.charges.discountCents).toBe(1500);

  // Who joined, by first name; nothing earned before the week has ended.
  expect((await referral()).rewards).toEqual([
    expect.objectContaining({ firstName: 'Ben', state: 'pending', rewardCents: 1500, note: null }),
  ]);
  await moveTo(t, '2026-12-04T19:00:00Z');
  expect((await referral()).rewards[0]?.state).toBe('pending');
  expect(await rewardMail()).toEqual([]);

  await moveTo(t, AFTER_FIRST_WEEK);
  const after = await referral();
  expect(after).toMatchObject({ earnedCents: 1500, rewards: [{ firstName: 'Ben', state: 'rewarded' }] });
  expect(JSON.stringify(after)).not.toContain('Kapoor');
  const credit = await t.app.inject({
    method: 'GET',
    url: '/api/account/credit',
    headers: await signInAgain(t),
  });
  expect(credit.json().entries).toEqual(
    expect.arrayContaining([expect.objectContaining({ reason: 'referral', amount: 1500 })]),
  );
  // The referrer hears of it through the mail server, the friend named by first name only.
  const [mail] = await rewardMail();
  expect(mail?.subject).toBe('Ben joined Tiffin Fit: $15.00 of credit for you');
  expect(mail?.text).toContain('Your credit balance');
  expect(mail?.text).toContain('$15.00');
  expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=subscription');
  expect(`${mail?.text}${mail?.html}`).not.toContain('Kapoor');
  // Once: the job of the next day finds nothing more to give, and says nothing more.
  await moveTo(t, '2026-12-05T21:30:00Z');
  expect(
    await t.database.db.select().from(creditEntries).where(eq(creditEntries.reason, 'referral')),
  ).toHaveLength(1);
  expect(await rewardMail()).toHaveLength(1);
});

test('no reward for referring oneself: the same mailbox is refused at checkout, the same card or address later', async () => {
  t = await createTestApp({ now: SIGNUP });
  const { code } = await referrerWithCode();
  // asha@example.com's own code, with a +tag: the waitlist's mailbox rule.
  const own = await checkout({
    email: 'Asha+lunch@example.com',
    name: 'Asha',
    referralCode: code,
    finalAmount: 6000,
  });
  expect(own.statusCode).toBe(409);
  expect(own.json().message).toBe('You cannot use your own referral code. Your total is $75.00.');

  // Another address, Asha's card (subscribeAndSignIn pays with 4242 ... 12/2030).
  const sameCard = await checkout({
    email: 'ravi@example.com',
    name: 'Ravi',
    referralCode: code,
    finalAmount: 6000,
    cardNumber: '4242424242424242',
    expiry: { month: '12', year: '2030' },
  });
  expect(sameCard.statusCode, sameCard.body).toBe(201);
  // Another card, Asha's billing address.
  const sameAddress = await checkout({
    email: 'meera@example.com',
    name: 'Meera',
    referralCode: code,
    finalAmount: 6000,
    billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
  });
  expect(sameAddress.statusCode, sameAddress.body).toBe(201);

  await moveTo(t, AFTER_FIRST_WEEK);
  const { rewards } = await referral();
  expect(rewards.map((r) => [r.firstName, r.state, r.note]).sort()).toEqual([
    ['Meera', 'refused', 'Referring yourself does not earn a reward.'],
    ['Ravi', 'refused', 'Referring yourself does not earn a reward.'],
  ]);
  expect(
    await t.database.db.select().from(creditEntries).where(eq(creditEntries.reason, 'referral')),
  ).toEqual([]);
});

test('a friend whose first week was refunded earns nothing', async () => {
  t = await createTestApp({ now: SIGNUP });
  const { code } = await referrerWithCode();
  expect(
    (await checkout({ email: 'ben@example.com', name: 'Ben', referralCode: code, finalAmount: 6000 }))
      .statusCode,
  ).toBe(201);
  const [row] = await t.database.db
    .select({ id: charges.id })
    .from(charges)
    .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
    .where(eq(subscriptions.email, 'ben@example.com'));
  const owner = await signInAdmin(t);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/charges/${row?.id}/refund`,
    headers: owner,
    payload: { reason: 'Changed their mind', idempotencyKey: randomUUID() },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  await moveTo(t, AFTER_FIRST_WEEK);
  expect((await referral()).rewards).toEqual([
    expect.objectContaining({
      firstName: 'Ben',
      state: 'refused',
      rewardCents: 0,
      note: 'Their first week was refunded.',
    }),
  ]);
});

test('at most 10 rewards a year per subscriber', async () => {
  t = await createTestApp({ now: SIGNUP });
  const { code } = await referrerWithCode();
  const [me] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.email, 'asha@example.com'));
  // Ten friends rewarded earlier this year.
  for (let i = 0; i < 10; i += 1) {
    const friend = await insertSubscriber(t, { email: `earlier${i}@example.com`, status: 'active' });
    await t.database.db.insert(referrals).values({
      referrerUserId: me?.userId ?? 0,
      subscriptionId: friend.subscriptionId,
      friendFirstName: `Earlier${i}`,
      discountCents: 1500,
      rewardCents: 1500,
      state: 'rewarded',
      createdAt: new Date('2026-03-01T18:00:00Z'),
      decidedAt: new Date('2026-03-15T21:00:00Z'),
    });
  }
  expect(
    (await checkout({ email: 'ben@example.com', name: 'Ben', referralCode: code, finalAmount: 6000 }))
      .statusCode,
  ).toBe(201);
  await moveTo(t, AFTER_FIRST_WEEK);
  const ben = (await referral()).rewards.find((r) => r.firstName === 'Ben');
  expect(ben).toMatchObject({ state: 'refused', note: 'You have earned the 10 rewards a year allows.' });
});

test('the owner turns the programme off and changes both amounts; a code with a coupon is refused', async () => {
  t = await createTestApp({ now: SIGNUP });
  const { code } = await referrerWithCode();
  const owner = await signInAdmin(t);
  const both = await checkout({
    email: 'ben@example.com',
    name: 'Ben',
    referralCode: code,
    couponCode: 'GYMBRO',
    finalAmount: 6000,
  });
  expect(both.statusCode).toBe(409);
  expect(both.json().message).toContain('Use a coupon or a referral code, not both.');

  const set = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers: owner, payload });
  expect((await set({ enabled: true, friendPercentOff: 10, rewardCents: 2000 })).statusCode).toBe(200);
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/validate-referral',
    payload: { referralCode: code, planType: 'weekly' },
  });
  expect(check.json()).toMatchObject({ valid: true, discountAmount: 750, finalPrice: 6750 });
  expect((await set({ enabled: true, friendPercentOff: 80, rewardCents: 2000 })).statusCode).toBe(400);

  expect((await set({ enabled: false, friendPercentOff: 10, rewardCents: 2000 })).statusCode).toBe(200);
  const off = await checkout({
    email: 'ben@example.com',
    name: 'Ben',
    referralCode: code,
    finalAmount: 6750,
  });
  expect(off.statusCode).toBe(409);
  expect(off.json().message).toBe('Referrals are paused at the moment. Your total is $75.00.');
  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/validate-referral',
    payload: { referralCode: 'NOSUCHCO', planType: 'weekly' },
  });
  expect(unknown.json()).toMatchObject({ valid: false, discountAmount: 0 });
});

test("the friend's 20 % is of the weekly price in force: after a change to $80.00 it is $16.00, checked and charged", async () => {
  t = await createTestApp({ now: SIGNUP });
  const { code } = await referrerWithCode();
  const owner = await signInAdmin(t);
  const changed = await changePrice(t, owner, { planType: 'weekly', priceCents: 8000 });
  expect(changed.statusCode, changed.body).toBe(200);

  const check = await t.app.inject({
    method: 'POST',
    url: '/api/validate-referral',
    payload: { referralCode: code, planType: 'weekly' },
  });
  expect(check.json()).toMatchObject({ valid: true, discountAmount: 1600, finalPrice: 6400 });
  const paid = await checkout({
    email: 'ben@example.com',
    name: 'Ben',
    referralCode: code,
    finalAmount: 6400,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json()).toMatchObject({ amountCharged: 6400 });
});
