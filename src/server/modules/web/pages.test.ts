import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SITE_PAGES } from '../../../domain/site-pages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { changePrice } from '../prices/price-test-support';
import { HEAD_PLACEHOLDER, PRERENDERED_FILE } from './html-pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const escaped = (text: string) => text.replace(/&/g, '&#38;');

test('every page of the route table answers 200 with its own title, description and image', async () => {
  for (const page of SITE_PAGES.filter((p) => !p.path.includes(':'))) {
    const meta = page.metaFor({});
    const res = await t.app.inject({ method: 'GET', url: page.path });
    expect(res.statusCode, page.path).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body, page.path).toContain(`<title>${escaped(meta?.title ?? '')}</title>`);
    expect(res.body, page.path).toContain(
      `<meta name="description" content="${escaped(meta?.description ?? '')}" />`,
    );
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png" />');
  }
});

test('a path with parameters answers 200 with the metadata of what it names', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/insights/spice-synergy' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(
    '<title>Spice Synergy: How Cumin, Ginger and Cinnamon Support Your Metabolism | Tiffin Fit</title>',
  );
  expect(res.body).toContain('<meta property="og:type" content="article" />');
  expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/insights/spice-synergy" />');
});

test('a known pattern with an unknown value, or an unknown path, answers 404 with the not-found page', async () => {
  for (const url of ['/insights/no-such-article', '/insights/spice-synergy/more', '/no-such-page', '/FAQ']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.body, url).toContain('<title>Page Not Found | Tiffin Fit</title>');
  }
});

test('pages for signed-in people ask search engines not to index them; public pages do not', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain(
    '<meta name="robots" content="noindex" />',
  );
  expect((await t.app.inject({ method: 'GET', url: '/faq' })).body).not.toContain('name="robots"');
});

test("signed-in pages' documents start their first API reads; each is a call of the API, and other pages start none", async () => {
  const starting = SITE_PAGES.filter((page) => page.firstReads.length > 0);
  expect(starting.map((page) => page.path).sort()).toEqual(['/dashboard', '/nutrition']);
  for (const page of SITE_PAGES.filter((p) => !p.path.includes(':'))) {
    const res = await t.app.inject({ method: 'GET', url: page.path });
    const script = `<script src="/early-reads.js" data-reads="${page.firstReads.join(' ')}" async></script>`;
    if (page.firstReads.length > 0) expect(res.body, page.path).toContain(script);
    else expect(res.body, page.path).not.toContain('early-reads.js');
  }
  for (const path of new Set(starting.flatMap((page) => page.firstReads))) {
    // Without a session the API refuses the call (401): the path is one it serves, not a 404.
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(401);
  }
});

test('pages are served compressed to clients that accept it', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.headers['content-encoding']).toBe('br');
});

test('pages carry the public site settings and the server time for the app', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/waitlist' });
  const match = /<meta name="site-config" content="([^"]+)"/.exec(res.body);
  expect(match).not.toBeNull();
  const json = JSON.parse(match![1]!.replace(/&#34;/g, '"').replace(/&#38;/g, '&').replace(/&#39;/g, "'"));
  expect(json.contactEmail).toBe('hello@tiffinfit.com');
  expect(json.serverTime).toBe(t.clock.now().toISOString());
  // Without Google's settings the login page shows no Google button.
  expect(json.googleSignInEnabled).toBe(false);
});

function document(body: string): string {
  return `<!doctype html><html><head>${HEAD_PLACEHOLDER}<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/app.css"></head><body>${body}</body></html>`;
}

