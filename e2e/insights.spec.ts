// Nutrition Insights: the featured article, the category filter and an article read in full.
import { expect, test } from './support/test';

test('the blog features the first article and filters by category', async ({ page }) => {
  await page.goto('/insights');
  const titles = page.locator('main article h2');
  await expect(titles).toHaveCount(3);
  await expect(page.getByText('Featured')).toBeVisible();
  await expect(titles.first()).toHaveText(/The Science of Turmeric/);
  await expect(page.getByRole('heading', { name: 'Nutrition at a Glance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular tags' })).toBeVisible();

  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: /Performance Nutrition/ }).click();
  await expect(page).toHaveURL(/category=performance-nutrition/);
  await expect(titles).toHaveCount(1);
  await expect(titles.first()).toHaveText(/Salmon for Strength/);
  await page.getByRole('link', { name: 'Clear filter' }).click();
  await expect(titles).toHaveCount(3);
});

test('an article opens in full and leads back to the list', async ({ page }) => {
  await page.goto('/insights');
  await page.getByRole('link', { name: /Spice Synergy/ }).click();
  await expect(page).toHaveURL(/\/insights\/spice-synergy$/);
  await expect(page).toHaveTitle(/^Spice Synergy: How Cumin, Ginger and Cinnamon Support Your Metabolism/);
  await expect(page.getByRole('heading', { level: 1, name: /Spice Synergy/ })).toBeVisible();
  await expect(page.getByText('3 min read')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why the blend beats the pill' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#Metabolism' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'All articles' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Insights' })).toBeVisible();
});

test('an article link can be shared and opened directly @mobile', async ({ page }) => {
  const response = await page.goto('/insights/turmeric-science');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /The Science of Turmeric/ })).toBeVisible();
  await expect(page.getByText(/up to 2,000%/)).toBeVisible();
});

test('a link from before articles had their own address still opens the article', async ({ page }) => {
  await page.goto('/insights?article=salmon-performance');
  await expect(page).toHaveURL(/\/insights\/salmon-performance$/);
  await expect(page.getByRole('heading', { level: 1, name: /Salmon for Strength/ })).toBeVisible();
});

test('a filtered list opened directly shows only its articles', async ({ page }) => {
  await page.goto('/insights?category=metabolic-health');
  await expect(page.locator('main article h2')).toHaveCount(1);
  await expect(page.locator('main article h2')).toHaveText(/Spice Synergy/);
});
