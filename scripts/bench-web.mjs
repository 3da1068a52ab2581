// npm run bench:web: Lighthouse 12 (mobile) in Debian's Chromium, a new browser for each run, as its command line runs
// it: each public page in turn with its scriptless twin (the same document without its scripts: what this machine
// gives the page's HTML, styles and fonts alone), and, signed in as the demo subscriber, /dashboard and /nutrition;
// the Interaction to Next Paint of logging a food at 4x CPU slowdown; the JavaScript each route loads.
//
// A page's score alone says as much about the machine as about the page: Lighthouse's simulated blocking time is the
// observed length of each task times four, so on a busy shared machine the same landing page scored 70-100 from one
// run to the next while its twin, with no tasks of its own, kept 95-100 (issue 41). Each public page is judged by its
// distance to its twin, measured in alternation on the same machine at the same time, median of the runs.
/* global window, PerformanceObserver -- the page functions below run in the browser */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadPerPage } from './lib/first-load.mjs';
import { ensureBuilt, ensureInstalled, ROOT, waitForUrl } from './lib/prepare.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

ensureInstalled();
ensureBuilt();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const list = (value, fallback) => (value ?? fallback).split(',').filter(Boolean);
const PAGES = list(
  process.env.BENCH_WEB_PAGES,
  '/,/subscribe,/faq,/insights,/waitlist,/login,/privacy,/terms,/refund',
);
/** Pages measured signed in: the session token is stored in local storage, as the sign-in form does. */
const SIGNED_IN_PAGES = list(process.env.BENCH_WEB_SIGNED_IN, '/dashboard,/nutrition');
/** Runs per page (and per twin, in alternation); the median performance run is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** The public pages measured beside their scriptless twin (default: all of them; empty: none). */
const TWINS = new Set(list(process.env.BENCH_WEB_TWINS, PAGES.join(',')));
/** Accessibility, best practices and SEO on every page. */
const BAR = 95;
/** A public page's performance at most this far below its twin's (issue 41), or, without a twin, at least 97. */
const TWIN_GAP_TARGET = 3;
const PUBLIC_PERF_TARGET = 97;
/** Issue 22's performance target for the signed-in tracker and dashboard. */
const SIGNED_IN_PERF_TARGET = 90;
/** Logging a food with the CPU slowed four times answers within this (Interaction to Next Paint). */
const INP_TARGET_MS = 200;
const INP_TAPS = 5;
const DEMO_PASSWORD = `demo ${randomBytes(12).toString('hex')}`;
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

/**
 * Each run has a browser of its own, with a new profile, as Lighthouse's command line does. In one browser kept for
 * every run, the renderer of a run's page still held the page before it (the same site shares a renderer): when
 * Lighthouse attached its debugger at the start of the next load, V8 walked that heap to deoptimise its code, a task
 * of 140-270 ms with nothing of the page in it, counted 4x as the page's blocking time (/nutrition after /nutrition:
 * 800-830 ms of TBT).
 */
async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    // BENCH_WEB_PORT pins Chromium's debugging port to the server's next one.
    ...(process.env.BENCH_WEB_PORT ? { port: Number(process.env.BENCH_WEB_PORT) + 1 } : {}),
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
}

/**
 * One Lighthouse run of `url` in a new browser, or null when Lighthouse could not score it (it says why).
 * `beforeRun(port)` (signed-in pages) prepares the new browser (the session token in local storage), which Lighthouse
 * then keeps: its cache and service workers are empty, as in any new profile.
 */
async function runOnce(url, beforeRun, attempt = 1) {
  const chrome = await launchChrome();
  let result;
  try {
    await beforeRun?.(chrome.port);
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      disableStorageReset: Boolean(beforeRun),
    });
  } catch (error) {
    // A browser that died as it started (its debugging port refused, on a loaded machine; with BENCH_WEB_PORT the
    // previous run's browser may still be leaving that port) is started again once, not counted.
    if (attempt > 1 || !/ECONNREFUSED|webSocket URL/.test(`${error}${error?.cause ?? ''}`)) throw error;
    console.log(`  ${url}: the browser did not answer (${error.message}); starting another`);
    return runOnce(url, beforeRun, attempt + 1);
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run Lighthouse could not score (its page hung, or it saw no paint) says why, and is not counted as a zero.
  if (result.lhr.categories.performance.score === null) {
    console.log(`  ${url}: not scored: ${result.lhr.runtimeError?.message ?? 'no performance score'}`);
    for (const w of result.lhr.runWarnings ?? []) console.log(`    ${w}`);
    return null;
  }
  return result.lhr;
}

