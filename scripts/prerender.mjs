// Renders the public pages of the route table to HTML at build time (React's static rendering), for the server to send.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

// React's production build renders exactly what the browser's production build hydrates.
process.env.NODE_ENV = 'production';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
// Inside the project, so the bundle's imports of react, react-router... resolve to node_modules; one per build.
const SSR_OUT = path.join(ROOT, 'dist', `prerender-${path.basename(WEB_DIST)}`);
const EMPTY_ROOT = '<div id="root"></div>';
/** Read by src/server/modules/web/html-pages.ts. */
const OUTPUT = path.join(WEB_DIST, '.prerendered.json');

await build({
  configFile: path.join(ROOT, 'vite.config.ts'),
  configLoader: 'runner',
  logLevel: 'warn',
  build: {
    ssr: path.join(ROOT, 'src/web/prerender.tsx'),
    outDir: SSR_OUT,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    rolldownOptions: {
      // The browser build splits the lazily loaded metadata; in this one-off Node bundle it does not matter.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

try {
  const entry = await import(pathToFileURL(path.join(SSR_OUT, 'prerender.js')).href);
  const template = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT}`);

  const renderedAt = new Date().toISOString();
  const pages = {};
  let notFound = '';
  for (const pagePath of entry.pathsToRender()) {
    const { route, html } = await entry.renderPage(pagePath, renderedAt);
    // The browser hydrates only when it matches the same route, and starts from the settings rendered with.
    const document = template.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-route="${route}" data-rendered-at="${renderedAt}">${html}</div>`,
    );
    if (pagePath === entry.NOT_FOUND_PATH) notFound = document;
    else pages[pagePath] = document;
  }
  writeFileSync(OUTPUT, JSON.stringify({ renderedAt, pages, notFound }));
  console.log(`Rendered ${Object.keys(pages).length} pages and the not-found page at build time.`);
} finally {
  rmSync(SSR_OUT, { recursive: true, force: true });
}
