// npm run bench:menu: the menu and the labels (issue 42) against controls measured in the same run on the same server.
// The production server starts on a fresh embedded database with 120 subscribers who paid for the coming week (through
// the real checkout), then autocannon loads /api/health (the control), GET /api/menu (this week and ?week=), the
// labels' and the shopping list's JSON at 10 connections for 10 s each; and Chromium times the label sheet of a day
// with 120 boxes against the back office's Menu page, both from a warm cache. Figures are printed beside the
// control's as ratios, because the machine they run on is shared and its speed varies from run to run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureInstalled, ROOT, waitForUrl } from './lib/prepare.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

ensureInstalled();
ensureBuilt();
const { default: autocannon } = await import('autocannon');
const { chromium } = await import('playwright-core');

const PORT = Number(process.env.BENCH_PORT ?? 4170);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 10;
const DURATION_S = 10;
/** Issue 42: a label sheet for 120 meals renders in under 2 s; GET /api/menu answers in the health route's order. */
const MEALS = 120;
const LABEL_SHEET_TARGET_MS = 2000;
const MENU_TO_HEALTH_TARGET = 10;
const ADMIN = { email: 'bench-menu@example.com', password: `bench menu ${process.pid} passphrase` };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-menu-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  BACKUP_NIGHTLY: 'false',
  LLM_BASE_URL: '',
  LLM_MODEL: '',
  LLM_API_KEY: '',
  CAPACITY_BETA: '1000000',
  CAPACITY_INVITE_ONLY: '1000000',
  CHECKOUT_ATTEMPTS_PER_ADDRESS: '1000',
  CHECKOUT_ATTEMPTS_PER_EMAIL: '1000',
  // One admin token stands for the few people of the kitchen reading at once.
  REQUESTS_AT_ONCE_PER_ACCOUNT: '1000',
  REQUESTS_WAITING_PER_ACCOUNT: '1000',
};
const server = spawn(process.execPath, [...serverNodeFlags(env), 'dist/server/main.js'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function json(url, init = {}) {
  const res = await fetch(`${ORIGIN}${url}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A weekly plan bought through the checkout with the sandbox's paying card, as a subscriber would. */
function subscribe(i) {
  return json('/api/process-payment-and-create-subscription', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscriptionData: {
        name: `Bench Subscriber ${i}`,
        email: `bench-menu-${i}@example.com`,
        phone: '(469) 555-0142',
        planType: 'weekly',
        location: 'irving',
        launchPhase: 'phase1',
        couponCode: null,
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: `Bench Subscriber ${i}`,
      },
      billingAddress: { address: '500 W Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 7500,
    }),
  });
}

const addDays = (date, days) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function load(name, url, headers = {}) {
  const result = await autocannon({
    url: `${ORIGIN}${url}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The median of `runs` warm loads of a page until `ready` is visible, in ms. */
async function pageTime(page, url, ready, runs = 5) {
  await page.goto(`${ORIGIN}${url}`);
  await ready(page).waitFor();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await page.goto(`${ORIGIN}${url}`);
    await ready(page).waitFor();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

let failed = false;
try {
  await waitForUrl(`${ORIGIN}/api/health`, server);
  const { token } = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const admin = { authorization: `Bearer ${token}` };
  for (let i = 0; i < MEALS; i += 4) await Promise.all([0, 1, 2, 3].map((k) => subscribe(i + k)));

  // The first pickup Monday with the 120 paid lunches: this menu week's or the next.
  const { weekStartDate } = await json('/api/menu');
  let monday = null;
  for (const candidate of [weekStartDate, addDays(weekStartDate, 7), addDays(weekStartDate, 14)]) {
    const { labels } = await json(`/api/admin/kitchen/labels?date=${candidate}`, { headers: admin });
    if (labels.reduce((n, l) => n + l.count, 0) >= MEALS) {
      monday = candidate;
      break;
    }
  }
  if (!monday) throw new Error(`no Monday with ${MEALS} paid lunches was found`);
  const friday = addDays(monday, 4);

  console.log(
    `Menu benchmark: ${CONNECTIONS} connections, ${DURATION_S} s a route, ${MEALS} paid lunches on ${monday}, node ${process.version}, ${os.cpus().length} cores`,
  );
  const rows = [];
  rows.push(await load('GET /api/health (control)', '/api/health'));
  rows.push(await load('GET /api/menu', '/api/menu'));
  rows.push(await load('GET /api/menu?week=', `/api/menu?week=${monday}`));
  rows.push(await load('GET labels (JSON)', `/api/admin/kitchen/labels?date=${monday}`, admin));
  rows.push(
    await load(
      'GET shopping list (JSON)',
      `/api/admin/kitchen/shopping-list?from=${monday}&to=${friday}`,
      admin,
    ),
  );
  const [control] = rows;
  console.log(
    '\nroute                          req/s    p50 ms  p99 ms  p50 / control  p99 / control  errors',
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${(r.p50 / Math.max(control.p50, 1)).toFixed(1).padStart(13)}  ${(r.p99 / Math.max(control.p99, 1)).toFixed(1).padStart(13)}  ${r.errors}`,
    );
  }
  const menu = rows[1];
  const menuRatio = menu.p99 / Math.max(control.p99, 1);
  console.log(
    `GET /api/menu p99 is ${menuRatio.toFixed(1)}x the health route's (target: under ${MENU_TO_HEALTH_TARGET}x, the same order of magnitude): ${menuRatio < MENU_TO_HEALTH_TARGET ? 'meets target' : 'MISSES target'}`,
  );
  if (rows.some((r) => r.errors > 0)) failed = true;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Runs in the page, where localStorage is.
    await context.addInitScript((t) => globalThis.localStorage.setItem('admin_token', t), token);
    const page = await context.newPage();
    const controlMs = await pageTime(page, '/admin/menu', (p) =>
      p.getByRole('heading', { name: 'Dishes' }).first(),
    );
    const sheetMs = await pageTime(page, `/admin/labels?date=${monday}`, (p) =>
      p
        .getByRole('list', { name: 'Label sheets' })
        .getByRole('listitem')
        .nth(Math.ceil(MEALS / 10) - 1),
    );
    const boxes = await page.getByRole('list', { name: 'Label sheets' }).getByRole('listitem').count();
    console.log(`\nbrowser (Chromium, warm cache, median of 5 loads; ${boxes} sheets of ten labels):`);
    console.log(`  /admin/menu (control)           ${controlMs.toFixed(0).padStart(6)} ms`);
    console.log(
      `  label sheet, ${MEALS} meals           ${sheetMs.toFixed(0).padStart(6)} ms  ${(sheetMs / controlMs).toFixed(2)}x the control; target under ${LABEL_SHEET_TARGET_MS} ms: ${sheetMs < LABEL_SHEET_TARGET_MS ? 'meets target' : 'MISSES target'}`,
    );
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