/** The median performance run of a page's runs, with what the report prints of it. */
function summarize(url, runs, saveAs) {
  if (runs.length === 0) throw new Error(`Lighthouse scored none of ${RUNS} run(s) of ${url}`);
  const perf = median(runs.map((r) => r.categories.performance.score));
  const lhr = runs.find((r) => r.categories.performance.score === perf) ?? runs[0];
  // BENCH_WEB_SAVE=<dir> keeps each page's full report for digging into a failing audit.
  if (process.env.BENCH_WEB_SAVE) {
    mkdirSync(process.env.BENCH_WEB_SAVE, { recursive: true });
    const name = saveAs ?? (new URL(url).pathname.replace(/\W+/g, '_').replace(/^_$/, '') || 'root');
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
    // Every run's performance, in the order run: the spread says how steady the machine was.
    perfRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
    lcp: lhr.audits['largest-contentful-paint']?.displayValue,
    // Lighthouse's measure of this machine's CPU (a Pixel 5 class phone is ~1000 with no slowdown); under 1000 it
    // warns that the host is slower than it expects and that the performance score suffers from it.
    benchmarkIndex: median(runs.map((r) => r.environment.benchmarkIndex)),
    tbt: lhr.audits['total-blocking-time']?.displayValue,
    cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    scriptTransfer: scripts?.transferSize ?? 0,
    failing,
  };
}

/**
 * RUNS runs of each target, in alternation (page, twin, page, twin...), so that both see the machine as it is at
 * the time; one summary per target.
 */
async function audit(targets) {
  const runs = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, target] of targets.entries()) {
      const lhr = await runOnce(target.url, target.beforeRun);
      if (lhr) runs[k].push(lhr);
    }
  }
  return targets.map((target, k) => summarize(target.url, runs[k], target.saveAs));
}

/**
 * The twins of the public pages: a proxy to the app that drops the scripts from each document it passes on (the
 * rest, headers included, goes through as the app sent it). Lighthouse's score for a page through it is what this
 * machine and Lighthouse give the page's HTML, styles and fonts alone, before any of our JavaScript.
 */
