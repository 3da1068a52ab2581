// The books on the test clock (issue 43): the owner closes a day and gives credit, the subscriber sees both, the
// next Friday noon charges the card that much less, and the owner downloads the month's statement.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, WEEKDAY } from '../src/domain/calendar';
import { formatWeekdayDate } from '../src/domain/dates';
import { ADMIN } from './support/accounts';
import { signIn, subscribeAndSetPassword } from './support/subscriber';
import { central, clockNow, moveClock, nextWeekday } from './support/test-clock';
import { toastOf } from './support/toast';

const PASSWORD = 'credit-before-card-7';

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  return page;
}

test('the owner closes a day and gives credit; the subscriber sees both and the next charge is smaller', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  await moveClock(page.request, central(wednesday, 10));
  const email = `books-${Date.now()}@example.com`;
  await subscribeAndSetPassword(page, email, PASSWORD);
  // The Thursday of the week the signup paid for, eight days ahead.
  const closedDay = addDays(wednesday, 8);

  let owner = await ownerPage(browser);
  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Books' }).click();
  const closures = owner.getByRole('region', { name: 'Closed Days' });
  await closures.getByLabel('From').fill(closedDay);
  await closures.getByLabel(/^Reason/).fill('Staff training');
  await closures.getByRole('button', { name: 'Close the Kitchen' }).click();
  await expect(toastOf(owner, 'Kitchen Closed')).toContainText(/told by e-mail/);
  await expect(closures.getByRole('list', { name: 'Closed days' })).toContainText(
    formatWeekdayDate(closedDay),
  );

  const token = await owner.evaluate(() => localStorage.getItem('admin_token'));
  const found = await owner.request.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [row] = (await found.json()) as { id: number }[];
  await owner.goto(`/admin/subscribers/${row?.id}`);
  const credit = owner.getByRole('region', { name: /^Account Credit/ });
  await expect(credit).toContainText('Kitchen closed');
  await credit.getByRole('button', { name: 'Add or Remove Credit' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Account credit' });
  await dialog.getByLabel('Amount (dollars)').fill('5');
  await dialog.getByLabel(/^Note/).fill('Sorry for the wait on Monday');
  await dialog.getByRole('button', { name: 'Add Credit' }).click();
  await expect(toastOf(owner, 'Credit Saved')).toContainText('The balance is now $20.00.');

  await signIn(page, email, PASSWORD);
  await page
    .getByRole('tablist', { name: 'Dashboard sections' })
    .getByRole('tab', { name: 'Subscription' })
    .click();
  const panel = page.getByRole('region', { name: 'Account credit' });
  await expect(panel).toContainText('$20.00');
  await expect(panel.getByRole('list', { name: 'Credit history' })).toContainText(
    'Sorry for the wait on Monday',
  );
  await expect(panel.getByRole('list', { name: 'Credit history' })).toContainText('Staff training');

  // The first Friday noon finds the signup's week paid; the next one bills the week after: $75.00, of which the
  // credit pays $20.00. Nine days on, both sessions have lapsed.
  await moveClock(page.request, central(addDays(wednesday, 9), 12, 5));
  await signIn(page, email, PASSWORD);
  await page
    .getByRole('tablist', { name: 'Dashboard sections' })
    .getByRole('tab', { name: 'Order History' })
    .click();
  await expect(page.getByText('$20.00 paid with account credit, $55.00 by card')).toBeVisible();

  // The owner downloads that month's statement.
  await owner.context().close();
  owner = await ownerPage(browser);
  await owner.goto('/admin/books');
  const month = addDays(wednesday, 9).slice(0, 7);
  await owner.getByLabel('Month').fill(month);
  const statement = owner.getByRole('region', { name: /^Statement/ });
  await expect(statement).toContainText('Paid with account credit');
  const download = owner.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'month,charges,gross,discounts,credit_applied,card_amount,tax,refunds,refund_tax,net,credit_issued,refunds_as_credit',
  );
  expect(csv).toContain(`${month},`);
  await owner.context().close();
});
