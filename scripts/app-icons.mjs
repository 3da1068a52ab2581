// npm run app-icons: draws the installed app's icons from the brand mark (src/web/public/favicon.svg's drawing) in
// headless Chromium into src/web/public/icons/. Run it after changing the mark and commit the PNGs; the build only
// copies them, with no browser and no network.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/prepare.mjs';

const OUT = path.join(ROOT, 'src/web/public/icons');
const FOREST = '#0f3d2e';

/** The mark's bowl and steam, on a 64-unit grid, without its background (favicon.svg draws the same). */
const MARK = `<circle cx="32" cy="34" r="17" fill="#f5b841"/><path d="M17 34h30a15 15 0 0 1-30 0z" fill="#fbf7f0"/>
  <path d="M24 22c2-4 6-6 8-10 2 4 6 6 8 10" fill="none" stroke="#fbf7f0" stroke-width="3" stroke-linecap="round"/>`;

/**
 * "any": the favicon's rounded square on transparency. "maskable": full-bleed forest, the mark inside the central
 * 80% circle every launcher keeps (it is cropped to a circle, a squircle or a rounded square).
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS ignores the manifest's icons and rounds its own corners: a full-bleed square like the maskable one.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function svg({ size, maskable }) {
  const body = maskable
    ? `<rect width="64" height="64" fill="${FOREST}"/><g transform="translate(32 32) scale(0.74) translate(-32 -31)">${MARK}</g>`
    : `<rect width="64" height="64" rx="14" fill="${FOREST}"/>${MARK}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${body}</svg>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><style>*{margin:0}body{background:transparent}svg{display:block}</style>${svg(icon)}`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), type: 'png', omitBackground: true });
    await page.close();
    console.log(path.join(OUT, icon.file));
  }
} finally {
  await browser.close();
}
