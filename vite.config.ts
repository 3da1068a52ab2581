// Builds the web app from src/web into dist/web; in development proxies /api to the Fastify server.
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientRoutes } from './src/domain/site-pages';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The router's view of the route table: paths, page modules and layouts, without the metadata the first load
  // does not need (src/web/app/router.tsx). Vite restarts the dev server when the table changes.
  define: { __SITE_ROUTES__: JSON.stringify(clientRoutes()) },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/web/.vite/manifest.json: lets `npm run bench:web` report the JavaScript each route loads.
    manifest: true,
    // A lazily loaded page brings its styles with it; its JavaScript imports load as the browser finds them, and
    // src/web/main.tsx starts a page's loading when a link to it is pointed at. Listing every page's imports in the
    // shell cost 1.5 KB gzipped of the landing page's first load (decision 0004).
    modulePreload: { resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // Everything the entry loads statically in one file: the pages import React from it instead of from four small
    // shared chunks, so a first load makes fewer requests and compresses better (about 1.4 KB less gzipped).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
});
