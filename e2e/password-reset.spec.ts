// Forgot and reset, end to end: the link arrives at the local SMTP server and sets a new password, once.
// It changes the demo account's password: playwright.config.ts runs it on the clock journeys' server, which keeps its
// demo account for it, before they move the clock.
import { expect, test } from './support/test';
import { toastOf } from './support/toast';
import { mailboxSnapshot, waitForLink } from './support/mailbox';

const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025' };
const NEW_PASSWORD = 'cumin-and-coriander';
const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;

const toast = toastOf;

test('a forgotten password is reset from the e-mailed link, which then no longer works', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const before = mailboxSnapshot(DEMO.email);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();

  const link = await waitForLink(DEMO.email, RESET_LINK, before);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  // The one rule, where the password is chosen.
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters, and not a common password. A phrase of a few words works well.',
  );

  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A common password is refused by the form as the server refuses it, before anything is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/reset-password')) sent++;
  });
  await page.getByLabel('New Password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Password123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const reason = 'This password is too common and easy to guess. Please choose a different one.';
  await expect(page.locator('#reset-password-error')).toHaveText(reason);
  expect(sent).toBe(0);

  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used link says so before a password is typed into it.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
