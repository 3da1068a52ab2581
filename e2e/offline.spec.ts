// The installable app (issue 22): Chromium sees a valid manifest and a service worker controlling the page; after
// one visit online the dashboard and the tracker open offline with the last known data and say so; signing out
// forgets every cached answer. The only journeys with a service worker: the others block it (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signIn } from './support/subscriber';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = /Offline — showing what you had at \d{1,2}:\d{2} [AP]M CT/;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The page that registered it is not controlled by it; the next load is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('api-data')) ? (await (await caches.open('api-data')).keys()).length : 0,
  );

test('Chromium sees the app as installable: a valid manifest on every page and a service worker in control', async ({
  page,
}) => {
  // Installing precaches the whole build (about a hundred files): seconds on a busy machine.
  test.setTimeout(60_000);
  // Rendered at build time (/, /faq) or in the browser (/dashboard): each document links the manifest.
  for (const path of ['/', '/faq', '/dashboard']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Tiffin Fit',
    short_name: 'Tiffin Fit',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0f3d2e',
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.purpose === 'maskable' && i.sizes === `${size}x${size}`);
    expect(icon, `maskable ${size}`).toBeDefined();
    const png = await page.request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual([size, size]);
  }

  // The worker comes with signing in (a visitor of the public pages does not download the whole build).
  await signIn(page, DEMO.email, DEMO.password);
  await controlledByServiceWorker(page);
  // Chromium's own reading of the manifest, and its installability check: a test's browser context is off the
  // record, the one reason it may give.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('after one visit online the dashboard and the tracker open offline with the last known data; signing out forgets it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.email, DEMO.password);
  await controlledByServiceWorker(page);
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).toHaveText(/^Welcome back, .+!$/);
  const greeting = await welcome.textContent();
  await expect(page.getByText('Lifetime orders placed')).toBeVisible();

  await page.goto('/nutrition');
  const sections = page.getByRole('tablist', { name: 'Nutrition tracker sections' });
  await expect(sections).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText('Calories');
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(sections).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText('Calories');

  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(welcome).toHaveText(greeting!);
  await expect(page.getByText('Lifetime orders placed')).toBeVisible();

  // A page that needs the network says so instead of a browser error.
  await page.goto('/subscribe');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toContainText(
    'Subscribing needs a connection',
  );

  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  expect(await cachedApiAnswers(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cachedApiAnswers(page)).toBe(0);

  // The next person on the phone, offline, sees nothing of the last.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/nutrition');
  await expect(sections).toHaveCount(0);
  await expect(page.getByText(greeting!.replace(/^Welcome back, |!$/g, ''))).toHaveCount(0);
});
