import { expect, test } from './support/test';
import { sectionTop } from './support/page';

test('a section link from another page goes home and scrolls to the section', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pickup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#locations')).toBeInViewport();
  await expect.poll(() => sectionTop(page, '#locations')).toBe(80);
});

test('a section link on the landing page lands on the farthest section, past sections not yet laid out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pickup' }).click();
  await expect.poll(() => sectionTop(page, '#locations')).toBe(80);
});

test('a section link clicked before the menu is in still lands on its section once the menu pushes it down', async ({
  page,
}) => {
  // A slow server: the menu's cards arrive a second after the click and make the page taller above the section.
  let answerMenu = () => {};
  const menuHeld = new Promise<void>((resolve) => (answerMenu = resolve));
  await page.route('**/api/menu', async (route) => {
    await menuHeld;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pickup' }).click();
  await expect.poll(() => sectionTop(page, '#locations')).toBe(80);
  const before = await page.locator('#menu').evaluate((el) => el.getBoundingClientRect().height);
  answerMenu();
  await expect
    .poll(() => page.locator('#menu').evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(before);
  await expect.poll(() => sectionTop(page, '#locations')).toBe(80);
});

test('the footer links to the policies', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page).toHaveTitle(/Refund Policy/);
});

test('the mobile menu opens and closes @mobile', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('button', { name: 'Weekly Menu' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Nutrition Tracker' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('button', { name: 'Our Quality' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#quality')).toBeInViewport();
});

test('pointing at a link starts loading its page, and client-side navigation brings the page’s styles', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loaded = (chunk: RegExp) => requested.some((pathname) => chunk.test(pathname));
  await page.goto('/faq');
  const subscribe = page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe' });
  // Until the app has started, nothing listens: point again until the page's chunk is asked for.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await subscribe.hover();
    expect(loaded(/^\/assets\/subscribe-page-[\w-]+\.js$/)).toBe(true);
  }).toPass();
  expect(loaded(/^\/assets\/landing-page-[\w-]+\.js$/)).toBe(false);
  // The landing page's stylesheet comes with its chunk when it is reached without a full load.
  await page.getByRole('link', { name: 'Tiffin Fit home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => /landing-page/.test(s.href ?? ''))))
    .toBe(true);
});
