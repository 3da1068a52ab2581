import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '../src/domain/site-pages';

test('every route of the spec answers and renders its heading', async ({ page }) => {
  for (const route of Object.keys(SITE_PAGES) as (keyof typeof SITE_PAGES)[]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page, route).toHaveTitle(SITE_PAGES[route].title);
    // Some pages move on by themselves (/auth-success, /dashboard); the page they end on has its heading.
    await expect(page.locator('h1').first(), route).toBeVisible();
  }
});

test('an unknown path shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('the legal pages show their content', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: December 2024')).toBeVisible();
  await expect(page.getByText(/\$75\.00 for 5 meals/)).toBeVisible();
  await page.goto('/refund');
  await expect(page.getByText(/within 7 days of the billing date/)).toBeVisible();
  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
