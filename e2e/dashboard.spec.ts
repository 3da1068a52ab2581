// The subscriber dashboard: a new subscriber from checkout to their plan, cancelling and undoing it, upgrading,
// their orders and their account details; and an account with no plan.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { toastOf } from './support/toast';
import { seriousViolations } from './support/axe';
import { ADMIN, DEMO } from './support/accounts';
import { signIn, subscribeAndSetPassword } from './support/subscriber';
import { mailboxSnapshot, subjectsSince } from './support/mailbox';
import { sidewaysOverflow } from './support/overflow';

const LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

const toast = toastOf;
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

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
  await expect(history.getByText(/^Order #[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeVisible();
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

  // Keep my subscription undoes it, and the e-mail that follows says so: the last one no longer says the plan ends.
  const beforeKeep = mailboxSnapshot(email);
  await subscription.getByRole('button', { name: 'Keep my subscription' }).click();
  await expect(toast(page, 'Subscription resumed')).toBeVisible();
  await expect
    .poll(() => subjectsSince(email, beforeKeep), { timeout: 20_000 })
    .toEqual(['Your Tiffin Fit subscription continues']);
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

test('a subscriber skips a week and takes it back, picks shrimp pulao, pauses and unpauses, turns reminders off, gets the pickup calendar and saves a new card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `controls-${Date.now()}@example.com`;
  const password = 'shrimp-pulao-friday-4';
  await subscribeAndSetPassword(page, email, password);
  await signIn(page, email, password);
  const beforeChanges = mailboxSnapshot(email);
  await tab(page, 'Subscription').click();
  const subscription = panel(page, 'Subscription');

  // Skip the first week that can be skipped, then put it back.
  const weeks = subscription.getByRole('region', { name: 'Your coming weeks' });
  const skip = weeks.getByRole('button', { name: /^Skip the week of / }).first();
  const weekOf = ((await skip.getAttribute('aria-label')) ?? '').replace('Skip the week of ', '');
  await skip.click();
  await expect(toast(page, 'Week skipped')).toContainText(
    `You skipped the week of ${weekOf}: no charge and no pickups that week.`,
  );
  const week = weeks
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Week of ${weekOf}` }) });
  await expect(week).toContainText('Skipped');
  await week.getByRole('button', { name: `Undo skip for the week of ${weekOf}` }).click();
  await expect(toast(page, 'Week back on')).toContainText(`The week of ${weekOf} is back on`);
  await expect(week).toContainText('Coming');

  // The Friday special of the first week still open.
  const special = weeks.getByRole('group', { name: /^Friday special for the week of / }).first();
  await special.getByText('Shrimp pulao').click();
  await expect(toast(page, 'Friday special saved')).toContainText('is shrimp pulao.');
  await expect(special.getByRole('radio', { name: 'Shrimp pulao' })).toBeChecked();

  // Pause from the next week not charged yet, then change one's mind.
  const pause = subscription.getByRole('region', { name: 'Pause' });
  await pause.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(toast(page, 'Subscription paused')).toContainText('Your subscription pauses from the week of');
  await expect(pause.getByRole('status')).toContainText('Your lunches resume with the week of');
  await pause.getByRole('button', { name: 'Cancel pause' }).click();
  await expect(toast(page, 'Pause cancelled')).toContainText('your subscription continues as before');
  await expect(pause.getByRole('button', { name: 'Pause subscription' })).toBeVisible();

  // Reminders off.
  const reminders = subscription.getByRole('switch', { name: 'Charge reminders' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(toast(page, 'Reminders off')).toBeVisible();
  await expect(reminders).not.toBeChecked();

  // The private pickup calendar: a feed a calendar app can read.
  await subscription.getByRole('button', { name: 'Get calendar link' }).click();
  const url = await subscription.getByLabel('Your private calendar link').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(subscription.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A new card, entered as at checkout.
  await subscription.getByRole('button', { name: 'Update card' }).click();
  const card = page.getByRole('dialog', { name: 'Update your card' });
  await card.getByLabel('Card number').fill('5555555555554444');
  await card.getByLabel('Expiry month').fill('11');
  await card.getByLabel('Expiry year').fill('2031');
  await card.getByLabel('CVV').fill('321');
  await card.getByLabel('Name on card').fill('Meera Iyer');
  await card.getByLabel('Street address').fill('500 W Las Colinas Blvd');
  await card.getByLabel('City').fill('Irving');
  await card.getByLabel('State').selectOption('TX');
  await card.getByLabel('ZIP code').fill('75039');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Card updated')).toContainText(
    'Your card ending 4444 is saved for your next charges.',
  );
  await expect(card).toBeHidden();
  await expect(subscription.getByRole('region', { name: 'Payment method' })).toContainText(
    'Mastercard ending 4444',
  );

  // Each change was confirmed by e-mail (turning reminders off is a setting, not a change to the plan).
  await expect.poll(() => subjectsSince(email, beforeChanges).length, { timeout: 20_000 }).toBe(6);
  const subjects = subjectsSince(email, beforeChanges);
  expect(subjects).toEqual(
    expect.arrayContaining([
      `You skipped the week of ${weekOf}`,
      `The week of ${weekOf} is back on`,
      'Your Friday special: shrimp pulao',
      'Your Tiffin Fit pause is cancelled',
      'Your card ending 4444 is saved',
    ]),
  );
  expect(
    subjects.filter((s) => s.startsWith('Your Tiffin Fit pause is set: back the week of ')),
  ).toHaveLength(1);
});

test('an account without a subscription sees No Plan, Start Subscription and the empty order history', async ({
  page,
}) => {
  // The operator's account has never subscribed (the demo account has a seeded plan).
  await signIn(page, ADMIN.email, ADMIN.password);

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
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('opened afresh, the dashboard asks for each of its first reads once, as its document arrives', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(panel(page, 'Overview').getByRole('region', { name: 'Current Plan' })).toBeVisible();
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && path.startsWith('/api/') && !request.serviceWorker()) {
      asked.set(path, (asked.get(path) ?? 0) + 1);
    }
  });
  await page.reload();
  await expect(panel(page, 'Overview').getByRole('region', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, .+!$/);
  await expect(panel(page, 'Overview').getByRole('region', { name: 'Total Orders' })).toContainText(/\d/);
  // Whoever asked first, the document (src/web/public/early-reads.js) or the page's code when the service worker had
  // it at hand before that script, each read is asked for once, and no early answer is left waiting.
  const untaken = await page.evaluate(() => {
    const early = (window as { __earlyReads?: { reads: Record<string, unknown> } }).__earlyReads;
    return early ? Object.keys(early.reads) : ['(the document started nothing)'];
  });
  expect(untaken).toEqual([]);
  for (const path of [
    '/api/user/profile',
    '/api/subscription',
    '/api/subscription/pickup-code',
    '/api/orders',
  ]) {
    expect(asked.get(path), path).toBe(1);
  }
});