async function startScriptlessProxy(target) {
  const proxy = http.createServer((req, res) => {
    const isDocument = (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: new URL(target).host };
    if (isDocument) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers },
      (answer) => {
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (html += chunk));
        answer.on('end', () => {
          const body = zlib.brotliCompressSync(
            html.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, ''),
          );
          const kept = { ...answer.headers };
          delete kept['content-length'];
          res.writeHead(answer.statusCode ?? 502, {
            ...kept,
            'content-encoding': 'br',
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { origin: `http://localhost:${port}`, close: () => proxy.close() };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The demo subscriber's session token, through the real sign-in route. */
async function demoToken(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * Interaction to Next Paint of one-tap logging on /nutrition (a recent food's "+"), on a 390 px touch screen with the
 * CPU slowed four times: the longest of INP_TAPS taps' event timings (with fewer than 50 interactions INP is the
 * longest). Event Timing reports only interactions of 16 ms or more; one reported nothing counts as 16 ms.
 */
async function measureInp(origin, token) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
    const page = await context.newPage();
    await page.goto(`${origin}/nutrition`);
    await page.getByRole('tab', { name: 'Log' }).click();
    const add = page.getByRole('button', { name: /^Add .* again$/ }).first();
    await add.waitFor();
    await page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.interactionId) continue;
          window.__interactions.set(
            e.interactionId,
            Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration),
          );
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const taps = [];
    for (let i = 0; i < INP_TAPS; i++) {
      const before = await page.evaluate(() => [...window.__interactions.keys()]);
      await add.tap();
      // The event timing entry arrives after the next paint; the entry's save finishes in the background.
      await page.waitForTimeout(1500);
      const after = await page.evaluate(() => [...window.__interactions.entries()]);
      const fresh = after.filter(([id]) => !before.includes(id)).map(([, d]) => d);
      taps.push(fresh.length ? Math.max(...fresh) : 16);
      await add.waitFor();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return taps;
  } finally {
    await browser.close();
  }
}

// BENCH_WEB_PORT pins the server's port (and Chromium's debugging port to the next one) on a shared machine.
const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-web-'));
const server = spawn(process.execPath, [...serverNodeFlags({ DATABASE_URL: '' }), 'dist/server/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ORIGIN: origin,
    // The embedded database's demo subscriber (30 days of logs) is who the signed-in pages are measured as.
    DEMO_PASSWORD,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let belowBar = false;
try {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, server);

  console.log(
    `\nLighthouse 12, mobile preset, ${RUNS} run(s) per page, median (bar: ${BAR} for accessibility, best ` +
      `practices, SEO; performance at most ${TWIN_GAP_TARGET} below the page's scriptless twin, run in ` +
      `alternation with it, or >= ${PUBLIC_PERF_TARGET} without one; >= ${SIGNED_IN_PERF_TARGET} signed in)\n`,
  );
  const line = (label, r) =>
    `${label.padEnd(12)} perf ${String(r.scores.performance).padStart(3)}  a11y ${String(r.scores.accessibility).padStart(3)}  ` +
    `best ${String(r.scores['best-practices']).padStart(3)}  seo ${String(r.scores.seo).padStart(3)}   ` +
    `LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  JS transferred ${kb(r.scriptTransfer)}  CPU index ${Math.round(r.benchmarkIndex)}` +
    `  (runs: ${r.perfRuns.join(', ')})`;
  const report = (page, r, perfLow, beforeRun) => {
    // A signed-in page is noindex on purpose: its SEO score (crawlability) is not a target.
    const low = CATEGORIES.filter((c) => c !== 'performance' && !(beforeRun && c === 'seo')).filter(
      (c) => r.scores[c] < BAR,
    );
    if (perfLow) low.unshift(perfLow);
    if (low.length) belowBar = true;
    console.log(line(page, r) + (low.length ? `   <-- below target: ${low.join(', ')}` : ''));
    for (const f of r.failing.filter((f) => !(beforeRun && f.startsWith('seo:')))) {
      console.log(`             failing audit ${f}`);
    }
  };
  const proxy = TWINS.size > 0 ? await startScriptlessProxy(origin) : undefined;
  try {
    for (const page of PAGES) {
      const url = `${origin}${page}`;
      if (!proxy || !TWINS.has(page)) {
        const [r] = await audit([{ url }]);
        report(page, r, r.scores.performance < PUBLIC_PERF_TARGET ? 'performance' : '');
        continue;
      }
      const twinName = `${page.replace(/\W+/g, '_').replace(/^_$/, '') || 'root'}-twin`;
      const [r, twin] = await audit([{ url }, { url: `${proxy.origin}${page}`, saveAs: twinName }]);
      const gap = twin.scores.performance - r.scores.performance;
      report(page, r, gap > TWIN_GAP_TARGET ? `performance ${gap} below its twin` : '');
      console.log(`${line('  its twin', twin)}   gap ${gap}`);
    }
  } finally {
    proxy?.close();
  }

  if (SIGNED_IN_PAGES.length || INP_TAPS > 0) {
    const token = await demoToken(`http://127.0.0.1:${port}`);
    if (SIGNED_IN_PAGES.length) {
      console.log(
        '\nsigned in as the demo subscriber (token in local storage of a new browser for each run)',
      );
      const { chromium } = await import('playwright-core');
      // The token goes in through a plain text document of the origin: an app page left behind would be what the
      // measured load's renderer cleans up, and it would install the service worker.
      const signIn = async (chromePort) => {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
        try {
          const context = browser.contexts()[0];
          const tab = context.pages()[0] ?? (await context.newPage());
          await tab.goto(`${origin}/robots.txt`);
          await tab.evaluate((t) => window.localStorage.setItem('auth_token', t), token);
          await tab.goto('about:blank');
        } finally {
          // Connected over CDP, close() leaves the browser running for Lighthouse.
          await browser.close();
        }
      };
      for (const page of SIGNED_IN_PAGES) {
        const [r] = await audit([{ url: `${origin}${page}`, beforeRun: signIn }]);
        report(page, r, r.scores.performance < SIGNED_IN_PERF_TARGET ? 'performance' : '', signIn);
      }
    }
    const taps = await measureInp(origin, token);
    const inp = Math.max(...taps);
    if (inp > INP_TARGET_MS) belowBar = true;
    console.log(
      `\nlogging a food in one tap on /nutrition, 390 px touch screen, CPU slowed 4x (target INP <= ${INP_TARGET_MS} ms):\n` +
        `  INP ${inp.toFixed(0)} ms ${inp <= INP_TARGET_MS ? 'meets target' : 'MISSES target'}  ` +
        `(taps: ${taps.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  }

  console.log(
    '\nJavaScript loaded on first load of each route (app shell + page chunk + their static imports; /nutrition target <= 180 KB gzip)\n',
  );
  for (const r of jsPerRoute()) {
    console.log(
      `${r.route.padEnd(18)} ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(10)} gzip  (${r.files} files)`,
    );
  }
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (belowBar && process.env.BENCH_WEB_STRICT === 'true') process.exit(1);
