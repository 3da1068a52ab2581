// Checkout journeys: /subscribe's three steps with the sandbox's test cards and the landing offer, the card and
// address checks, the two-step /subscribe-old, and what the page does with the server's refusals.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { holdBackScripts } from './support/page';

/**
 * The capacity check's answer with spots open. It carries no `accountCredit`, as an instance still on the last release
 * answers during a rolling restart: the page reads that as no credit.
 */
const SPOTS_OPEN = JSON.stringify({
  available: true,
  launchPhase: 'inviteOnly',
  spotsLeft: 12,
  message: 'ok',
});

const LONG_US_MONDAY = /^Monday, [A-Z][a-z]+ \d{1,2}, \d{4}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const PAY_PATH = '**/api/process-payment-and-create-subscription';
const SETUP_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;

interface Card {
  number: string;
  month: string;
  year: string;
  cvv: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

const GOOD_CARD: Card = {
  number: '4242 4242 4242 4242',
  month: '12',
  year: String(new Date().getFullYear() + 3),
  cvv: '123',
  name: 'Priya Patel',
  address: '7610 N MacArthur Blvd',
  city: 'Irving',
  state: 'TX',
  zip: '75063',
};

function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The value beside a term of the success step's list ("First pickup", "Amount charged"). */
function detail(page: Page, term: string) {
  return page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** The toast on screen (Radix's live-region copy is short-lived, so the toast itself is read). */
function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

async function openForm(page: Page) {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { name: 'Start your subscription' })).toBeFocused();
}

async function fillDetails(page: Page, email: string, plan: 'Weekly' | 'Monthly' = 'Weekly') {
  await page.locator('label').filter({ hasText: plan }).first().click();
  await page.getByLabel('Full name').fill('Priya Patel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(469) 555-0100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused();
}

async function fillCard(page: Page, card: Card) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry month').fill(card.month);
  await page.getByLabel('Expiry year').fill(card.year);
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByLabel('Name on card').fill(card.name);
  await page.getByLabel('Street address').fill(card.address);
  await page.getByLabel('City').fill(card.city);
  await page.getByLabel('State').selectOption(card.state);
  await page.getByLabel('ZIP code').fill(card.zip);
}

test('the subscribe page offers the invite-only launch, the two plans and the benefits', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/high-protein lunches/);
  // The server's clock is past August 1st, 2025: the invite-only launch is active and opens the form.
  await expect(page.getByRole('heading', { name: 'Invite-Only Launch' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start your subscription' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const form = page.getByRole('region', { name: 'Start your subscription' });
  await expect(form.getByRole('radio', { name: /Weekly/ })).toBeChecked();
  await expect(form.getByText('$75', { exact: true })).toBeVisible();
  await expect(form.getByText('$270', { exact: true })).toBeVisible();
  await expect(form.getByText('Save $30')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checkout progress' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: /Everything your training needs/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Subscribe Now cannot be tapped before the page’s script has taken it over, and opens the form after', async ({
  page,
}) => {
  // A tap on the build's HTML would do nothing at all: the button says so by being disabled until then.
  const release = await holdBackScripts(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
  await release();
  await openForm(page);
});

test('details left empty show Missing Information and ask the server nothing', async ({ page }) => {
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/validate-subscription-capacity')) asked = true;
  });
  await openForm(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields');
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByText('Please enter your phone number.')).toBeVisible();
  expect(asked).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a full phase shows Phase Capacity Reached and leads to the waitlist', async ({ page }) => {
  // A full phase needs hundreds of subscribers on the server; its answer is the contract's 409 AT_CAPACITY.
  await page.route('**/api/validate-subscription-capacity', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'This phase is full.',
        code: 'AT_CAPACITY',
        shouldRedirectToWaitlist: true,
      }),
    }),
  );
  await openForm(page);
  await page.getByLabel('Full name').fill('Priya Patel');
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByLabel('Phone').fill('(469) 555-0100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(toast(page, 'Phase Capacity Reached')).toContainText(
    "This phase is now full. You'll be redirected to join the waitlist.",
  );
  await expect(page).toHaveURL(/\/waitlist$/);
});

