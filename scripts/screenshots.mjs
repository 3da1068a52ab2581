// npm run screenshots [-- /path ...]: full-page PNGs of pages at 1280 and 390 px from a running server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/faq', '/insights', '/waitlist', '/terms'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