/** A built web app as scripts/prerender.mjs leaves it: the shell, the documents rendered at build time, the manifest. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-web-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), document('<div id="root"></div>'));
  writeFileSync(path.join(dir, 'og-image.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(
    path.join(dir, PRERENDERED_FILE),
    JSON.stringify({
      renderedAt: '2026-11-20T00:00:00.000Z',
      pages: {
        '/faq': document('<div id="root" data-route="/faq"><h1>Frequently Asked Questions</h1></div>'),
        '/dashboard': document('<div id="root" data-route="/dashboard"><h1>Welcome back</h1></div>'),
        '/insights/spice-synergy': document('<div id="root"><h1>Spice Synergy</h1></div>'),
        // The marks as PriceText renders them (web/components/price-text.tsx).
        '/': document(
          '<div id="root" data-route="/"><dd><span data-price="weekly">$75</span>/week</dd>' +
            '<dd><span data-price="monthly">$270</span>/4 weeks</dd>' +
            '<span data-price="tax-note" class="mt-2 block text-sm text-ink/70"></span></div>',
        ),
        '/terms': document(
          '<div id="root" data-route="/terms"><li>Weekly plan: <span data-price="weekly-full">$75.00</span>' +
            '<span data-price="tax-note-inline"></span> for 5 meals</li></div>',
        ),
      },
      notFound: document('<div id="root" data-route="*"><h1>Page not found</h1></div>'),
    }),
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/app.css'] },
      'pages/faq-page.tsx': { file: 'assets/faq-page.js', css: ['assets/faq-page.css'] },
    }),
  );
  return dir;
}

test('a page rendered at build time is served with its text, its head and its styles after the shell’s', async () => {
  const built = await createTestApp({ config: { webDistDir: builtWebApp() } });
  try {
    const faq = await built.app.inject({ method: 'GET', url: '/faq/' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<h1>Frequently Asked Questions</h1>');
    expect(faq.body).toContain('<title>FAQ | Tiffin Fit</title>');
    expect(faq.body).toMatch(
      /href="\/assets\/app\.css">\s*<link rel="stylesheet" crossorigin href="\/assets\/faq-page\.css" \/>\s*<\/head>/,
    );
    // Its scripts start once its content is painted: the entry and the page's module, none of them in the head.
    expect(faq.body).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index.js" data-preloads="/assets/faq-page.js" defer></script>',
    );
    expect(faq.body).not.toContain('type="module"');
    expect(faq.body).not.toContain('modulepreload');
    // A signed-in page's frame too: its first reads start with the document, its scripts once the frame is painted.
    const dashboard = await built.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('<h1>Welcome back</h1>');
    expect(dashboard.body).toContain('<script src="/early-reads.js"');
    expect(dashboard.body).toContain('<script src="/after-paint.js" data-entry="/assets/index.js"');
    expect(dashboard.body).not.toContain('type="module"');
    const article = await built.app.inject({ method: 'GET', url: '/insights/spice-synergy' });
    expect(article.body).toContain('<h1>Spice Synergy</h1>');

    const missing = await built.app.inject({ method: 'GET', url: '/insights/no-such-article' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Page not found</h1>');

    const image = await built.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    for (const url of [`/${PRERENDERED_FILE}`, '/.vite/manifest.json', '/index.html']) {
      expect((await built.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  } finally {
    await built.close();
  }
});

test('after the owner changes a price or puts tax on top, pages rendered at build time show the prices in force', async () => {
  const built = await createTestApp({ config: { webDistDir: builtWebApp() } });
  try {
    const page = async (url: string) => (await built.app.inject({ method: 'GET', url })).body;
    expect(await page('/')).toContain('<span data-price="weekly">$75</span>/week');
    const owner = await signInAdmin(built);
    const changed = await changePrice(
      built,
      owner,
      { planType: 'weekly', priceCents: 8000 },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const landing = await page('/');
    expect(landing).toContain('<span data-price="weekly">$80</span>/week');
    expect(landing).toContain('<span data-price="monthly">$270</span>');
    expect(landing).toContain('<span data-price="tax-note" class="mt-2 block text-sm text-ink/70"></span>');
    // The app renders what the server filled in: the same prices travel in the page's settings.
    expect(landing).toContain(
      escapedJson({ prices: { weekly: 8000, monthly: 27000, taxRateBasisPoints: 825, taxIncluded: true } }),
    );
    expect(await page('/terms')).toContain('Weekly plan: <span data-price="weekly-full">$80.00</span>');

    const taxed = await built.app.inject({
      method: 'PUT',
      url: '/api/admin/sales-tax',
      headers: owner,
      payload: { rateBasisPoints: 825, inclusive: false },
    });
    expect(taxed.statusCode, taxed.body).toBe(200);
    expect(await page('/')).toContain(
      '<span data-price="tax-note" class="mt-2 block text-sm text-ink/70">plus 8.25 % sales tax</span>',
    );
    expect(await page('/terms')).toContain(
      '<span data-price="weekly-full">$80.00</span><span data-price="tax-note-inline"> plus 8.25 % sales tax</span> for',
    );
  } finally {
    await built.close();
  }
});

/** A part of the settings' JSON as the meta tag's attribute escapes it. */
function escapedJson(value: object): string {
  return JSON.stringify(value).slice(1, -1).replace(/"/g, '&#34;');
}
