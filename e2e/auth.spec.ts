// Signing in and out: the login page, the dashboard's Account tab, both logouts, and the admin sign-in page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdBackScripts } from './support/page';
import { toastOf } from './support/toast';

const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025', name: 'Demo Subscriber' };
const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const toast = toastOf;

test('signing in opens the dashboard with the account details; its Logout goes home and ends the session', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${DEMO.name}!`);
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  for (const name of ['Overview', 'Subscription', 'Order History', 'Account']) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await tabs.getByRole('tab', { name: 'Account' }).click();
  const account = page.getByRole('tabpanel', { name: 'Account' });
  await expect(account.getByText('Full Name')).toBeVisible();
  await expect(account.getByText(DEMO.name)).toBeVisible();
  await expect(account.getByText(DEMO.email)).toBeVisible();
  await expect(account.getByText('(469) 555-0100')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Edit Account Information' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // The server ended the session too: the old token no longer opens anything.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/user/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.status();
    })
    .toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the navigation shows Dashboard and Logout, and its Logout toasts and shows Login again', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toContainText(
    'You have been logged out of your account.',
  );
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('before the page’s script has run, the build’s sign-in and waitlist forms cannot send the browser’s own GET', async ({
  page,
}) => {
  // A slow phone shows the build's HTML before the app takes it over: Enter or a tap then would put the e-mail and
  // the password in the address bar and sign nobody in.
  const release = await holdBackScripts(page);
  for (const [path, fill] of [
    ['/login', { Email: DEMO.email, Password: DEMO.password }],
    ['/waitlist', { 'Full name': 'Early Tapper', Email: 'early@example.com' }],
  ] as const) {
    await page.goto(path);
    const send = page.locator('form button[type="submit"]');
    await expect(send).toBeDisabled();
    for (const [label, value] of Object.entries(fill))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Email', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
  }
  // Once the script has run, the same button signs in.
  await release();
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in form checks the address and that a password is typed, states no length rule, then shows the server refusal', async ({
  page,
}) => {
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login')) posted++;
  });
  await signIn(page, 'not-an-email', '');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/at least \d+ characters/)).toHaveCount(0);
  expect(posted).toBe(0);

  // Any password may be one that was valid when it was set: even a short one goes to the server.
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  expect(posted).toBe(1);

  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('/login toasts its error parameter, and shows no Google button while Google sign-in is not set up', async ({
  page,
}) => {
  await page.goto('/login?error=google_auth_failed');
  await expect(toast(page, 'Google Sign In Failed')).toContainText(
    'There was an issue with Google authentication. Please try again.',
  );
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/auth-success');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Authentication Failed')).toContainText(
    'Sign in was not completed. Please try again.',
  );

  // This server has no Google settings: a button that could only fail is not offered.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByRole('separator', { name: 'or' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Subscribe first' })).toHaveAttribute('href', '/subscribe');
});

test('the admin login refuses a subscriber account with Access Denied and keeps no admin token', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please enter both email and password');

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(toast(page, 'Access Denied')).toContainText('This account does not have admin privileges');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the admin signs in at /admin/login and lands on /admin; from /login the navigation shows Admin', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(toast(page, 'Admin Login Successful')).toContainText('Welcome back, Admin!');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('admin_user'))) ?? '{}')).toMatchObject({
    name: 'Admin',
    role: 'admin',
  });

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ['auth_token', 'admin_token', 'admin_user'].map((key) => localStorage.getItem(key)));

/** Waits until the server refuses the token: the session it belonged to has ended. */
async function expectSessionEnded(page: Page, token: string | null) {
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
}

test('with a subscriber and an admin signed in side by side, the dashboard Logout ends both sessions', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signInAsAdmin(page);
  const [subscriberToken, adminToken] = await storedSession(page);
  expect(subscriberToken).toBeTruthy();
  expect(adminToken).toBeTruthy();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');
  expect(await storedSession(page)).toEqual([null, null, null]);
  await expectSessionEnded(page, subscriberToken ?? null);
  await expectSessionEnded(page, adminToken ?? null);
});

test('the admin page’s Logout ends the session and goes to /admin/login; Back to Website goes home', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
  const [, adminToken] = await storedSession(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  await expectSessionEnded(page, adminToken ?? null);
});

test('/reset-password without a token says the link is invalid and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
});
