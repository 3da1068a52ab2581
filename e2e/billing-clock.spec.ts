// Billing on the test clock (issue 10, "Seeing it work"): a Friday-noon renewal with its order and receipt, a
// cancellation that is never charged again, and an upgrade paid $195.00 now and $270.00 four Fridays later. Then the
// week's last pickup on a phone (issue 44): the Friday e-mail's star link, a problem reported with a photo, the
// owner's reply and credit.
// The clock only moves forward, so these journeys run one after another, on a server of their own.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, WEEKDAY, type LocalDate } from '../src/domain/calendar';
import { formatCalendarDate, formatWeekdayDate } from '../src/domain/dates';
import { ADMIN, signedInToken } from './support/accounts';
import { mailboxSnapshot, subjectsSince, waitForLink } from './support/mailbox';
import { sidewaysOverflow } from './support/overflow';
import { signIn, subscribeAndSetPassword, subscribeThroughApi } from './support/subscriber';
import { central, clockNow, moveClock, nextWeekday } from './support/test-clock';
import { toastOf } from './support/toast';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'friday-noon-pulao-3';
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
/** The receipt's words (email-facts.ts): "$75.00 for the week of ...", "$270.00 for 4 weeks, ... to ...". */
const receipt = (amount: string, week: LocalDate, weeks = 1) =>
  new RegExp(
    weeks === 1
      ? `\\${amount} for the week of ${formatCalendarDate(week)}`
      : `\\${amount} for ${weeks} weeks, ${formatCalendarDate(week)} to `,
  );

/** A new weekly subscriber who checked out at 10:00 AM on the server's next Wednesday, signed in. */
async function subscribeOnAWednesday(
  page: Page,
  who: string,
): Promise<{ email: string; wednesday: LocalDate }> {
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  await moveClock(page.request, central(wednesday, 10));
  const email = `${who}-${Date.now()}@example.com`;
  await subscribeAndSetPassword(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  return { email, wednesday };
}

async function orderWeeks(page: Page): Promise<string[]> {
  await tab(page, 'Order History').click();
  const history = panel(page, 'Order History');
  await expect(history.getByText(/^Week of /).first()).toBeVisible();
  return history.getByText(/^Week of /).allTextContents();
}

test('subscribed on a Wednesday, the plan renews at Friday 12:00 PM Central: the order and its receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, wednesday } = await subscribeOnAWednesday(page, 'renewal');
  const firstWeek = addDays(wednesday, 5);
  const renewedWeek = addDays(wednesday, 12);
  expect(await orderWeeks(page)).toEqual([`Week of ${formatCalendarDate(firstWeek)}`]);

  // The first Friday noon closes the week the signup paid for: nothing more is charged.
  const beforeFridays = mailboxSnapshot(email);
  await moveClock(page.request, central(addDays(wednesday, 2), 12));
  await page.reload();
  expect(await orderWeeks(page)).toEqual([`Week of ${formatCalendarDate(firstWeek)}`]);

  // The next Friday noon renews it for the week after.
  await moveClock(page.request, central(addDays(wednesday, 9), 12));
  await waitForLink(email, receipt('$75.00', renewedWeek), beforeFridays);
  // Nine days on, the session has lapsed: sign in again.
  await signIn(page, email, PASSWORD);
  expect(await orderWeeks(page)).toEqual([
    `Week of ${formatCalendarDate(renewedWeek)}`,
    `Week of ${formatCalendarDate(firstWeek)}`,
  ]);
  await expect(panel(page, 'Order History').getByText('Paid', { exact: true })).toHaveCount(2);

  // 12:30 PM on that Friday: its window is open and the first week is paid, so today is the next pickup, though the
  // run at noon has moved the current period to next week.
  const friday = addDays(wednesday, 9);
  await moveClock(page.request, central(friday, 12, 30));
  await page.reload();
  const nextPickup = panel(page, 'Overview').getByRole('region', { name: 'Next Pickup' });
  await expect(nextPickup).toContainText(formatCalendarDate(friday));
  await expect(nextPickup).toContainText('Today, 12:00 PM to 2:00 PM');
  await moveClock(page.request, central(friday, 14));
  await page.reload();
  await expect(nextPickup).toContainText(formatCalendarDate(renewedWeek));
  await expect(nextPickup).toContainText('Monday, 12:00 PM to 2:00 PM');
  await tab(page, 'Subscription').click();
  await expect(
    panel(page, 'Subscription').getByText(
      `$75.00 on Friday, ${formatCalendarDate(addDays(wednesday, 16))} at 12:00 PM CT`,
    ),
  ).toBeVisible();
});

