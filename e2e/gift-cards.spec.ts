// Gift cards at 390 px (issue 44): a visitor buys one by card, the recipient's e-mail carries the code, and the
// recipient, once subscribed, redeems it from the dashboard as account credit.
import { expect, test } from './support/test';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { sidewaysOverflow } from './support/overflow';
import { signIn, subscribeAndSetPassword } from './support/subscriber';

const RECIPIENT = 'gift-recipient@example.com';
const PASSWORD = 'cardamom-gift-2026';
const CODE = /TFGC(?:-[0-9A-Z]{4}){4}/;

test('@mobile a visitor buys a gift card and its recipient redeems it from the dashboard', async ({
  page,
}) => {
  await page.goto('/gift-cards');
  await expect(page.getByRole('heading', { name: 'Give a week of lunches' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByText('$150.00', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pay $150.00' })).toBeVisible();
  await page.getByText('$75.00', { exact: true }).first().click();
  await page.getByLabel("Recipient's name").fill('Arjun Mehta');
  await page.getByLabel("Recipient's e-mail").fill(RECIPIENT);
  await page.getByLabel('Message').fill('Happy birthday! Lunch is on me.');
  await page.getByLabel('Your name').fill('Priya Patel');
  await page.getByLabel('Your e-mail (for the receipt)').fill('gift-buyer@example.com');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2030');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Priya Patel');
  await page.getByLabel('Street address').fill('500 W Las Colinas Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('75039');

  const before = mailboxSnapshot(RECIPIENT);
  await page.getByRole('button', { name: 'Pay $75.00' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card is on its way' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText("We'll e-mail the gift card to Arjun Mehta today");

  // Bought for today: the code arrives at once.
  const code = await waitForLink(RECIPIENT, CODE, before);

  await subscribeAndSetPassword(page, RECIPIENT, PASSWORD);
  await signIn(page, RECIPIENT, PASSWORD);
  await page.goto('/dashboard?tab=subscription');
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now account credit' })).toHaveText(
    '$75.00 from Priya Patel is now account credit. Your balance is $75.00.',
  );
  await expect(page.getByRole('list', { name: 'Credit history' })).toContainText('Gift card');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
