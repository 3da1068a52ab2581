import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { NOT_FOUND_PAGE, SITE_PAGES, sitePageAt } from '../../../domain/site-pages';
import { createRoutePreloads, pageModuleKey } from './route-preloads';

test('every page of the route table has its module, exporting the component named after it', () => {
  for (const { page } of [...SITE_PAGES, NOT_FOUND_PAGE]) {
    const file = path.join('src/web', pageModuleKey(page));
    expect(existsSync(file), file).toBe(true);
    const component = page.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
    expect(readFileSync(file, 'utf8'), file).toContain(`export function ${component}(`);
  }
});

test("every page's Open Graph image is in the web app's public files", () => {
  const paths = SITE_PAGES.flatMap((p) => (p.path.includes(':') ? p.prerenderPaths() : [p.path]));
  const images = new Set([...paths.map((p) => sitePageAt(p)?.meta.image), NOT_FOUND_PAGE.meta.image]);
  expect(images).not.toContain(undefined);
  for (const image of images) expect(existsSync(path.join('src/web/public', image ?? '')), image).toBe(true);
});

test("a page's HTML preloads its chunk, links its styles and the critical fonts, not what the shell loads", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-manifest-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/app.css'],
      },
      '_shared.js': { file: 'assets/shared-2.js' },
      'pages/faq-page.tsx': {
        file: 'assets/faq-page-3.js',
        imports: ['_shared.js', '_accordion.js'],
        css: ['assets/faq-6.css'],
      },
      '_accordion.js': { file: 'assets/accordion-4.js', css: ['assets/app.css'] },
      'x/inter-latin-wght-normal.woff2': { file: 'assets/inter-latin-wght-normal-5.woff2' },
    }),
  );
  const { preloads, tail } = createRoutePreloads(dir)('faq-page');
  expect(preloads).toContain('<link rel="preload" href="/assets/inter-latin-wght-normal-5.woff2" as="font"');
  expect(preloads).not.toContain('modulepreload');
  // After the shell's entry script: the page's styles first, then its chunks.
  expect(tail).toMatch(
    /^<link rel="stylesheet" crossorigin href="\/assets\/faq-6.css" \/>\s*<link rel="modulepreload"/,
  );
  expect(tail).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-page-3.js" />');
  expect(tail).toContain('href="/assets/accordion-4.js"');
  expect(tail).not.toContain('shared-2.js');
});