test('a cancelled plan is not charged at the next Friday noon, nor after', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, wednesday } = await subscribeOnAWednesday(page, 'cancelling');
  const paidWeek = addDays(wednesday, 5);

  await tab(page, 'Subscription').click();
  const subscription = panel(page, 'Subscription');
  const beforeCancel = mailboxSnapshot(email);
  await subscription.getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Yes, Cancel Subscription' })
    .click();
  await expect(toastOf(page, 'Subscription cancelled')).toBeVisible();
  const endsOn = formatCalendarDate(addDays(paidWeek, 4));
  await expect(subscription.getByText(`None. Your plan ends on ${endsOn}.`)).toBeVisible();

  await waitForLink(email, /Your Tiffin Fit subscription is cancelled/, beforeCancel);

  const beforeFridays = mailboxSnapshot(email);
  await moveClock(page.request, central(addDays(wednesday, 2), 12, 5));
  await page.reload();
  expect(await orderWeeks(page)).toEqual([`Week of ${formatCalendarDate(paidWeek)}`]);

  // Past the Friday noon after the paid week and its last pickup: still one order, and the plan has ended.
  await moveClock(page.request, central(addDays(wednesday, 9), 14, 5));
  await signIn(page, email, PASSWORD);
  expect(await orderWeeks(page)).toEqual([`Week of ${formatCalendarDate(paidWeek)}`]);
  await tab(page, 'Subscription').click();
  await expect(panel(page, 'Subscription').getByText('Cancelled', { exact: true })).toBeVisible();
  expect(subjectsSince(email, beforeFridays), 'e-mails since cancelling').toEqual([]);
});

