// The newsletter's unsubscribe link: opening it only asks; the reader's click on the page takes them off the list.
import { expect, test } from './support/test';
import { mailboxSnapshot, waitForLink } from './support/mailbox';

const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };

test('opening the unsubscribe link shows a question; Unsubscribe on that page confirms', async ({ page }) => {
  // A newsletter reaches the inbox through the admin's test send on /email-preview.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const address = `reader.${Date.now()}@example.com`;
  const before = mailboxSnapshot(address);
  await page.goto('/email-preview');
  await page.getByLabel('Send the templates to').fill(address);
  await page.getByRole('button', { name: 'Send Test Emails' }).click();
  const link = await waitForLink(
    address,
    /http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w.-]+/,
    before,
  );

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter?');
  await expect(page.getByText(address)).toBeVisible();
  // Opening it again still only asks: nothing was recorded by the first visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter?');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  await expect(
    page.getByText(`${address} will not receive the Tiffin Fit newsletter any more.`),
  ).toBeVisible();
});
