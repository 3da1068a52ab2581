// The pickup counter on the test clock: on a Monday the subscriber's dashboard shows their code and QR, and the admin
// checks them off the roster by typing that code. Runs after the billing clock journeys (the clock only goes forward).
import { expect, test } from '@playwright/test';
import { addDays, WEEKDAY } from '../src/domain/calendar';
import { ADMIN } from './support/accounts';
import { signIn, subscribeAndSetPassword } from './support/subscriber';
import { central, clockNow, moveClock, nextWeekday } from './support/test-clock';
import { toastOf } from './support/toast';

test.describe.configure({ mode: 'serial' });

test('on a Monday the subscriber shows the code from their dashboard and the counter checks them off by it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Subscribed on a Wednesday, the first week is the coming Monday's.
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  await moveClock(page.request, central(wednesday, 10));
  const email = `counter-${Date.now()}@example.com`;
  const password = 'masala-dosa-monday-4';
  await subscribeAndSetPassword(page, email, password);
  const monday = addDays(wednesday, 5);
  await moveClock(page.request, central(monday, 12, 15));

  await signIn(page, email, password);
  const card = page.getByRole('region', { name: "Today's pickup code" });
  await expect(card.getByRole('img', { name: /^QR code for pickup code / })).toBeVisible();
  const code = (await card.getByText(/^[A-Z0-9]{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Pickup Roster' })
    .click();

  const row = page
    .getByRole('list', { name: 'Pickup roster' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toContainText('Weekly');
  await expect(row.getByRole('button', { name: /^Check in / })).toBeVisible();
  await page.getByLabel('Pickup code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check In by Code' }).click();
  await expect(toastOf(page, 'Checked In')).toBeVisible();
  await expect(row).toContainText('Collected 12:15 PM');

  // Checking the same code again changes nothing and says so.
  await page.getByLabel('Pickup code').fill(code);
  await page.getByRole('button', { name: 'Check In by Code' }).click();
  await expect(toastOf(page, 'Already Checked In')).toContainText('collected at 12:15 PM');

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('pickup.check-in');
});
