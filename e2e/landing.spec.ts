import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { firstLoadPerPage } from '../scripts/lib/first-load.mjs';
import { DEFAULT_BUSINESS } from '../src/contracts/site-config';
import { sidewaysOverflow } from './support/overflow';
import { sectionTop } from './support/page';

const CHAT_URL = DEFAULT_BUSINESS.communityChatUrl;

/**
 * The page arrives rendered; the menu is fetched once it is hydrated, which React does in slices between frames: on a
 * machine shared by several test runs that can take more than the default five seconds.
 */
const MENU_TIMEOUT_MS = 15_000;

async function menuShown(page: Page) {
  await expect(page.getByRole('heading', { level: 3, name: 'Tandoori Chicken Thali' })).toBeVisible({
    timeout: MENU_TIMEOUT_MS,
  });
}

async function openLanding(page: Page) {
  await page.goto('/');
  await menuShown(page);
}

/** The answer is kept in localStorage: wait until it is written before reloading, so the reload cannot outrun it. */
async function answerKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('promo_popup_dismissed_at')))
    .toMatch(/^\d+$/);
}

test('the landing sections come in the spec’s order with their anchors', async ({ page }) => {
  await openLanding(page);
  const ids = await page.locator('main > section').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual([
    'hero',
    'menu',
    'results',
    'testimonials',
    'tracker',
    'quality',
    'journey',
    'locations',
  ]);
  // The server's clock is past the beta banner cutoff (2024-07-04), so the banner is gone.
  await expect(page.locator('#beta-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the hero shows the prices and scrolls to the menu 100 px from the top', async ({ page }) => {
  await openLanding(page);
  const hero = page.locator('#hero');
  await expect(hero.getByText('$75')).toBeVisible();
  await expect(hero.getByText('$270')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  await hero.getByRole('button', { name: 'See this week’s menu' }).click();
  await expect.poll(() => sectionTop(page, '#menu')).toBe(100);
});

test('the nav’s Quality link lands the section 80 px from the top', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quality' }).click();
  await expect.poll(() => sectionTop(page, '#quality')).toBe(80);
});

test('a menu card opens its Nutrition Info with totals and per-dish details', async ({ page }) => {
  await openLanding(page);
  const card = page.getByRole('article', { name: 'Tandoori Chicken Thali' });
  const toggle = card.getByRole('button', { name: 'Nutrition Info' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('Sodium')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('Sodium')).toBeVisible();
  await expect(card.getByText('880')).toBeVisible();
  await expect(card.getByText('250 kcal · 28 g protein')).toBeVisible();
  await toggle.click();
  await expect(card.getByText('Sodium')).toBeHidden();
});

test('the Friday special offers chicken or shrimp pulao with its nutrition', async ({ page }) => {
  await openLanding(page);
  const friday = page.getByRole('article', { name: /Friday Special/ });
  // The choices as listed on the card (the nutrition panel names them too, once opened).
  const choices = friday.getByRole('list', { name: 'Chef’s choice options' });
  await expect(choices.getByText('Chicken pulao', { exact: true })).toBeVisible();
  await expect(choices.getByText('Shrimp pulao', { exact: true })).toBeVisible();
  await friday.getByRole('button', { name: 'Nutrition Info' }).click();
  for (const figure of ['750', '48', '65', '28', '4', '920']) {
    await expect(
      friday.getByRole('definition').filter({ hasText: new RegExp(`^${figure}(kcal|g|mg)$`) }),
    ).toBeVisible();
  }
});

test('the launch journey speaks of its dates by the server’s clock, with the live spots and a way to subscribe', async ({
  page,
}) => {
  await openLanding(page);
  const journey = page.locator('#journey');
  await expect(journey.getByText('Completed')).toBeVisible();
  await expect(journey.getByText('Ended July 4, 2024 · 27 founding members')).toBeVisible();
  await expect(journey.getByText('Active now')).toBeVisible();
  await expect(journey.getByText(/^Open since August 1, 2025 · \d+ of 100 spots left$/)).toBeVisible();
  await expect(journey.getByText(/Starts|Upcoming/)).toHaveCount(0);
  await expect(journey.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  // The tracker comes with every plan, and the landing page says so.
  await expect(page.locator('#tracker').getByText('Included with every plan')).toBeVisible();
  await expect(journey.getByRole('link', { name: 'Join the Waitlist' })).toHaveCount(2);
  await journey.getByRole('link', { name: 'Join the Waitlist' }).first().click();
  await expect(page).toHaveURL(/\/waitlist$/);
});

test('Get Directions opens the maps search for the pickup address in a new tab', async ({ page }) => {
  await openLanding(page);
  const link = page.locator('#locations').getByRole('link', { name: /Get Directions/ });
  const address = DEFAULT_BUSINESS.pickup.address;
  await expect(page.locator('#locations').getByText(address)).toBeVisible();
  await expect(page.locator('#locations').getByText('Monday to Friday, 12:00 to 2:00 PM')).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('the help button opens the community chat in a new tab', async ({ page, context }) => {
  await context.route(`${CHAT_URL}**`, (route) => route.fulfill({ body: 'community chat' }));
  await openLanding(page);
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Need help/ }).click(),
  ]);
  await expect(chat).toHaveURL(CHAT_URL);
  await expect(page).toHaveURL(/\/$/);
});

test('the help button navigates to the chat when a new tab cannot open', async ({ page }) => {
  await page.route(`${CHAT_URL}**`, (route) => route.fulfill({ body: 'community chat' }));
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openLanding(page);
  await page.getByRole('button', { name: /Need help/ }).click();
  await expect(page).toHaveURL(CHAT_URL);
});

test('the promo opens after 15 seconds and claiming it carries the code to /subscribe', async ({ page }) => {
  test.slow();
  await page.clock.install();
  await openLanding(page);
  const promo = page.getByRole('dialog', { name: '20% off your first week' });
  // The installed clock also runs on its own while the page loads, so the 15 s are counted exactly in
  // promo-popup.test.tsx (closed at 14 s, open at 15.5 s); here the promo is closed once the page has loaded.
  await expect(promo).toBeHidden();
  await page.clock.runFor(15_500);
  await expect(promo).toBeVisible();
  await expect(promo.getByText('GYMBRO')).toBeVisible();
  await promo.getByRole('button', { name: 'Claim 20% off' }).click();
  await expect(page).toHaveURL(/\/subscribe\?promo=GYMBRO$/);
});

// Maybe later and the close button, and an answer kept: promo-popup.test.tsx.
test('the promo traps focus and closes on Escape', async ({ page }) => {
  // The page loads twice, each time hydrating and drawing the menu: past 30 s on a busy two-core machine (CI).
  test.slow();
  await page.clock.install();
  await openLanding(page);
  await page.clock.runFor(15_500);
  const promo = page.getByRole('dialog', { name: '20% off your first week' });
  await expect(promo).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await promo.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();
  await answerKept(page);
  await page.reload();
  await menuShown(page);
  await page.clock.runFor(30_000);
  await expect(promo).toBeHidden();
});

// Axe reads the landing page with a menu card's Nutrition Info open in e2e/every-route.spec.ts.

test('the landing page works on a phone: sections, menu and nutrition @mobile', async ({ page }) => {
  await openLanding(page);
  const card = page.getByRole('article', { name: 'Salmon Tikka Plate' });
  await card.getByRole('button', { name: 'Nutrition Info' }).click();
  await expect(card.getByText('300 kcal · 34 g protein')).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the landing page’s first load stays within its budget of 120 KB of JavaScript gzipped', () => {
  // Issue 4's budget, counted as npm run bench:web counts it: the shell, the page's chunk and their static imports.
  const landing = firstLoadPerPage(path.join(process.cwd(), 'dist/web')).find(
    (p) => p.page === 'pages/landing-page.tsx',
  );
  expect(landing, 'dist/web/.vite/manifest.json lists the landing page').toBeDefined();
  expect(landing!.gzip).toBeLessThanOrEqual(120 * 1024);
});
