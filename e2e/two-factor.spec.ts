// Two-factor sign-in (issue 21): a subscriber sets it up from the Account tab with the key the page shows, keeps the
// recovery codes, then signs in with a code from the app and, once, with a recovery code.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, signedInToken } from './support/accounts';
import { seriousViolations } from './support/axe';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { sidewaysOverflow } from './support/overflow';
import { SETUP_LINK, subscribeAndSetPassword } from './support/subscriber';

/** The code an authenticator app shows `aheadMs` from now (the server accepts the next step's code too). */
const codeOf = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  // No session yet: the password alone did not sign in.
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('a subscriber turns on two-factor, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  test.slow();
  const email = `two-factor-${Date.now()}@example.com`;
  const password = 'paneer-tikka-2fa-2026';
  await subscribeAndSetPassword(page, email, password);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('tab', { name: 'Account' }).click();
  const panel = page.getByRole('region', { name: /Two-Factor Sign-In/ });
  await panel.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(panel.getByRole('img', { name: /QR code to add Tiffin Fit/ })).toBeVisible();
  const secret = (await panel.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await panel.getByLabel('Code from the app').fill('000000');
  await panel.getByRole('button', { name: 'Turn On' }).click();
  await expect(panel.getByText('That code is not right')).toBeVisible();
  await panel.getByLabel('Code from the app').fill(codeOf(secret));
  await panel.getByRole('button', { name: 'Turn On' }).click();
  const list = panel.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(panel.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await logout(page);

  // A code from the app: the next step's, since the set-up used this one.
  await passwordStep(page, email, password);
  await page.getByLabel('Authentication code').fill(codeOf(secret, 30_000));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);

  // A recovery code works once.
  for (const expected of ['signed in', 'refused'] as const) {
    await passwordStep(page, email, password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    if (expected === 'signed in') {
      await expect(page).toHaveURL(/\/dashboard$/);
      await logout(page);
    } else {
      await expect(page.getByText('That code is not right')).toBeVisible();
    }
  }
});

test('@mobile staff set up two-factor in the back office on a phone, then /admin/login asks for the code', async ({
  page,
}) => {
  test.slow();
  // An owner invites them; they set a password from the e-mail (both through the API: the team journey shows them).
  const email = `counter-2fa-${Date.now()}@example.com`;
  const password = 'masala-chai-counter-2026';
  const headers = { authorization: `Bearer ${await signedInToken(page.request, ADMIN)}` };
  const before = mailboxSnapshot(email);
  const invite = await page.request.post('/api/admin/team', {
    headers,
    data: { email, name: 'Sam Counter', role: 'staff' },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URL(await waitForLink(email, SETUP_LINK, before)).searchParams.get('token');
  expect((await page.request.post('/api/auth/reset-password', { data: { token, password } })).status()).toBe(
    200,
  );

  const adminLogin = async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  };
  await adminLogin();
  await expect(page).toHaveURL(/\/admin\/roster$/);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Security' }).click();
  const panel = page.getByRole('region', { name: /Two-Factor Sign-In/ });
  await panel.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  const secret = (await panel.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(await sidewaysOverflow(page)).toBe(0);
  await panel.getByLabel('Code from the app').fill(codeOf(secret));
  await panel.getByRole('button', { name: 'Turn On' }).click();
  await expect(panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await sidewaysOverflow(page)).toBe(0);
  await panel.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await adminLogin();
  await page.getByLabel('Authentication code').fill(codeOf(secret, 30_000));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/roster$/);
});
