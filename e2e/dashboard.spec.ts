// The subscriber dashboard: a new subscriber from checkout to their plan, cancelling and undoing it, upgrading,
// their orders and their account details; and an account with no plan.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { mailboxSnapshot, waitForLink } from './support/mailbox';

const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025' };
const SETUP_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;
const LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Checkout through the API with the sandbox's paying card, then the account-setup link from the mailbox. */
async function subscribeAndSetPassword(page: Page, email: string, password: string) {
  const before = mailboxSnapshot(email);
  const checkout = await page.request.post('/api/process-payment-and-create-subscription', {
    data: {
      subscriptionData: {
        name: 'Meera Iyer',
        email,
        phone: '(469) 555-0177',
        planType: 'weekly',
        location: 'irving',
        launchPhase: 'phase1',
        couponCode: null,
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Meera Iyer',
      },
      billingAddress: { address: '500 W Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 7500,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);

  await page.goto(await waitForLink(email, SETUP_LINK, before));
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
}

test('a new subscriber sees their plan, cancels with confirmation, keeps it, upgrades for $195.00 and edits their details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `dashboard-${Date.now()}@example.com`;
  const password = 'tandoori-lunchbox-7';
  await subscribeAndSetPassword(page, email, password);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Meera Iyer!');

  // Overview: the plan, the real next pickup day, the orders count and the next charge.
  const overview = panel(page, 'Overview');
  const plan = overview.getByRole('region', { name: 'Current Plan' });
  await expect(plan).toContainText('Weekly Plan');
  await expect(plan).toContainText('$75.00 per week');
  await expect(plan).toContainText('Active');
  const pickup = overview.getByRole('region', { name: 'Next Pickup' });
  await expect(pickup).toContainText(LONG_DATE);
  await expect(pickup).toContainText('Pickup at Meat Basket in Irving');
  const orders = overview.getByRole('region', { name: 'Total Orders' });
  await expect(orders).toContainText('1');
  await expect(orders).toContainText('Lifetime orders placed');
  await expect(overview.getByText(/^Next charge \$75\.00 on Friday, .+ at 12:00 PM CT$/)).toBeVisible();
  await expect(overview.getByText('Charged to your Visa ending 4242')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Order History: the checkout's order, paid.
  await tab(page, 'Order History').click();
  const history = panel(page, 'Order History');
  await expect(history.getByText(/^Week of /)).toHaveCount(1);
  await expect(history.getByText(/^Order #\d+$/)).toBeVisible();
  await expect(history.getByText('$75.00')).toBeVisible();
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history.getByText(/^Ordered on /)).toContainText(LONG_DATE);

  // Subscription: details, then Cancel asks first, and the notice appears once confirmed.
  await tab(page, 'Subscription').click();
  const subscription = panel(page, 'Subscription');
  await expect(
    subscription.getByText('Charged every Friday at 12 PM CT for the following week'),
  ).toBeVisible();
  await expect(subscription.getByText('Successful')).toBeVisible();
  await expect(subscription.getByText('Visa ending 4242')).toBeVisible();
  await subscription.getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
  const confirmCancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(confirmCancel).toContainText('you will not be charged again');
  await confirmCancel.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription cancelled')).toContainText(
    'Your subscription will end at the current period.',
  );
  await expect(confirmCancel).toBeHidden();
  await expect(
    subscription.getByText('Your subscription is set to cancel at the end of the current period.'),
  ).toBeVisible();
  await expect(subscription.getByText(/^None\. Your plan ends on /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(subscription.getByRole('button', { name: 'Upgrade to Monthly' })).toHaveCount(0);

  // Keep my subscription undoes it.
  await subscription.getByRole('button', { name: 'Keep my subscription' }).click();
  await expect(toast(page, 'Subscription resumed')).toBeVisible();
  await expect(
    subscription.getByText('Your subscription is set to cancel at the end of the current period.'),
  ).toBeHidden();

  // Upgrade: the dialog says $195.00 before anything is charged, then the plan is monthly.
  await tab(page, 'Overview').click();
  await overview.getByRole('button', { name: 'Upgrade to Monthly' }).click();
  const confirmUpgrade = page.getByRole('dialog', { name: 'Upgrade to Monthly' });
  await expect(confirmUpgrade.getByText('$195.00', { exact: true })).toBeVisible();
  await expect(confirmUpgrade).toContainText('to your Visa ending 4242');
  expect(await seriousViolations(page)).toEqual([]);
  await confirmUpgrade.getByRole('button', { name: 'Confirm and Pay $195.00' }).click();
  await expect(toast(page, 'Subscription upgraded')).toContainText('$195.00');
  await expect(plan).toContainText('Monthly Plan');
  await expect(plan).toContainText('$270.00 every 4 weeks');
  await expect(orders).toContainText('2');
  await expect(overview.getByText(/^Next charge \$270\.00 on Friday, /)).toBeVisible();

  // Account: the edit form checks the fields, then saves and the greeting follows.
  await tab(page, 'Account').click();
  const account = panel(page, 'Account');
  await account.getByRole('button', { name: 'Edit Account Information' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Account Information' });
  await edit.getByLabel('Full Name').fill('');
  await edit.getByLabel('Phone').fill('12345');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please enter your name')).toBeVisible();
  await expect(edit.getByText('Please enter a US phone number, like (469) 555-0142')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByLabel('Full Name').fill('Meera Iyer-Shah');
  await edit.getByLabel('Phone').fill('469.555.0188');
  await edit.getByLabel('Address').fill('6000 N State Hwy 161, Irving, TX 75038');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(account.getByText('469.555.0188')).toBeVisible();
  await expect(account.getByText('6000 N State Hwy 161, Irving, TX 75038')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Meera Iyer-Shah!');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Meera Iyer-Shah!');
});

test('an account without a subscription sees No Plan, Start Subscription and the empty order history', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const current = await page.request.get('/api/subscription', {
    headers: { authorization: `Bearer ${token}` },
  });
  // The demo account may be given a seeded plan; then the journey above covers what it shows.
  test.skip(current.status() !== 404, 'the demo account has a subscription');

  const overview = panel(page, 'Overview');
  const plan = overview.getByRole('region', { name: 'Current Plan' });
  await expect(plan.getByText('No Plan', { exact: true })).toBeVisible();
  await expect(plan.getByText('Subscribe to get started')).toBeVisible();
  await expect(overview.getByRole('region', { name: 'Next Pickup' })).toContainText('N/A');
  await expect(overview.getByRole('region', { name: 'Next Pickup' })).toContainText(
    'Pickup at Meat Basket in Irving',
  );
  await expect(overview.getByRole('link', { name: 'Start Subscription' })).toHaveAttribute(
    'href',
    '/subscribe',
  );

  await tab(page, 'Subscription').click();
  await expect(
    panel(page, 'Subscription').getByRole('heading', { name: 'No Active Subscription' }),
  ).toBeVisible();
  await expect(
    panel(page, 'Subscription').getByRole('link', { name: 'View Subscription Plans' }),
  ).toHaveAttribute('href', '/subscribe');

  await tab(page, 'Order History').click();
  await expect(
    panel(page, 'Order History').getByText(
      'No orders yet. Start your subscription to see your order history here.',
    ),
  ).toBeVisible();
});

test('@mobile at 390 px every dashboard tab is on screen without scrolling sideways', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  for (const name of ['Overview', 'Subscription', 'Order History', 'Account']) {
    await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
  }
  await tab(page, 'Account').click();
  await expect(
    panel(page, 'Account').getByRole('button', { name: 'Edit Account Information' }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
