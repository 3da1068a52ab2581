// Every route of the route table, as the person it is for: the status and title it is served with, its heading, no
// console error or warning in Chromium, no serious axe finding (contrast included); and every admin tab usable on a
// 390 px phone with no sideways page scroll.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITE_PAGES, sitePageAt } from '../src/domain/site-pages';
import { ADMIN, DEMO, signedInToken } from './support/accounts';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/overflow';

type Who = 'visitor' | 'subscriber' | 'admin';

/** Signs in through the API and hands the browser the session, as the sign-in form would. */
async function signInAs(page: Page, who: Who): Promise<void> {
  if (who === 'visitor') return;
  const account = who === 'admin' ? ADMIN : DEMO;
  const token = await signedInToken(page.request, account);
  await page.addInitScript(
    ([t, admin]) => {
      localStorage.setItem('auth_token', t);
      if (admin) localStorage.setItem('admin_token', t);
    },
    [token, who === 'admin'] as const,
  );
}

const EXPECTED_404 = [/^\/no\/such/, /^\/api\/daily-nutrition\/\d{4}-\d{2}-\d{2}$/];

/** What the console said while a page loaded and settled, the 404s the product answers on purpose aside. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const location = message.location().url;
    // A 404 the product answers on purpose, which Chromium logs as a console error: the fallback page's document, and
    // a day with nothing logged yet (spec section 7: "404 means no log for the date"), which the demo's today becomes
    // when midnight in Irving passes during a run.
    if (/status of 404/.test(message.text())) {
      const path = new URL(location).pathname;
      if (EXPECTED_404.some((expected) => expected.test(path))) return;
    }
    // The harness's own words: these journeys block service workers (offline.spec.ts is where the worker is tested).
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    heard.push(`${message.type()}: ${message.text()} (${location})`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  return heard;
}

const escaped = (text: string) => text.replace(/&/g, '&#38;');

/** Opens the page as served: its status, the title in the document that came, and the heading of the page shown. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const known = sitePageAt(path) !== undefined;
  expect(response?.status(), path).toBe(known ? 200 : 404);
  if (known) {
    // Some pages move on by themselves (/auth-success), so the title is read from what was served.
    expect(await response?.text(), path).toContain(
      `<title>${escaped(sitePageAt(path)?.meta.title ?? '')}</title>`,
    );
  }
  await expect(page.locator('h1').first(), path).toBeVisible();
  // One main landmark (what "Skip to content" jumps to) and no id twice: axe rates both below serious.
  await expect(page.locator('main'), path).toHaveCount(1);
  const repeatedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeatedIds, path).toEqual([]);
  await (OPENED[path] ?? (() => Promise.resolve()))(page);
}

/** What a page shows only once it is used, opened before axe reads it. */
const OPENED: Record<string, (page: Page) => Promise<void>> = {
  // A menu card's Nutrition Info panel.
  '/': async (page) => {
    const card = page.getByRole('article', { name: 'Tandoori Chicken Thali' });
    await card.getByRole('button', { name: 'Nutrition Info' }).click({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Nutrition Info' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

async function demoSubscriberPage(page: Page): Promise<string> {
  const token = await signedInToken(page.request, ADMIN);
  const list = await page.request.get('/api/admin/subscribers?q=demo%40example.com', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [demo] = (await list.json()) as { id: number }[];
  return `/admin/subscribers/${demo?.id ?? 0}`;
}

const WHO: Record<string, Who> = {
  user: 'subscriber',
  subscriber: 'subscriber',
  // The owner sees what the team sees.
  team: 'admin',
  admin: 'admin',
  public: 'visitor',
};
const paths = (who: Who) =>
  SITE_PAGES.filter((p) => p.path !== '*' && WHO[p.access] === who).flatMap((p) =>
    p.path.includes(':') ? p.prerenderPaths() : [p.path],
  );

/**
 * Axe's serious findings on the page as it is. Axe injects its script into every frame, and the e-mail preview's
 * sandboxed frame refuses it with a console error: what the console says while axe runs is axe's, not the page's.
 */
async function axeFindings(page: Page, heard: string[], where: string): Promise<string[]> {
  const before = heard.length;
  const found = (await seriousViolations(page)).map((v) => `${where}: ${v}`);
  heard.splice(before);
  return found;
}

/** The sandboxed frame's refusal of axe's script can reach the console after axe is done (one run in CI). */
const AXE_REFUSED = "Blocked script execution in 'about:srcdoc'";
const pageSaid = (heard: string[]) => heard.filter((line) => !line.includes(AXE_REFUSED));

/**
 * Visits each path as `who` and answers what the console said and what axe found. On the development-mode build
 * (playwright.dev-mode.config.ts) the console is what is checked: axe finds the same there.
 */
async function sweep(page: Page, who: Who, routes: string[]) {
  const withAxe = test.info().project.metadata.reactDevelopmentBuild !== true;
  await signInAs(page, who);
  const heard = listen(page);
  const findings: string[] = [];
  for (const path of routes) {
    await visit(page, path);
    if (withAxe) findings.push(...(await axeFindings(page, heard, path)));
  }
  expect(pageSaid(heard)).toEqual([]);
  expect(findings).toEqual([]);
}

// One test per public page, so they spread over the workers; the signed-in ones share a session per kind.
for (const path of [...paths('visitor'), '/no/such/page']) {
  test(`${path} loads for a visitor without a console error or warning and with no serious axe finding`, async ({
    page,
  }) => {
    // Axe reads the long landing page in about a minute on a busy 2-core machine.
    test.setTimeout(120_000);
    await sweep(page, 'visitor', [path]);
  });
}

test('the subscriber routes load without a console error or warning and with no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(paths('subscriber').length).toBeGreaterThan(0);
  await sweep(page, 'subscriber', paths('subscriber'));
});

test('the admin routes load without a console error or warning and with no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await sweep(page, 'admin', [...paths('admin'), await demoSubscriberPage(page)]);
});

test('@mobile every admin tab works at 390 px: no sideways page scroll, no console error, no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const heard = listen(page);
  const problems: string[] = [];
  const check = async (where: string) => {
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${where}: ${overflow} px wider than the screen`);
    problems.push(...(await axeFindings(page, heard, where)));
  };
  for (const path of [
    ...paths('admin').filter((p) => p !== '/admin/login'),
    await demoSubscriberPage(page),
  ]) {
    await visit(page, path);
    await check(path);
  }
  // The dashboard's own tabs.
  await visit(page, '/admin');
  for (const name of ['Email Management', 'Newsletter', 'Cases', 'Ratings', 'Settings', 'Subscribers']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await check(`/admin ${name}`);
  }
  expect(pageSaid(heard)).toEqual([]);
  expect(problems).toEqual([]);
});
