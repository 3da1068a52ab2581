// The installable app (issue 22): Chromium sees a valid manifest and a service worker controlling the page; after
// one visit online the dashboard and the tracker open offline with the last known data and say so; signing out
// forgets every cached answer. The only journeys with a service worker: the others block it (playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, signedInToken } from './support/accounts';
import { signIn } from './support/subscriber';
import { toastOf } from './support/toast';

test.use({ serviceWorkers: 'allow' });

// "Offline" when the browser knows it has no network, "No connection" when it says it has one but calls fail: Chromium
// 150 reports navigator.onLine true again in a page loaded while the network is emulated off.
const OFFLINE_NOTICE = /(Offline|No connection) — showing what you had at \d{1,2}:\d{2} [AP]M CT/;

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
  // A call still on its way when the person signs out: its answer, arriving after, is not kept either.
  const streaks = /\/api\/nutrition\/streaks$/;
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  await context.route(streaks, async (route) => {
    const response = await route.fetch();
    answered();
    await held;
    await route.fulfill({ response });
  });
  const late = page.evaluate(() =>
    fetch('/api/nutrition/streaks', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    }).then((response) => response.status),
  );
  // The server has answered before the sign-out (which ends the session: a call reaching it after would be a 401);
  // the browser gets that answer only after.
  await serverAnswered;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cachedApiAnswers(page)).toBe(0);
  answer();
  expect(await late).toBe(200);
  await context.unroute(streaks);
  await page.waitForTimeout(500);
  expect(await cachedApiAnswers(page)).toBe(0);

  // The next person on the phone, offline, sees nothing of the last.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/nutrition');
  await expect(sections).toHaveCount(0);
  await expect(page.getByText(greeting!.replace(/^Welcome back, |!$/g, ''))).toHaveCount(0);
});

/** Today in Irving, as the server dates the tracker's days. */
const todayInIrving = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** How many calls the device keeps in its queue (IndexedDB), whoever made them. */
const queuedCalls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tiffin-offline', 1);
        open.onsuccess = () => {
          const count = open.result.transaction('calls').objectStore('calls').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error('could not count the queue'));
        };
        open.onerror = () => reject(new Error('could not open the queue'));
      }),
  );

interface ServerDay {
  entries: { name: string | null; consumedCalories: number; waterIntake: number }[];
  weight: number | null;
}

/** Today as the server has it, read with a session of its own (the page's may have ended by signing out). */
async function dayOnServer(page: Page): Promise<ServerDay> {
  const token = await signedInToken(page.request, DEMO);
  const day = await page.request.get(`/api/daily-nutrition/${todayInIrving()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(day.ok()).toBe(true);
  return (await day.json()) as ServerDay;
}

/** Water logs of 0.37 L alone: a retry of the journey finds the first attempt's on the same day. */
const waterLogs = (day: ServerDay) =>
  day.entries.filter((e) => e.waterIntake === 0.37 && e.consumedCalories === 0);

test('logged without a signal, a meal, water and a weight wait on the device through a reload and reach the server once each; a refused one says why', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const meal = `Offline poha ${Date.now().toString(36)}`;
  await signIn(page, DEMO.email, DEMO.password);
  await controlledByServiceWorker(page);
  await page.goto('/nutrition');
  const logTab = page.getByRole('tabpanel', { name: 'Log Food' });
  await page.getByRole('tab', { name: 'Log Food' }).click();
  const entries = logTab.getByRole('region', { name: "The Day's Entries" });
  await expect(entries).toBeVisible();
  await expect(logTab.getByRole('region', { name: 'Weight' })).toBeVisible();
  const waterBefore = waterLogs(await dayOnServer(page)).length;

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await page.goto('/nutrition');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await page.getByRole('tab', { name: 'Log Food' }).click();

  const manual = logTab.getByRole('region', { name: 'Log Nutrition' });
  async function logTyped(fields: [string | RegExp, string][]) {
    for (const [label, value] of fields) await manual.getByLabel(label).fill(value);
    await manual.getByRole('button', { name: 'Log Nutrition' }).click();
    await expect(manual.getByLabel('Calories (kcal)')).toHaveValue('');
  }
  await logTyped([
    [/What was it/, meal],
    ['Calories (kcal)', '310'],
    ['Protein (g)', '12'],
  ]);
  await expect(toastOf(page, 'Saved on this device')).toBeVisible();
  await logTyped([['Water (L)', '0.37']]);
  await logTyped([
    [/What was it/, 'Too much'],
    ['Calories (kcal)', '99999'],
  ]);
  const weightCard = logTab.getByRole('region', { name: 'Weight' });
  const weightField = weightCard.getByLabel(/^Weight \((lb|kg)\)$/);
  // The demo's units are pounds unless another journey switched them.
  const inPounds = (await weightCard.getByLabel('Weight (lb)').count()) > 0;
  await weightField.fill(inPounds ? '165.4' : '75.0');
  await weightCard.getByRole('button', { name: 'Save' }).click();

  const pending = (name: string) => entries.getByRole('listitem', { name: `${name}, pending` });
  await expect(pending(meal)).toContainText("will send when you're back online");
  await expect(pending('Water')).toContainText('0.4 L water');
  await expect(weightCard.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '4 logs saved on this device.' })).toBeVisible();

  // The queue survives a reload without a signal.
  await page.reload();
  await page.getByRole('tab', { name: 'Log Food' }).click();
  await expect(pending(meal)).toBeVisible();
  await expect(pending('Water')).toBeVisible();
  await expect(pending('Too much')).toBeVisible();
  await expect(weightCard.getByText('Pending')).toBeVisible();

  // Back online: each is sent once; the refused one stays, with the server's message.
  await context.setOffline(false);
  const refused = entries.getByRole('listitem', { name: 'Too much, not saved' });
  await expect(refused.getByRole('alert')).toHaveText('Calories must be a whole number from 0 to 10000');
  await expect(pending(meal)).toHaveCount(0);
  await expect(entries.getByRole('listitem').filter({ hasText: meal })).toHaveCount(1);
  await expect(weightCard.getByText('Pending')).toHaveCount(0);

  // Another page load sends nothing twice.
  await page.reload();
  await page.getByRole('tab', { name: 'Log Food' }).click();
  await expect(refused).toBeVisible();
  const day = await dayOnServer(page);
  expect(day.entries.filter((e) => e.name === meal)).toHaveLength(1);
  expect(waterLogs(day)).toHaveLength(waterBefore + 1);
  expect(day.entries.filter((e) => e.name === 'Too much')).toHaveLength(0);
  expect(day.weight).toBeCloseTo(75, 0);

  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveCount(0);

  // Signing out, even without a signal, forgets what the account left unsent: the next person sees nothing of it,
  // and nothing of it reaches the server later.
  await context.setOffline(true);
  await logTyped([
    [/What was it/, `${meal} never sent`],
    ['Calories (kcal)', '200'],
  ]);
  await expect(pending(`${meal} never sent`)).toBeVisible();
  expect(await queuedCalls(page)).toBe(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => queuedCalls(page)).toBe(0);
  await context.setOffline(false);
  const after = await dayOnServer(page);
  expect(after.entries.filter((e) => e.name?.endsWith('never sent'))).toHaveLength(0);
});
