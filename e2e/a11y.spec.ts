// No serious or critical axe-core violations on the public content pages on a phone, and in the states of a page.
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const PAGES = [
  { path: '/faq', ready: 'Frequently Asked Questions' },
  { path: '/insights', ready: 'Nutrition Insights' },
  { path: '/insights/salmon-performance', ready: /Salmon for Strength/ },
  { path: '/waitlist', ready: /Spots Are Open Now/ },
  { path: '/welcome', ready: 'Welcome to Tiffin Fit!' },
  { path: '/privacy', ready: 'Privacy Policy' },
];

// On a desktop, every route is read by e2e/every-route.spec.ts.
for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical axe violations on a phone @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('an open FAQ answer and the waitlist errors stay accessible', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Do the meals contain allergens?' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/waitlist');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
