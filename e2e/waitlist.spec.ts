// The waitlist: the live launch state (spots left or full), the validation message, a join and its success screen.
import { expect, test } from './support/test';
import { toastOf } from './support/toast';

test('with spots left, the waitlist says how many, in the past tense of the launch, and offers to subscribe now', async ({
  page,
}) => {
  const live = (await (await page.request.get('/api/launch')).json()) as { spotsLeft: number };
  expect(live.spotsLeft).toBeGreaterThan(0);
  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spots Are Open Now');
  await expect(page.getByText(/^\d+ of 100 spots left$/)).toBeVisible();
  await expect(
    page.getByText(/has been open since August 1, 2025, and \d+ of its 100 spots are free/),
  ).toBeVisible();
  await expect(page.getByText('Open since August 1, 2025', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByText(/at capacity|opens on August/)).toHaveCount(0);
});

test('/subscribe counts the same spots and opens the form while there are some @mobile', async ({ page }) => {
  await page.goto('/subscribe');
  const card = page.getByRole('region', { name: 'Invite-Only Launch' });
  await expect(card.getByText(/^Open since August 1, 2025 · \d+ of 100 spots left$/)).toBeVisible();
  await card.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('region', { name: 'Start your subscription' })).toBeVisible();
});

// A full launch (the shared server never sells its 100 spots) is shown by src/web/pages/waitlist-page.test.tsx and
// subscribe-page.test.tsx, and counted by the API in src/server/modules/launch/launch.test.ts.

test('joining the waitlist shows the welcome toast and the success screen', async ({ page }) => {
  await page.goto('/waitlist');
  await expect(page.getByLabel('Launch phase')).toHaveValue('phase1');

  await page.getByLabel('Full name').fill('Priya Patel');
  await page.getByLabel('Email').fill(`priya.${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('(469) 555-0100');
  await page.getByLabel('Launch phase').selectOption('phase2');
  await page.getByLabel('Dietary restrictions').fill('No pork');
  await page.getByLabel('How did you hear about us?').selectOption('Instagram');
  const response = page.waitForResponse('/api/waitlist');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  expect((await response).status()).toBe(200);

  // The toast itself: Radix's live-region copy (role status) is short-lived and a busy machine can miss it.
  const toast = toastOf(page, 'Welcome to the Waitlist');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    "We'll notify you when spots open up. Check your email for confirmation.",
  );
  await expect(page.getByRole('heading', { name: "You're on the List!" })).toBeVisible();
  await expect(page.getByText(/Check your email/).first()).toBeVisible();
  // Spots are open, so the way on is to subscribe now rather than wait.
  await expect(page.getByText(/Spots are open right now, so you can subscribe today/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' }).last()).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('submitting without name and email shows Missing Information and sends nothing', async ({ page }) => {
  await page.goto('/waitlist');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/waitlist')) posted = true;
  });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  const toast = toastOf(page, 'Missing Information');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please provide your name and email');
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full name').fill('Priya');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  expect(posted).toBe(false);
});

test('a server failure shows the Error toast with the server message @mobile', async ({ page }) => {
  await page.route('/api/waitlist', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The waitlist is resting', code: 'UNAVAILABLE' }),
    }),
  );
  await page.goto('/waitlist');
  await page.getByLabel('Full name').fill('Priya');
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  const toast = toastOf(page, 'Error');
  await expect(toast).toContainText('The waitlist is resting');
  await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
});