test('the sandbox card form formats what is typed and never loads Square', async ({ page }) => {
  const squareRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('squarecdn')) squareRequests.push(r.url());
  });
  await page.route('**/api/validate-subscription-capacity', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: SPOTS_OPEN,
    }),
  );
  await openForm(page);
  await fillDetails(page, 'format@example.com');
  await expect(page.getByText('Test mode: no real card is charged.')).toBeVisible();
  await expect(page.getByText('4000 0000 0000 0002', { exact: true })).toBeVisible();

  const number = page.getByLabel('Card number');
  await number.fill('4242424242424242999');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await number.fill('378282246310005');
  await expect(number).toHaveValue('3782 822463 10005');
  await expect(page.getByText('Amex', { exact: true })).toBeVisible();
  await page.getByLabel('Expiry month').fill('123');
  await expect(page.getByLabel('Expiry month')).toHaveValue('12');
  await page.getByLabel('Expiry year').fill('20301');
  await expect(page.getByLabel('Expiry year')).toHaveValue('2030');
  await page.getByLabel('ZIP code').fill('750631234');
  await expect(page.getByLabel('ZIP code')).toHaveValue('75063-1234');
  await expect(page.getByLabel('State').locator('option')).toHaveCount(52);
  expect(squareRequests).toEqual([]);
});

test('each card and address problem shows the spec’s message on its field and charges nothing', async ({
  page,
}) => {
  // Nine submissions and a full accessibility scan: more than the default 30 s on a busy two-core machine.
  test.slow();
  let charged = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/process-payment-and-create-subscription')) charged = true;
  });
  await page.route('**/api/validate-subscription-capacity', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: SPOTS_OPEN,
    }),
  );
  await openForm(page);
  await fillDetails(page, 'checks@example.com');

  const cases: { change: Partial<Card>; field: string; title: string; message: string }[] = [
    {
      change: { number: '4242 4242 42' },
      field: 'Card number',
      title: 'Invalid Card Number',
      message: 'Please enter a valid card number.',
    },
    {
      change: { number: '4242 4242 4242 4241' },
      field: 'Card number',
      title: 'Invalid Card Number',
      message: 'The card number you entered is not valid. Please check and try again.',
    },
    {
      change: { number: '3530 1113 3330 0000' },
      field: 'Card number',
      title: 'US Cards Only',
      message: 'We only accept US-issued cards. International cards are not supported.',
    },
    {
      change: { month: '' },
      field: 'Expiry month',
      title: 'Missing Card Details',
      message: 'Please enter the expiry month, year and CVV.',
    },
    { change: { cvv: '12' }, field: 'CVV', title: 'Invalid CVV', message: "Your card's CVV is 3 digits." },
    {
      change: { year: '2020' },
      field: 'Expiry year',
      title: 'Card Expired',
      message: 'This card has expired. Please use a different card.',
    },
    {
      change: { name: '' },
      field: 'Name on card',
      title: 'Missing Billing Information',
      message: 'Please enter the cardholder name and full billing address.',
    },
    {
      change: { city: '' },
      field: 'City',
      title: 'Missing Billing Information',
      message: 'Please enter the cardholder name and full billing address.',
    },
    {
      change: { zip: '7506' },
      field: 'ZIP code',
      title: 'Invalid ZIP Code',
      message: 'Please enter a 5-digit ZIP code (or ZIP+4).',
    },
  ];
  for (const c of cases) {
    await test.step(`${c.title}: ${c.message}`, async () => {
      await fillCard(page, { ...GOOD_CARD, ...c.change });
      await page.getByRole('button', { name: 'Pay $75.00' }).click();
      await expect(toast(page, c.title)).toContainText(c.message);
      const field = page.getByLabel(c.field);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(page.locator(`[id="${await field.getAttribute('id')}-error"]`)).toHaveText(c.message);
    });
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(charged).toBe(false);
});

