// npm run og-image: draws the Open Graph image (1200x630) in headless Chromium into src/web/public/og-image.png.
// Run it after changing the drawing and commit the PNG; the build only copies it, with no browser and no network.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/prepare.mjs';

const OUT = path.join(ROOT, 'src/web/public/og-image.png');
const font = (file) => pathToFileURL(path.join(ROOT, 'node_modules', file)).href;

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  @font-face { font-family: Fraunces; font-weight: 600; src: url(${font('@fontsource/fraunces/files/fraunces-latin-600-normal.woff2')}); }
  @font-face { font-family: Fraunces; font-weight: 700; src: url(${font('@fontsource/fraunces/files/fraunces-latin-700-normal.woff2')}); }
  @font-face { font-family: Inter; font-weight: 100 900; src: url(${font('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}); }
  * { margin: 0; box-sizing: border-box; }
  /* Flat colours keep the PNG small. */
  body { width: 1200px; height: 630px; overflow: hidden; background: #fbf7f0; font-family: Inter; color: #1c1917; }
  .sun { position: absolute; right: -150px; top: -190px; width: 760px; height: 760px; border-radius: 50%; background: #fdf0d5; }
  .copy { position: absolute; left: 72px; top: 64px; width: 640px; }
  .brand { display: flex; align-items: center; gap: 14px; font: 700 34px Fraunces; color: #0f3d2e; }
  h1 { margin-top: 44px; font: 600 74px/1.02 Fraunces; letter-spacing: -1.5px; color: #0f3d2e; }
  h1 em { font-style: normal; color: #b06a06; }
  p { margin-top: 26px; font-size: 26px; line-height: 1.4; color: #44403c; }
  .prices { position: absolute; left: 72px; bottom: 60px; display: flex; gap: 16px; }
  .price { border-radius: 20px; background: #fff; padding: 14px 22px;
    border: 1px solid rgba(15,61,46,.1); }
  .price b { font: 600 36px Fraunces; color: #0f3d2e; }
  .price span { font-size: 18px; font-weight: 500; color: #57534e; }
  .art { position: absolute; right: 56px; top: 95px; width: 440px; height: 440px; }
</style></head><body>
  <div class="sun"></div>
  <div class="copy">
    <div class="brand">
      <svg viewBox="0 0 64 64" width="52" height="52"><rect width="64" height="64" rx="14" fill="#0f3d2e"/>
        <circle cx="32" cy="34" r="17" fill="#f5b841"/><path d="M17 34h30a15 15 0 0 1-30 0z" fill="#fbf7f0"/>
        <path d="M24 22c2-4 6-6 8-10 2 4 6 6 8 10" fill="none" stroke="#fbf7f0" stroke-width="3" stroke-linecap="round"/></svg>
      Tiffin Fit
    </div>
    <h1>Lunch that trains <em>as hard as you do.</em></h1>
    <p>High-protein Indian lunches, cooked fresh and picked up in Las Colinas, Irving, TX.</p>
  </div>
  <div class="prices">
    <div class="price"><b>$75</b><span> / week · 5 lunches</span></div>
    <div class="price"><b>$270</b><span> / month · 20 lunches</span></div>
  </div>
  <svg class="art" viewBox="0 0 440 440">
    <circle cx="220" cy="220" r="216" fill="none" stroke="#e8971b" stroke-width="3" stroke-dasharray="10 10"/>
    <circle cx="220" cy="220" r="196" fill="#0f3d2e"/>
    <circle cx="220" cy="220" r="160" fill="#fbf7f0"/>
    <circle cx="220" cy="220" r="150" fill="none" stroke="#e3efe8" stroke-width="4"/>
    <ellipse cx="205" cy="262" rx="92" ry="60" fill="#fffdf7" stroke="#efe6d4" stroke-width="3"/>
    <g fill="#f6efe0">${[...Array(26)].map((_, i) => `<ellipse cx="${140 + (i % 9) * 16}" cy="${240 + Math.floor(i / 9) * 18 + (i % 2) * 6}" rx="9" ry="3.4" transform="rotate(${((i * 37) % 60) - 30} ${140 + (i % 9) * 16} ${240 + Math.floor(i / 9) * 18})"/>`).join('')}</g>
    <circle cx="160" cy="150" r="54" fill="#fff" stroke="#efe6d4" stroke-width="3"/>
    <circle cx="160" cy="150" r="44" fill="#e8971b"/>
    <circle cx="148" cy="140" r="10" fill="#c2410c"/><circle cx="172" cy="156" r="9" fill="#c2410c"/>
    <circle cx="158" cy="166" r="7" fill="#fbbf24"/><path d="M140 162c8 4 18 4 26-2" stroke="#fff7e6" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="290" cy="160" r="50" fill="#fff" stroke="#efe6d4" stroke-width="3"/>
    <circle cx="290" cy="160" r="40" fill="#f5b841"/>
    <path d="M266 156c10-6 20 6 30 0s16-4 20 2" stroke="#fde68a" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="280" cy="170" r="4" fill="#7c2d12"/><circle cx="300" cy="150" r="3.5" fill="#166534"/>
    <circle cx="312" cy="268" r="40" fill="#fff" stroke="#efe6d4" stroke-width="3"/>
    <circle cx="312" cy="268" r="31" fill="#f8fafc"/>
    <circle cx="302" cy="262" r="5" fill="#86efac"/><circle cx="320" cy="274" r="4" fill="#4ade80"/><circle cx="314" cy="258" r="3" fill="#a3e635"/>
    <path d="M238 214l34 10-30 14z" fill="#facc15"/><path d="M150 226c14-14 30-18 46-14" stroke="#16a34a" stroke-width="7" fill="none" stroke-linecap="round"/>
    <g transform="translate(0 60)"><rect width="176" height="78" rx="18" fill="#fff" stroke="#efe6d4" stroke-width="2"/>
      <text x="20" y="40" font-family="Fraunces" font-weight="600" font-size="30" fill="#0f3d2e">40 g</text>
      <text x="20" y="60" font-family="Inter" font-weight="500" font-size="14" fill="#57534e">protein, on average</text></g>
  </svg>
</body></html>`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-og-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const file = path.join(dir, 'og.html');
  writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(file).href);
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.screenshot({ path: OUT, type: 'png' });
  console.log(OUT);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
