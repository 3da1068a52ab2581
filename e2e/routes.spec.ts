// Every page of the route table answers with its metadata; public pages arrive rendered and come alive in place.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITE_PAGES, sitePageAt } from '../src/domain/site-pages';

const PATHS = SITE_PAGES.flatMap((p) => (p.path.includes(':') ? p.prerenderPaths() : [p.path]));

const escaped = (text: string) => text.replace(/&/g, '&#38;');

// Each page's heading, console and axe findings, as the person it is for, are e2e/every-route.spec.ts's; here every
// path's document as served, and what a visitor who opens a signed-in page ends on.
test('every page of the route table answers 200 with its title', async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(
      `<title>${escaped(sitePageAt(path)?.meta.title ?? '')}</title>`,
    );
  }
});

test('a visitor who opens a signed-in page ends on a page with its heading', async ({ page }) => {
  const signedIn = SITE_PAGES.filter((p) => p.access !== 'public').flatMap((p) =>
    p.path.includes(':') ? p.prerenderPaths() : [p.path],
  );
  expect(signedIn.length).toBeGreaterThan(0);
  for (const path of signedIn) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
});

test('an article path answers 200 with the article in its metadata', async ({ request }) => {
  const response = await request.get('/insights/spice-synergy');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(
    '<meta property="og:title" content="Spice Synergy: How Cumin, Ginger and Cinnamon Support Your Metabolism | Tiffin Fit" />',
  );
  expect(html).toContain('<meta property="og:type" content="article" />');
});

test('an unknown path shows the not-found page with a 404', async ({ page }) => {
  for (const path of ['/no/such/page', '/insights/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page, path).toHaveTitle(/Page Not Found/);
  }
});

test('the public pages arrive with their main text in the HTML', async ({ request }) => {
  const expected: Record<string, string[]> = {
    '/': ['Lunch that trains <em', 'Five lunches, five days, zero guesswork.'],
    '/faq': ['Frequently Asked Questions', 'Where do I pick up my lunch?'],
    '/insights': ['Nutrition Insights', 'The Science of Turmeric: Why Curcumin Needs Black Pepper'],
    '/insights/turmeric-science': ['Traditional Indian cooking solved this long before anyone measured it.'],
    '/terms': ['Terms of Service', 'Last updated: December 2024'],
    '/waitlist': ['Join the Waitlist'],
    '/welcome': ['Welcome to Tiffin Fit!'],
    '/no/such/page': ['Page not found'],
  };
  for (const [path, texts] of Object.entries(expected)) {
    const html = await (await request.get(path)).text();
    for (const text of texts) expect(html, `${path}: ${text}`).toContain(text.replace(/'/g, '&#x27;'));
  }
});

/** Remembers the first heading as the browser parsed it, before any script ran. */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Object.assign(window, { parsedHeading: document.querySelector('h1') });
      }
    });
  });
}

test('a public page comes alive on the HTML it arrived with, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await rememberParsedHeading(page);
  for (const path of ['/', '/faq', '/insights', '/refund']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const kept = await page.evaluate(
      () => 'parsedHeading' in window && window.parsedHeading === document.querySelector('h1'),
    );
    expect(kept, path).toBe(true);
  }
  await page.getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('button', { name: 'Where do I pick up my lunch?' }).click();
  await expect(page.getByRole('button', { name: 'Where do I pick up my lunch?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(errors).toEqual([]);
});

test('a filter in the address settles on the page rendered without it', async ({ page }) => {
  await page.goto('/faq?category=pricing');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Pricing & Plans',
    'Still have questions?',
  ]);
});

test('every page points at an Open Graph image that is served, 1200 by 630', async ({ request }) => {
  const images = new Set<string>();
  for (const path of [...PATHS, '/no/such/page']) {
    const html = await (await request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toBeDefined();
    images.add(new URL(image ?? '').pathname);
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
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