test('a promo code that cannot be checked shows the spec’s Error toast', async ({ page }) => {
  await page.route('**/api/validate-subscription-capacity', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: SPOTS_OPEN,
    }),
  );
  await page.route('**/api/validate-coupon', (route) => route.abort('internetdisconnected'));
  await openForm(page);
  await fillDetails(page, 'offline@example.com');
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Promo code').fill('gymbro');
  await expect(page.getByLabel('Promo code')).toHaveValue('GYMBRO');
  await apply.click();
  await expect(toast(page, 'Error')).toContainText('Unable to validate coupon. Please try again.');
  await expect(page.getByTestId('order-total')).toHaveText('$75.00');
});

test('/subscribe-old?success=true opens on the success step with the Monday of the first meal', async ({
  page,
}) => {
  await page.goto('/subscribe-old?success=true');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your first meal arrives on Monday.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('/subscribe-old checks its required details before creating anything @mobile', async ({ page }) => {
  let created = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/create-subscription')) created = true;
  });
  await page.goto('/subscribe-old');
  await page.getByLabel('Full name').fill('Priya Patel');
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByLabel('Phone').fill('(469) 555-0100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields');
  await expect(page.getByLabel('Pickup location')).toHaveAttribute('aria-invalid', 'true');
  expect(created).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('against the checkout API', () => {
  test('a new subscriber pays the weekly plan with 4242…, sets a password from the e-mail and sees the plan', async ({
    page,
  }) => {
    // The whole journey (form, payment, e-mail, password, dashboard) took 26-32 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const email = newEmail('weekly');
    const before = mailboxSnapshot(email);
    await openForm(page);
    await fillDetails(page, email);
    await expect(page.getByTestId('order-total')).toHaveText('$75.00');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Processing fee', { exact: true })).toBeVisible();
    await expect(summary.getByText('$0.00', { exact: true })).toBeVisible();
    await fillCard(page, GOOD_CARD);
    const paid = page.waitForResponse(PAY_PATH);
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    const response = await paid;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(IDEMPOTENCY_KEY);
    const sent = response.request().postDataJSON() as {
      cardDetails: { cardNumber: string };
      finalAmount: number;
    };
    expect(sent.cardDetails.cardNumber).toBe('4242424242424242');
    expect(sent.finalAmount).toBe(7500);

    await expect(toast(page, 'Payment Authorized!')).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're in, Priya!" })).toBeFocused();
    await expect(detail(page, 'First pickup')).toHaveText(LONG_US_MONDAY);
    await expect(detail(page, 'Amount charged')).toHaveText('$75.00');
    await expect(page.getByText('Check your e-mail to set your password.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Your Next Steps' }).click();
    await expect(page).toHaveURL(/\/welcome$/);

    // The password-setup e-mail that /welcome tells them to look for, read from the local SMTP server.
    const link = await waitForLink(email, SETUP_LINK, before);
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('paneer-tikka-lunch');
    await page.getByLabel('Confirm Password', { exact: true }).fill('paneer-tikka-lunch');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('paneer-tikka-lunch');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Weekly Plan').first()).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  });

  test('GYMBRO from the landing offer takes 20% off the first week: $60.00', async ({ page }) => {
    // The landing page runs 15 s of its timers on the fake clock before the offer opens.
    test.slow();
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(15_500);
    await page.getByRole('dialog').getByRole('button', { name: 'Claim 20% off' }).click();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/subscribe\?promo=GYMBRO$/);
    await expect(page.getByText(/Offer claimed: GYMBRO/)).toBeVisible();

    // The offer opens the form; the code is applied by itself on the weekly plan's payment step.
    await fillDetails(page, newEmail('gymbro'));
    await expect(toast(page, 'Coupon Applied!')).toContainText('You saved $15.00.');
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText('$60.00');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('20% off your first week')).toBeVisible();

    await page.getByRole('button', { name: 'Remove coupon GYMBRO' }).click();
    await expect(total).toHaveText('$75.00');
    await page.getByLabel('Promo code').fill('gymbro');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(total).toHaveText('$60.00');

    await fillCard(page, GOOD_CARD);
    const paid = page.waitForResponse(PAY_PATH);
    await page.getByRole('button', { name: 'Pay $60.00' }).click();
    expect((await paid).status()).toBe(201);
    await expect(detail(page, 'Amount charged')).toHaveText('$60.00');
  });

  test('GYMBRO is refused on the monthly plan with the server’s message', async ({ page }) => {
    await openForm(page);
    await fillDetails(page, newEmail('monthly'), 'Monthly');
    await expect(page.getByTestId('order-total')).toHaveText('$270.00');
    await page.getByLabel('Promo code').fill('GYMBRO');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(toast(page, 'Invalid Coupon')).toContainText('GYMBRO');
    await expect(page.getByTestId('order-total')).toHaveText('$270.00');
  });

  test('a declined card shows Payment Failed and a new attempt gets a new key @mobile', async ({ page }) => {
    await openForm(page);
    await fillDetails(page, newEmail('declined'));
    await fillCard(page, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    const declined = page.waitForResponse(PAY_PATH);
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    const first = await declined;
    expect(first.status()).toBe(402);
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

    await page.getByLabel('Card number').fill(GOOD_CARD.number);
    const paid = page.waitForResponse(PAY_PATH);
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    const second = await paid;
    expect(second.status()).toBe(201);
    expect(second.request().headers()['idempotency-key']).not.toBe(
      first.request().headers()['idempotency-key'],
    );
    await expect(page.getByRole('heading', { name: "You're in, Priya!" })).toBeVisible();
  });

  test('paying twice with the same e-mail is refused with a way to sign in', async ({ page }) => {
    const email = newEmail('twice');
    await openForm(page);
    await fillDetails(page, email);
    await fillCard(page, GOOD_CARD);
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    await expect(page.getByRole('heading', { name: "You're in, Priya!" })).toBeVisible();

    await openForm(page);
    await page.getByLabel('Full name').fill('Priya Patel');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('(469) 555-0100');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // The server may refuse at the capacity check or only at payment; either way the page offers to sign in.
    const signIn = page.getByRole('alert').getByRole('link', { name: 'Sign in to your account' });
    const payment = page.getByRole('heading', { name: 'Payment', exact: true });
    await expect(signIn.or(payment)).toBeVisible();
    if (await payment.isVisible()) {
      await fillCard(page, GOOD_CARD);
      await page.getByRole('button', { name: 'Pay $75.00' }).click();
    }
    await expect(toast(page, 'Already Subscribed')).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/login');
  });

  test('/subscribe-old creates the subscription, pays after the pause and names the first Monday', async ({
    page,
  }) => {
    await page.goto('/subscribe-old');
    await page.getByLabel('Full name').fill('Priya Patel');
    await page.getByLabel('Email').fill(newEmail('old'));
    await page.getByLabel('Phone').fill('(469) 555-0100');
    await page.getByLabel('Pickup location').selectOption('las-colinas');
    await page.getByLabel('Dietary restrictions').fill('No pork');
    const created = page.waitForResponse('**/api/create-subscription');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    expect((await created).ok()).toBe(true);

    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, 'Missing Information')).toContainText(
      'Please fill in all payment and billing details.',
    );
    await page.getByLabel('Card number').fill(GOOD_CARD.number);
    await page.getByLabel('Expiry (MM/YY)').fill('1230');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Priya Patel');
    await page.getByLabel('Street address').fill(GOOD_CARD.address);
    await page.getByLabel('City').fill('Irving');
    await page.getByLabel('State').fill('T');
    await page.getByLabel('ZIP').fill('75063');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, 'Invalid State')).toBeVisible();

    await page.getByLabel('State').fill('tx');
    const paid = page.waitForResponse('**/api/complete-payment');
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
    const response = await paid;
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
    expect(response.request().postDataJSON()).toMatchObject({
      sourceId: 'cnon:card-nonce-ok',
      billingAddress: { state: 'TX', zipCode: '75063' },
    });
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(
      page.getByText(/Your first meal arrives on Monday, [A-Z][a-z]+ \d{1,2}, \d{4}\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
