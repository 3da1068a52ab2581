// The pickup counter on the test clock: on a Monday the subscriber's dashboard shows their code and QR, and the admin
// (or a staff member the owner invited, issue 21) checks them off the roster by typing that code. Runs on the clock
// journeys' own server, one journey at a time (the clock only goes forward).
import { expect, test } from './support/test';
import { addDays, WEEKDAY } from '../src/domain/calendar';
import { ADMIN } from './support/accounts';
import { seriousViolations } from './support/axe';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { sidewaysOverflow } from './support/overflow';
import { checkoutWithPayingCard, SETUP_LINK, signIn, subscribeAndSetPassword } from './support/subscriber';
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

test('an owner invites a staff member, who sets a password, signs in on a phone and checks a subscriber in by code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  await moveClock(page.request, central(wednesday, 10));
  const stamp = Date.now();
  const subscriber = {
    name: `Kiran Rao ${stamp}`,
    email: `kiran-${stamp}@example.com`,
    phone: '(469) 555-0188',
  };
  await checkoutWithPayingCard(page, subscriber);

  // The owner invites the counter person from the Team section.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click();
  const staffEmail = `counter-${stamp}@example.com`;
  const before = mailboxSnapshot(staffEmail);
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText(ADMIN.email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Invite Someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
  await dialog.getByLabel('Name', { exact: true }).fill('Sam Counter');
  await dialog.getByLabel('Email', { exact: true }).fill(staffEmail);
  await dialog.getByRole('radio', { name: /^Staff/ }).check();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toastOf(page, 'Invitation Sent')).toBeVisible();
  const member = page
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ hasText: staffEmail });
  await expect(member).toContainText('Invited');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // On their phone, the staff member sets a password from the e-mail.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await waitForLink(staffEmail, SETUP_LINK, before));
  const password = 'chai-at-the-counter-9';
  await expect(page.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();

  // Monday at the counter: their first sign-in opens the pickup roster.
  await moveClock(page.request, central(addDays(wednesday, 5), 12, 20));
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/roster$/, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Pickup Roster',
    'Production',
    'Menu',
    'Shopping List',
    'Labels',
    'Security',
  ]);

  // The roster shows the name and meal, not the subscriber's e-mail; the code checks them in.
  const row = page
    .getByRole('list', { name: 'Pickup roster' })
    .getByRole('listitem')
    .filter({ hasText: subscriber.name });
  await expect(row).toContainText('Tandoori Chicken Thali');
  await expect(row).not.toContainText(subscriber.email);
  const code = ((await row.locator('.font-mono').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.getByLabel('Pickup code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check In by Code' }).click();
  await expect(toastOf(page, 'Checked In')).toContainText(`${subscriber.name}: Tandoori Chicken Thali.`);
  // The server's clock runs on from 12:20 while the journey does.
  await expect(row).toContainText(/Collected 12:2\d PM/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // An owner's page sends staff back to the counter, and the owners' calls refuse them.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/roster$/);
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const stats = await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } });
  expect(stats.status()).toBe(403);
});
