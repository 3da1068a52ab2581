// The admin back office: sign-in, stats, finding a subscriber, the newsletter reaching an inbox, a refund, and the
// refusals of a visitor and a subscriber. The pickup counter needs a weekday: it is in admin-clock.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { checkoutWithPayingCard, signIn, subscribeAndSetPassword } from './support/subscriber';
import { toastOf } from './support/toast';
import { sidewaysOverflow } from './support/overflow';

const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };
const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025', name: 'Demo Subscriber' };

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  // Password hashing is deliberately slow, and slower still on a busy machine.
  await expect(toastOf(page, 'Admin Login Successful')).toContainText('Welcome back, Admin!', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/admin$/);
}

/** A new weekly subscriber through checkout with the sandbox's paying card: one paid charge, nobody else's data. */
async function newSubscriber(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await checkoutWithPayingCard(page, { name, email, phone: '(469) 555-0123' });
  return email;
}

async function openSubscriber(page: Page, search: string, name: string) {
  await page.getByLabel('Search by name or email').fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('the admin signs in, reads the seven stats, finds a subscriber and opens their page', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

  const stats = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  await expect(stats).toHaveCount(7);
  await expect(stats.filter({ hasText: 'Total Subscribers' })).toContainText(/\d/);
  await expect(stats.filter({ hasText: 'Monthly Revenue' })).toContainText(/\$[\d,]+\.\d{2}/);
  for (const label of ['Total Orders', 'Emails Sent', 'Website Visits', "Today's Visits", 'Unique Pages'])
    await expect(stats.filter({ hasText: label })).toContainText(/\d/);

  await expect(page.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Showing 1-\d+ of \d+/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openSubscriber(page, 'demo@example', DEMO.name);

  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(DEMO.email);
  const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
  await expect(subscription).toContainText('Weekly');
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Visa ending 4242');
  await expect(page.getByRole('region', { name: 'Dietary Notes', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charges', exact: true }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Sessions', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a newsletter sent from the Newsletter tab reaches a live subscriber’s inbox', async ({ page }) => {
  test.setTimeout(60_000);
  const reader = await newSubscriber(page, 'Kavya Reader');
  const before = mailboxSnapshot(reader);
  const marker = `Diwali thali ${Date.now()}`;
  await signInAsAdmin(page);

  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await page.getByRole('button', { name: 'Send Newsletter to All Subscribers' }).click();
  await expect(toastOf(page, 'Missing Content')).toContainText('Please provide both subject and content.');

  await page.getByLabel('Subject').fill('This week at Tiffin Fit');
  await page.getByLabel('Content').fill(`Friday brings ${marker}. See you at the counter!`);
  await expect(page.getByRole('region', { name: 'Preview', exact: true })).toContainText(marker);
  await page.getByRole('button', { name: 'Send Newsletter to All Subscribers' }).click();
  await expect(toastOf(page, 'Newsletter Sent')).toContainText(
    'Weekly newsletter has been sent to all subscribers',
  );
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Content')).toHaveValue('');

  await waitForLink(reader, new RegExp(marker), before);
  await page.getByRole('tab', { name: 'Email Management' }).click();
  await expect(
    page.getByRole('table', { name: 'Email log' }).getByRole('row').filter({ hasText: reader }).first(),
  ).toContainText('This week at Tiffin Fit');
});

test('a partial refund is confirmed, shown on the charge, e-mailed to the subscriber and in their order history', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `rohan.refund.${Date.now()}@example.com`;
  const password = 'refund-rohan-lunch-7';
  const subscriber = await browser.newPage();
  await subscribeAndSetPassword(subscriber, email, password);
  await signInAsAdmin(page);
  await openSubscriber(page, email, 'Meera Iyer');
  const before = mailboxSnapshot(email);

  const charges = page.getByRole('region', { name: 'Charges', exact: true });
  await charges
    .getByRole('button', { name: /^Refund the charge/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Refund a charge' });
  await dialog.getByLabel('Partial refund').check();
  await dialog.getByLabel('Amount in dollars').fill('100');
  await dialog.getByLabel('Reason').fill('Pickup closed on Wednesday (service interruption)');
  await dialog.getByRole('button', { name: 'Review Refund' }).click();
  await expect(dialog).toContainText('At most $75.00 is left to refund');

  await dialog.getByLabel('Amount in dollars').fill('15.00');
  await dialog.getByRole('button', { name: 'Review Refund' }).click();
  await expect(dialog).toContainText('Refund $15.00');
  await dialog.getByRole('button', { name: 'Confirm Refund of $15.00' }).click();
  await expect(toastOf(page, 'Refund Issued')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(charges).toContainText('Partially refunded');
  await expect(charges).toContainText('Pickup closed on Wednesday');

  // The audit log finds it by a part of the subscriber's address, in any letter case.
  await page.goto('/admin/audit');
  await page.getByLabel('Search the audit log').fill(email.split('@')[0]?.toUpperCase() ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row')).toHaveCount(2);
  await expect(audit).toContainText('charge.refund');
  await expect(audit).toContainText(email);

  // The e-mail: the amount, the card it goes back to and when it arrives.
  await waitForLink(email, /refunded \$15\.00 of your \$75\.00 payment/, before);
  await waitForLink(email, /Card ending 4242/, before);
  await waitForLink(email, /Within 5-10 business days/, before);

  // The subscriber sees it on the order.
  await signIn(subscriber, email, password);
  await subscriber.getByRole('tab', { name: 'Order History' }).click();
  const history = subscriber.getByRole('tabpanel', { name: 'Order History' });
  await expect(history.getByText(/^Refunded \$15\.00 on [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(history).toContainText('refunds take 5-10 business days to reach your card');
  await subscriber.close();
});

test('a visitor gets Admin Access Required and the API refuses them with 401', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.goto('/admin/roster');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
});

test('a signed-in subscriber gets Admin Access Required and the API refuses them with 403', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const refused = await page.request.get('/api/admin/subscribers', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

test('@mobile the dashboard fits a phone: stat cards, tabs and subscribers as cards', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('list', { name: 'Statistics' }).getByRole('listitem')).toHaveCount(7);
  const cards = page.getByRole('list', { name: 'Subscribers' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('Back up now on the Settings tab writes a backup, lists it with its size and age, and says all is clear', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const incidents = page.getByRole('region', { name: 'Incidents' });
  await expect(incidents).toBeVisible();
  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(toastOf(page, 'Backup Complete')).toContainText(
    /\d+(\.\d)? MB written to .*tiffin-fit-.*\.tar\.gz/,
    {
      timeout: 30_000,
    },
  );
  await expect(backups).toContainText(/Last succeeded .* \(less than a minute ago\)/);
  const files = backups.getByRole('table', { name: 'Backup files' });
  await expect(files.getByRole('row').nth(1)).toContainText(/tiffin-fit-.*\.tar\.gz\s*\d+(\.\d)? MB/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('@mobile the Settings tab fits a phone: incidents, backups and jobs', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('region', { name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Incidents' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
