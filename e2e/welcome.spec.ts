// The welcome page: three steps, Go to Sign In, and the automatic redirect to /login after 30 seconds.
import { expect, test } from './support/test';

test('welcome counts down and moves to sign in after 30 seconds', async ({ page }) => {
  // The page's clock stands still until the test moves it: on a busy machine, rendering the page took 11 s of the 30.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tiffin Fit!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Check your email',
    'Set your password',
    'Access your dashboard',
  ]);
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/in 30 seconds/);

  await page.clock.runFor(10_000);
  await expect(timer).toHaveText(/in 20 seconds/);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/login$/);
});

test('the redirect can be stopped', async ({ page }) => {
  await page.clock.install();
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText('Automatic redirect stopped.', { exact: false })).toBeVisible();
  await page.clock.runFor(40_000);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('Go to Sign In goes to the sign-in page', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
