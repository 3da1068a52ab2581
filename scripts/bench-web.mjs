// npm run bench:web: Lighthouse 12 (mobile) in Debian's Chromium on the public pages, plus the JavaScript each route loads.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstLoadPerPage } from './lib/first-load.mjs';
import { ensureBuilt, ensureInstalled, ROOT, waitForUrl } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/,/faq,/insights,/waitlist').split(',');
/** Runs per page; the median performance run is reported (simulated throttling still varies a little). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const BAR = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const WEB_DIST = path.join(ROOT, 'dist/web');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---- JavaScript per route, from the Vite manifest ----

function routeOf(pageKey) {
  const name = path.basename(pageKey, '.tsx').replace(/-page$/, '');
  if (name === 'landing') return '/';
  if (name === 'not-found') return '(404)';
  if (name === 'admin-login') return '/admin/login';
  if (name === 'insights-article') return '/insights/:articleId';
  return `/${name}`;
}

function jsPerRoute() {
  return firstLoadPerPage(WEB_DIST)
    .map(({ page, ...size }) => ({ route: routeOf(page), ...size }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

// ---- Lighthouse ----

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function audit(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
  }
  const perf = median(runs.map((r) => r.categories.performance.score));
  const lhr = runs.find((r) => r.categories.performance.score === perf) ?? runs[0];
  // BENCH_WEB_SAVE=<dir> keeps each page's full report for digging into a failing audit.
  if (process.env.BENCH_WEB_SAVE) {
    mkdirSync(process.env.BENCH_WEB_SAVE, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    writeFileSync(path.join(process.env.BENCH_WEB_SAVE, `${name}.json`), JSON.stringify(lhr));
  }
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 0.9) failing.push(`${id}: ${a.id} (${a.score})`);
    }
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.displayValue,
    tbt: lhr.audits['total-blocking-time']?.displayValue,
    cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    scriptTransfer: scripts?.transferSize ?? 0,
    failing,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// BENCH_WEB_PORT pins the server's port (and Chromium's debugging port to the next one) on a shared machine.
const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-web-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ORIGIN: `http://localhost:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
let belowBar = false;
try {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, server);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    ...(process.env.BENCH_WEB_PORT ? { port: port + 1 } : {}),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  console.log(`\nLighthouse 12, mobile preset, ${RUNS} run(s) per page (bar: ${BAR})\n`);
  const rows = [];
  for (const page of PAGES) {
    const r = await audit(`http://localhost:${port}${page}`, chrome.port);
    rows.push({ page, ...r });
    const low = CATEGORIES.filter((c) => r.scores[c] < BAR);
    if (low.length) belowBar = true;
    console.log(
      `${page.padEnd(12)} perf ${String(r.scores.performance).padStart(3)}  a11y ${String(r.scores.accessibility).padStart(3)}  ` +
        `best ${String(r.scores['best-practices']).padStart(3)}  seo ${String(r.scores.seo).padStart(3)}   ` +
        `LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  JS transferred ${kb(r.scriptTransfer)}` +
        (low.length ? `   <-- below ${BAR}: ${low.join(', ')}` : ''),
    );
    for (const f of r.failing) console.log(`             failing audit ${f}`);
  }

  console.log(
    '\nJavaScript loaded on first load of each route (app shell + page chunk + their static imports)\n',
  );
  for (const r of jsPerRoute()) {
    console.log(
      `${r.route.padEnd(18)} ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(10)} gzip  (${r.files} files)`,
    );
  }
} finally {
  await chrome?.kill();
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (belowBar && process.env.BENCH_WEB_STRICT === 'true') process.exit(1);