test('an upgrade charges $195.00 now and $270.00 four Fridays later', async ({ page }) => {
  test.setTimeout(150_000);
  const { email, wednesday } = await subscribeOnAWednesday(page, 'upgrading');
  const firstWeek = addDays(wednesday, 5);
  const fifthWeek = addDays(firstWeek, 28);

  await panel(page, 'Overview').getByRole('button', { name: 'Upgrade to Monthly' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Monthly' })
    .getByRole('button', { name: 'Confirm and Pay $195.00' })
    .click();
  await expect(toastOf(page, 'Subscription upgraded')).toContainText('$195.00');
  await tab(page, 'Order History').click();
  await expect(panel(page, 'Order History').getByText('$195.00', { exact: true })).toBeVisible();
  await tab(page, 'Subscription').click();
  const firstMonthlyFriday = formatCalendarDate(addDays(fifthWeek, -3));
  await expect(
    panel(page, 'Subscription').getByText(`$270.00 on Friday, ${firstMonthlyFriday} at 12:00 PM CT`),
  ).toBeVisible();

  // The three Fridays in between charge nothing; the fourth charges $270.00 for the next four weeks.
  const beforeFridays = mailboxSnapshot(email);
  await moveClock(page.request, central(addDays(fifthWeek, -10), 12, 5));
  await signIn(page, email, PASSWORD);
  expect(await orderWeeks(page)).toHaveLength(2);

  await moveClock(page.request, central(addDays(fifthWeek, -3), 12));
  await waitForLink(email, receipt('$270.00', fifthWeek, 4), beforeFridays);
  await signIn(page, email, PASSWORD);
  expect((await orderWeeks(page))[0]).toBe(`Week of ${formatCalendarDate(fifthWeek)} · 4 weeks`);
  await expect(panel(page, 'Order History').getByText('$270.00', { exact: true })).toBeVisible();
});

const PHONE = { width: 390, height: 844 };
/** An 8 x 8 PNG, as small as a photo gets: the server re-encodes it as JPEG whatever its size. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YaOBFTEMLQkAdntLARs7+acAAAAASUVORK5CYII=',
  'base64',
);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The owner on a phone of their own, signed in through the API (the admin sign-in form has its own journeys). */
async function ownerOnAPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const owner = await context.newPage();
  const token = await signedInToken(owner.request, ADMIN);
  await context.addInitScript((t) => {
    localStorage.setItem('auth_token', t);
    localStorage.setItem('admin_token', t);
  }, token);
  return owner;
}

test('on a phone, the Friday e-mail rates a lunch, a problem is reported with a photo, the owner replies and credits', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  await moveClock(page.request, central(wednesday, 10));
  const email = `voice-${Date.now()}@example.com`;
  await subscribeThroughApi(page, { name: 'Meera Iyer', email }, PASSWORD);

  // Friday of the paid week, 3:05 PM: its last pickup window closed at 2:00 PM and the weekly e-mail asks for stars.
  const friday = addDays(wednesday, 9);
  const fridayLabel = formatWeekdayDate(friday);
  const beforeFriday = mailboxSnapshot(email);
  await moveClock(page.request, central(friday, 15, 5));
  // The plain-text part lists each lunch, then "4 of 5: <link>&stars=4": Friday's fourth star.
  const fourStars = await waitForLink(
    email,
    new RegExp(`(?<=${escaped(fridayLabel)}: [^\\r\\n]+\\r?\\n(?:[123] of 5: \\S+\\r?\\n)*4 of 5: )\\S+`),
    beforeFriday,
  );
  expect(fourStars).toMatch(/\/api\/ratings\/link\?token=[^&]+&stars=4$/);

  await page.goto(fourStars);
  await expect(page.getByRole('heading', { name: 'How was your lunch?' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Your lunch of ${fridayLabel}`);
  await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('checkbox', { name: 'Portion' }).check();
  await page.getByLabel('A word for the kitchen (optional)').fill('Generous, but the rice was dry.');
  await page.getByRole('button', { name: 'Send my rating' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('4 of 5');

  // The dashboard shows that rating on Friday's lunch, and takes a report of it with a photo.
  const token = await signedInToken(page.request, { email, password: PASSWORD });
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.goto('/dashboard');
  const lunches = page.getByRole('region', { name: 'Your lunches' });
  // Friday's lunch, not the report of it listed below once sent.
  const fridayLunch = lunches
    .getByRole('listitem')
    .filter({ hasText: fridayLabel, has: page.getByRole('group', { name: /^Rate / }) });
  await expect(fridayLunch.getByRole('button', { name: '4 of 5 stars' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await fridayLunch.getByRole('button', { name: 'Report a problem' }).click();
  await fridayLunch.getByLabel('What went wrong?').selectOption('quality');
  await fridayLunch.getByLabel('Tell us what happened').fill('The rice was dry and the dal was cold.');
  await fridayLunch.getByLabel('A photo (optional)').setInputFiles({
    name: 'lunch.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await fridayLunch.getByRole('button', { name: 'Send report' }).click();
  const received = fridayLunch.getByRole('status').filter({ hasText: 'we have your report' });
  await expect(received).toBeVisible();
  const caseId = /report \(#(\d+)\)/.exec((await received.textContent()) ?? '')?.[1];
  expect(caseId).toBeDefined();
  const report = lunches.getByRole('listitem').filter({ hasText: `Report #${caseId}:` });
  await expect(report).toContainText('Received');
  expect(await sidewaysOverflow(page)).toBe(0);

  // The owner, on a phone, sees the photo, replies and credits the lunch.
  const owner = await ownerOnAPhone(browser);
  await owner.goto('/admin');
  await owner.getByRole('tab', { name: 'Cases' }).click();
  const ownersCase = owner.getByRole('listitem').filter({ hasText: `#${caseId} Quality` });
  await ownersCase.getByRole('button', { name: 'Show the photo' }).click();
  const photo = ownersCase.getByRole('img', { name: `Photo of report #${caseId}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  const reply = 'So sorry about Friday. We have told the kitchen and credited the lunch.';
  const beforeReply = mailboxSnapshot(email);
  await ownersCase.getByLabel(/^Reply/).fill(reply);
  await ownersCase.getByRole('button', { name: 'Send reply' }).click();
  await expect(ownersCase).toContainText(`Tiffin Fit: ${reply}`);
  await expect(ownersCase.getByLabel('Amount ($)')).toHaveValue('15.00');
  await ownersCase.getByRole('button', { name: 'Resolve' }).click();
  await expect(ownersCase).toContainText('Credited $15.00');
  expect(await sidewaysOverflow(owner)).toBe(0);
  await owner.context().close();

  // The subscriber gets the reply by e-mail, and sees it and the credit on the dashboard.
  await waitForLink(email, new RegExp(escaped(reply)), beforeReply);
  await page.reload();
  await expect(report).toContainText(`Tiffin Fit: ${reply}`);
  await expect(report).toContainText('Resolved');
  await tab(page, 'Subscription').click();
  const credit = panel(page, 'Subscription').getByRole('region', { name: 'Account credit' });
  await expect(credit).toContainText('$15.00');
  await expect(credit.getByRole('list', { name: 'Credit history' })).toContainText('A problem made right');
});
