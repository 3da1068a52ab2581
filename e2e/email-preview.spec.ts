// /email-preview: the four templates described, every template rendered in the page, test sends by an admin only.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { toastOf } from './support/toast';
import { mailboxSnapshot, waitForLink } from './support/mailbox';

const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };
const toast = toastOf;

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('anyone sees the four templates described and every template rendered with sample data', async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  await page.goto('/email-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  for (const title of [
    'Subscription confirmation',
    'Order confirmation',
    'Weekly newsletter (manual)',
    'Waitlist confirmation',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title }).first()).toBeVisible();
  }

  const frame = page.frameLocator('iframe[title="Subscription confirmation e-mail, HTML version"]');
  await expect(frame.getByText("You're in, Priya Patel!")).toBeVisible();
  await expect(frame.getByText(/cashew and ghee/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Templates' })
    .getByRole('button', { name: 'Password reset' })
    .click();
  await expect(page.getByTestId('preview-subject')).toHaveText('Reset your Tiffin Fit password');
  const reset = page.frameLocator('iframe[title="Password reset e-mail, HTML version"]');
  await expect(reset.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
    'href',
    /\/reset-password\?token=sample-reset-token$/,
  );

  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(/expires in 30 minutes/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Production setup' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'SMTP_URL' })).toBeVisible();
  expect(csp).toEqual([]);
});

test('the test tool asks for an address, and refuses to send without an admin sign-in', async ({ page }) => {
  await page.goto('/email-preview');
  await page.getByRole('button', { name: 'Send Test Emails' }).click();
  await expect(toast(page, 'Missing Email')).toContainText('Please enter an email address.');

  await page.getByLabel('Send the templates to').fill('visitor@example.com');
  const response = page.waitForResponse('/api/test-email-templates');
  await page.getByRole('button', { name: 'Send Test Emails' }).click();
  expect((await response).status()).toBe(401);
  await expect(toast(page, 'Error')).toContainText('Please sign in to continue');
});

test('an admin sends every template to an inbox and gets Email Templates Sent', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const address = `qa.${Date.now()}@example.com`;
  const before = mailboxSnapshot(address);
  await page.goto('/email-preview');
  await page.getByLabel('Send the templates to').fill(address);
  await page.getByRole('button', { name: 'Send Test Emails' }).click();
  await expect(toast(page, 'Email Templates Sent')).toContainText(`on their way to ${address}`);

  const link = await waitForLink(
    address,
    /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=sample-reset-token/,
    before,
  );
  expect(link).toContain('/reset-password?token=sample-reset-token');
});

for (const mobile of [false, true]) {
  test(`/email-preview has no serious or critical axe violations${mobile ? ' on a phone @mobile' : ''}`, async ({
    page,
  }) => {
    await page.goto('/email-preview');
    await expect(page.frameLocator('iframe').first().getByText('Tiffin Fit').first()).toBeVisible();
    // The sandboxed previews cannot be scripted, by design: the page around them is checked.
    expect(await seriousViolations(page)).toEqual([]);
  });
}
