// A subscriber's way in: checkout through the API with the sandbox's paying card, the set-password e-mail, sign-in.
import { expect, type Page } from '@playwright/test';
import { mailboxSnapshot, waitForLink } from './mailbox';

/** The set-password link of an account set-up or team invitation e-mail. */
export const SETUP_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A weekly plan bought through the checkout API with the sandbox's paying card: one paid charge. */
export async function checkoutWithPayingCard(
  page: Page,
  who: { name: string; email: string; phone: string },
) {
  const checkout = await page.request.post('/api/process-payment-and-create-subscription', {
    data: {
      subscriptionData: {
        ...who,
        planType: 'weekly',
        location: 'irving',
        launchPhase: 'phase1',
        couponCode: null,
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: who.name,
      },
      billingAddress: { address: '500 W Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 7500,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
}

/** Checkout through the API with the sandbox's paying card, then the account-setup link from the mailbox. */
export async function subscribeAndSetPassword(page: Page, email: string, password: string) {
  const before = mailboxSnapshot(email);
  await checkoutWithPayingCard(page, { name: 'Meera Iyer', email, phone: '(469) 555-0177' });

  await page.goto(await waitForLink(email, SETUP_LINK, before));
  await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
}

/**
 * Checkout through the API with the sandbox's paying card, then the account-setup link's password set through the
 * API too, for journeys where the set-password page is not what is tested.
 */
export async function subscribeThroughApi(
  page: Page,
  who: { name: string; email: string },
  password: string,
) {
  const before = mailboxSnapshot(who.email);
  await checkoutWithPayingCard(page, { ...who, phone: '(469) 555-0177' });
  const token = new URL(await waitForLink(who.email, SETUP_LINK, before)).searchParams.get('token');
  const set = await page.request.post('/api/auth/reset-password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
}
