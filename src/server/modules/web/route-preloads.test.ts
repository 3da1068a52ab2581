import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SITE_PATHS } from '../../../domain/site-pages';
import { createRoutePreloads, pageModuleFor } from './route-preloads';

test('every spec route maps to a page module of the web app', () => {
  for (const route of [...SITE_PATHS, null]) {
    expect(existsSync(path.join('src/web', pageModuleFor(route))), String(route)).toBe(true);
  }
});

test("a route's HTML preloads its page chunk and the critical fonts, not what the shell already loads", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-manifest-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js' },
      'pages/faq-page.tsx': { file: 'assets/faq-page-3.js', imports: ['_shared.js', '_accordion.js'] },
      '_accordion.js': { file: 'assets/accordion-4.js' },
      'x/inter-latin-wght-normal.woff2': { file: 'assets/inter-latin-wght-normal-5.woff2' },
    }),
  );
  const tags = createRoutePreloads(dir)('/faq');
  expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-page-3.js" />');
  expect(tags).toContain('href="/assets/accordion-4.js"');
  expect(tags).not.toContain('shared-2.js');
  expect(tags).toContain('<link rel="preload" href="/assets/inter-latin-wght-normal-5.woff2" as="font"');
});
