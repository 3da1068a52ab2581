// npm run bench: loads the production server with autocannon (50 connections, 10 s) and prints figures per route;
// then a visitor's latency while a subscriber reads and writes a full tracker day (500 entries) at 20 connections,
// with the server's event-loop delay (monitorEventLoopDelay, scripts/lib/loop-delay-probe.mjs); then the admin
// reads (10 connections) on a database seeded by scripts/seed-admin-bench.ts (PostgreSQL only when
// BENCH_DATABASE_URL names a database with "bench" in its name: it is emptied). BENCH_ONLY=postgres (or embedded)
// measures one database; BENCH_CPU_PROF=dir writes a CPU profile of each server there.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearTimeout } from 'node:timers';
import { ensureBuilt, ensureInstalled, ROOT, waitForUrl } from './lib/prepare.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

ensureInstalled();
ensureBuilt();
const { default: autocannon } = await import('autocannon');

const CONNECTIONS = 50;
/** The admin back office is used by a few people at once (issue 12: p99 <= 100 ms at 10 connections). */
const ADMIN_CONNECTIONS = 10;
const ADMIN_P99_TARGET_MS = 100;
/** Issue 11: the tracker's day read and entry write, p99 <= 50 ms on PostgreSQL at 50 connections. */
const TRACKER_P99_TARGET_MS = 50;
/** Issue 18: food search p99 <= 20 ms at 50 connections; a parse within 50 ms; the catalogue's cost at start. */
const SEARCH_P99_TARGET_MS = 20;
const PARSE_TARGET_MS = 50;
const CATALOGUE_RSS_TARGET_MB = 40;
/**
 * Issue 45: at 10 concurrent clients, a parse p99 <= 20 ms and a search p99 <= 10 ms, each beside the bare Fastify
 * control and /api/health at the same 10 clients; the sentences and queries are the fixtures the API tests hold.
 */
const TRACKER_CLIENTS = 10;
const TRACKER_SEARCH_P99_TARGET_MS = 10;
const TRACKER_PARSE_P99_TARGET_MS = 20;
const CATALOGUE_START_TARGET_MS = 300;
/** What subscribers type into the search box: staples, partial words, Hindi, typos, US foods. */
const SEARCHES = [
  'roti',
  'dal',
  'rice',
  'chicken',
  'paneer',
  'chai',
  'oats',
  'egg',
  'dahi',
  'chole',
  'aloo paratha',
  'chicken biryani',
  'panner',
  'chapatti',
  'ch',
  'ban',
  'milk',
  'whey',
  'greek yogurt',
  'masala dosa',
  'idli',
  'poha',
  'brown rice',
  'peanut butter',
  'salmon',
  'almonds',
  'anda bhurji',
  'rajma',
  'butter chick',
  'pizza',
];
/**
 * Queries the server has not kept (it keeps those of the last 1,024 queries asked twice): what subscribers might type
 * into the box, drawn from the catalogue's names (a first word, a first word and the start of the second, a word's
 * first three or four letters), 4,000 distinct ones in a fixed shuffled order, so each is asked again only after 3,999
 * others.
 */
function unseenSearches() {
  const { foods } = JSON.parse(readFileSync(path.join(ROOT, 'food-catalogue/catalogue.json'), 'utf8'));
  const seen = new Set(SEARCHES);
  for (const [, name] of foods) {
    const parts = name
      .toLowerCase()
      .replace(/[^a-z ]+/g, ' ')
      .split(' ')
      .filter((w) => w.length >= 2);
    const [first, second] = parts;
    if (!first) continue;
    seen.add(first);
    if (first.length > 4) seen.add(first.slice(0, 3)).add(first.slice(0, 4));
    if (second) seen.add(`${first} ${second.slice(0, 3)}`);
  }
  for (const q of SEARCHES) seen.delete(q);
  const list = [...seen];
  // A fixed shuffle (a linear congruential generator), the same on every run.
  let seed = 12345;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list.slice(0, 4000);
}
/**
 * The strings of one field of a fixture the API tests hold (`text: '...'` in the sentences, `query: '...'` in the
 * searches), read from its source, so the bench asks what the tests prove right.
 */
function fixtureStrings(file, field) {
  const source = readFileSync(path.join(ROOT, 'src/server/modules/foods', file), 'utf8');
  const pattern = new RegExp(`\\b${field}: '((?:[^'\\\\]|\\\\.)*)'`, 'g');
  const list = [...source.matchAll(pattern)].map((m) => m[1].replace(/\\(.)/g, '$1'));
  if (list.length === 0) throw new Error(`no ${field} strings in ${file}`);
  return list;
}

/** Meals typed as sentences, Indian and US. */
const SENTENCES = [
  '2 roti, a katori of dal and a cup of rice',
  '3 eggs and a slice of toast',
  'chai with 2 biscuits',
  '1 aloo paratha with a katori of dahi',
  '6 oz salmon and a cup of broccoli',
  'a plate of poha and a cup of chai',
  '2 idli with sambar and coconut chutney',
  'big mac and fries and a coke',
  '2 slices of whole wheat toast with 2 tbsp peanut butter',
  'mutton curry with 3 roti',
];
const foodRows = [];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * BENCH_PORT picks the first of three ports (bare server, app); by default a random one below Linux's ephemeral range
 * (32768-60999): there the load's own connections (autocannon's, the pool's) take local ports, and a server told to
 * listen on one of them failed to start in 3 of about 40 runs.
 */
const firstPort = Number(process.env.BENCH_PORT ?? 21100 + Math.floor(Math.random() * 500));
const barePort = firstPort;
const appPort = firstPort + 1;
/** PostgreSQL is measured when a database URL is given; DATABASE_URL is accepted as before. */
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const only = process.env.BENCH_ONLY ?? '';
/** BENCH_FULL_DAY_ONLY=true measures only the visitor beside a full tracker day. */
const fullDayOnly = process.env.BENCH_FULL_DAY_ONLY === 'true';
/** BENCH_FOODS_ONLY=true measures only the food search and parser (on the embedded database's demo subscriber). */
const foodsOnly = process.env.BENCH_FOODS_ONLY === 'true';
/**
 * npm run bench:tracker (--tracker): only issue 45's figures: search and parse at 10 clients on each database and, on
 * PostgreSQL, the entry write at 50 connections, each beside its controls, with no settling wait or memory figures.
 */
const trackerOnly = process.argv.includes('--tracker');
/**
 * BENCH_WRITE_ONLY=true (with --tracker): only the entry write of 50 subscribers on PostgreSQL and its control,
 * /api/health at the same 50 connections, measured back to back (no search, parse or one-day write).
 */
const writeOnly = trackerOnly && process.env.BENCH_WRITE_ONLY === 'true';
const measures = (database) => only === '' || only === database;
// The signed-in read is made by an account the server itself creates at start (ADMIN_EMAIL, ADMIN_PASSWORD).
const BENCH_EMAIL = 'bench-admin@example.com';
const METRICS_TOKEN = randomBytes(24).toString('hex');
const benchPassword = `bench ${randomBytes(12).toString('hex')}`;

/** Issue 17: a visitor's p99 while a full day is read and written, and the server's event-loop delay p99. */
const FULL_DAY_CONNECTIONS = 20;
const VISITOR_P99_TARGET_MS = 50;
const LOOP_DELAY_P99_TARGET_MS = 50;
/**
 * The route and admin loads stand for many people sharing one token, so one account's turns (a few requests at once,
 * REQUESTS_AT_ONCE_PER_ACCOUNT) are raised for them; the full-day load is one subscriber and keeps the defaults.
 */
const MANY_PEOPLE_ONE_TOKEN = { REQUESTS_AT_ONCE_PER_ACCOUNT: '1000', REQUESTS_WAITING_PER_ACCOUNT: '1000' };

function start(script, port, dataDir, env = {}, nodeOptions = []) {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  // The app runs as the product starts it; the bare Fastify server it is compared with keeps Node's defaults.
  const flags = script === 'dist/server/main.js' ? serverNodeFlags({ ...process.env, ...env }) : [];
  return spawn(process.execPath, [...profile, ...flags, ...nodeOptions, script], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory now (VmRSS) or at its highest so far (VmHWM), in MB. */
function rssMb(pid, field = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A process's CPU time so far (user and system), in ms; 0 once it is gone. */
function cpuMs(pid) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The CPU time of every PostgreSQL process on this machine (the server's backends and its own), in ms. */
function postgresCpuMs() {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(name);
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}

/**
 * Where a load's CPU went, in ms: the app server, PostgreSQL (when it runs on this machine) and this process, which
 * generates the load. On a shared machine a load's rate and latency move with what else runs; the CPU each request
 * costs moves far less, so two builds compare by it.
 */
function cpuSnapshot(pid) {
  const own = process.cpuUsage();
  return { server: cpuMs(pid), postgres: postgresCpuMs(), load: (own.user + own.system) / 1000 };
}

function cpuPerRequest(before, after, requests) {
  const per = (key) => (requests > 0 ? (after[key] - before[key]) / requests : 0);
  return { server: per('server'), postgres: per('postgres'), load: per('load') };
}

/**
 * Issue 22: the server's resident memory once it is ready and has settled, and after each route's load (embedded:
 * <= 350 MB idle, <= 450 MB after the load; PostgreSQL: <= 150 MB idle).
 */
const IDLE_RSS_TARGET_MB = { embedded: 350, PostgreSQL: 150 };
const PEAK_RSS_TARGET_MB = { embedded: 450 };
/** Idle is measured this long after the server is ready: about 20 s in, V8 lets go of the start's garbage (-35 MB). */
const SETTLE_MS = 25_000;
const memoryRows = [];

function load(url, headers = {}, request = {}) {
  // The promise form: with a callback, autocannon skips the `warmup` it is given.
  return Promise.resolve(
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...request }),
  );
}

async function measure(database, name, url, pid, headers, request = {}) {
  // The CPU is counted from the end of the warmup, as autocannon counts the requests.
  let before;
  const counting = setTimeout(() => (before = cpuSnapshot(pid)), (request.warmup?.duration ?? 0) * 1000);
  const result = await load(url, headers, request);
  clearTimeout(counting);
  const cpu = before ? cpuPerRequest(before, cpuSnapshot(pid), result.requests.total) : undefined;
  return {
    cpu,
    database,
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rss: rssMb(pid),
    connections: request.connections ?? CONNECTIONS,
  };
}

/** Signs the bench account in through the real login route and answers its bearer token. */
async function signIn(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: benchPassword }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  if (typeof token !== 'string') throw new Error('bench sign-in answered no token');
  return token;
}

// The tracker's calls need an entitled subscriber: the demo subscriber on the embedded database (seeded with 30 days
// of logs); on PostgreSQL one who subscribes through the sandbox checkout, given the bench admin's password hash.
const demoPassword = `demo ${randomBytes(12).toString('hex')}`;
const BENCH_SUBSCRIBER = 'bench-subscriber@example.com';

async function api(origin, token, method, url, body) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signInAs(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * A PostgreSQL subscriber with goals and 90 days of four entries and a weight a day, written straight to the database
 * (`history: false`: a subscriber with no days yet).
 */
async function postgresSubscriber(origin, email = BENCH_SUBSCRIBER, { history = true } = {}) {
  const res = await fetch(`${origin}/api/process-payment-and-create-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscriptionData: {
        name: 'Bench',
        email,
        phone: '4695550100',
        planType: 'monthly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2035',
        cvv: '123',
        cardholderName: 'Bench',
      },
      billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 27000,
    }),
  });
  // A second run on the same database finds the subscriber from the first, data and all.
  const fresh = res.ok;
  if (!fresh && res.status !== 409)
    throw new Error(`bench checkout of ${email} failed: ${res.status} ${await res.text()}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(
      `update users set password_hash = (select password_hash from users where email = $1) where email = $2`,
      [BENCH_EMAIL, email],
    );
    const { rows } = await client.query('select id from users where email = $1', [email]);
    const userId = rows[0].id;
    if (!fresh || !history) return signInAs(origin, email, benchPassword);
    // Days before the API's 7-day reach, as if logged over three months.
    await client.query(
      `insert into nutrition_entries (user_id, date, source, name, calories, protein_g, carbs_g, fat_g, fiber_g, water_ml,
         exercise_calories, created_at, updated_at)
       select $1, (current_date - d), 'manual', 'Bench meal', 500 + (d * 37 + m * 53) % 300, 25 + (d + m) % 15,
         60, 18, 7, 600, case when m = 0 and d % 2 = 0 then 350 else 0 end, now(), now()
       from generate_series(1, 90) d, generate_series(0, 3) m`,
      [userId],
    );
    await client.query(
      `insert into nutrition_weights (user_id, date, weight_kg, created_at)
       select $1, current_date - d, 82 - (90 - d) * 0.04 + (d % 3) * 0.2, now() from generate_series(1, 90) d`,
      [userId],
    );
  } finally {
    await client.end();
  }
  return signInAs(origin, email, benchPassword);
}

/**
 * Issue 45: an entry's write is measured as 50 subscribers make it, each into their own day (the route load has 50
 * connections share one token, whose day takes one insert at a time: the 500-entry limit's lock, held through the
 * commit).
 */
const WRITERS = CONNECTIONS;

/**
 * WRITERS subscribers on PostgreSQL, as bearer headers: made on the first run; on the next, given this run's password
 * and signed in (checkout refuses a subscriber's address only a few times an hour).
 */
async function postgresWriters(origin) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const bearers = [];
  try {
    for (let i = 1; i <= WRITERS; i++) {
      const email = `bench-writer-${i}@example.com`;
      const { rowCount } = await client.query(
        `update users set password_hash = (select password_hash from users where email = $1) where email = $2`,
        [BENCH_EMAIL, email],
      );
      const token =
        rowCount > 0
          ? await signInAs(origin, email, benchPassword)
          : await postgresSubscriber(origin, email, { history: false });
      bearers.push({ authorization: `Bearer ${token}` });
    }
    // Each writer's day starts every run at the size of a real one. Each run ends with an add of each connection
    // whose removal never came, so the days grew by one entry a run, and with them each answer (a run on a database
    // used 15 times before wrote days of 7 to 16 entries): runs were not comparable, and would have met the 500 limit.
    await client.query(
      `delete from nutrition_entries where user_id in (select id from users where email like 'bench-writer-%')`,
    );
    // And the Idempotency-Keys of earlier runs' adds go, as the app's prune would take them after two days: a run
    // keeps about 15,000, and a database used for a few dozen runs held 780,000 (203 MB, more than PostgreSQL's
    // shared buffers here), which made each add's key insert cost more with each run.
    await client.query(`delete from idempotency_keys where key like 'bench-%'`);
    await client.query(
      `insert into nutrition_entries (user_id, date, source, name, calories, protein_g, carbs_g, fat_g, fiber_g,
         water_ml, meal, created_at, updated_at)
       select u.id, $1::date, 'manual', 'Bench meal ' || m, 150 + m * 40, 8 + m, 20, 6, 3, case when m % 3 = 0 then 250
         else 0 end, (array['breakfast', 'lunch', 'snack', 'dinner'])[1 + m % 4], now(), now()
       from users u, generate_series(1, $2::int) m where u.email like 'bench-writer-%'`,
      [centralToday(), WRITER_DAY_ENTRIES],
    );
  } finally {
    await client.end();
  }
  return bearers;
}

/** The entries each writer's day holds when the write is measured: three meals, snacks and water. */
const WRITER_DAY_ENTRIES = 10;

/** Today in America/Chicago, the day the server logs an entry without a date on. */
const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** Times sequential recommendation runs (no model configured): the engine over the subscriber's logs. */
async function timeInsights(origin, token, runs = 30) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await api(origin, token, 'POST', '/api/ai-recommendations/generate');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)], max: times[runs - 1] };
}

const insightRows = [];

/** Seeds the admin benchmark's data into a DATA_DIR or a PostgreSQL database (see scripts/seed-admin-bench.ts). */
function seedAdminBench(target) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/seed-admin-bench.ts', ...(target.url ? ['--url', target.url] : ['--data-dir', target.dataDir])],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('seeding the admin benchmark failed');
}

/** The admin reads at 10 connections: stats, the first page of subscribers, a search. */
async function measureAdmin(database, origin, pid, token) {
  const headers = { authorization: `Bearer ${token}` };
  const reads = [
    ['GET /api/admin/stats', '/api/admin/stats'],
    ['GET /api/admin/subscribers', '/api/admin/subscribers'],
    ['GET /api/admin/subscribers?q=', '/api/admin/subscribers?q=diner42'],
  ];
  const rows = [];
  for (const [name, url] of reads) {
    rows.push(
      await measure(database, name, `${origin}${url}`, pid, headers, { connections: ADMIN_CONNECTIONS }),
    );
  }
  return rows;
}

/** Scrapes /metrics in turn: on the seeded database its business figures aggregate 200,000 charges and e-mails. */
async function timeScrapes(origin, runs = 20) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
    await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)], max: times[runs - 1] };
}

const backupRows = [];

/**
 * "Back up now" on the seeded database (the running server), then, with the server stopped, `npm run restore` of
 * that file into an empty DATA_DIR or an empty PostgreSQL database beside the bench's: the size and both times.
 */
async function backupAndRestore(database, origin, token, env) {
  let started = performance.now();
  const res = await fetch(`${origin}/api/admin/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 201)
    throw new Error(`POST /api/admin/backups answered ${res.status}: ${await res.text()}`);
  const { backup } = await res.json();
  const backupMs = performance.now() - started;
  return async function restore() {
    const target = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-restore-'));
    let restoreEnv = { DATA_DIR: target, DATABASE_URL: '' };
    let dropRestored = async () => {};
    if (env.DATABASE_URL) {
      const url = new URL(env.DATABASE_URL);
      const name = `${url.pathname.slice(1)}_restore`;
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      url.pathname = `/${name}`;
      restoreEnv = { DATA_DIR: target, DATABASE_URL: url.toString() };
      dropRestored = async () => {
        const dropper = new pg.Client({ connectionString: env.DATABASE_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      };
    }
    try {
      started = performance.now();
      const result = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/.bin/tsx'), 'src/server/restore-cli.ts', backup.path],
        { cwd: ROOT, env: { ...process.env, ...restoreEnv }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (result.status !== 0) throw new Error('npm run restore failed');
      const restoreMs = performance.now() - started;
      backupRows.push({ database, sizeBytes: backup.sizeBytes, backupMs, restoreMs });
    } finally {
      rmSync(target, { recursive: true, force: true });
      await dropRestored();
    }
  };
}

/** The app's settings for a bench run: the bench admin, the demo password, no model, room for every subscriber. */
function appEnv(env) {
  return {
    ...env,
    METRICS_TOKEN,
    BACKUP_NIGHTLY: 'false',
    ADMIN_EMAIL: BENCH_EMAIL,
    ADMIN_PASSWORD: benchPassword,
    DEMO_PASSWORD: demoPassword,
    LLM_BASE_URL: '',
    LLM_MODEL: '',
    LLM_API_KEY: '',
    // A PostgreSQL database seeded by an earlier run holds 10,000 live subscriptions; the bench subscriber still
    // subscribes.
    CAPACITY_BETA: '1000000',
    // Issue 45's writers subscribe from the bench's one address, and again on each run.
    CHECKOUT_ATTEMPTS_PER_ADDRESS: '1000',
    CHECKOUT_ATTEMPTS_PER_EMAIL: '1000',
    CAPACITY_INVITE_ONLY: '1000000',
  };
}

/**
 * The admin reads on their own start of the app, on a database seeded first (an embedded one with accounts in it
 * gets no demo subscriber, whom the tracker's reads need, so they run apart).
 */
async function benchAdmin(database, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
  seedAdminBench(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  const app = start('dist/server/main.js', appPort, dataDir, { ...appEnv(env), ...MANY_PEOPLE_ONE_TOKEN });
  const origin = `http://127.0.0.1:${appPort}`;
  try {
    await waitForUrl(`${origin}/api/health`, app);
    const token = await signIn(origin);
    const rows = await measureAdmin(database, origin, app.pid, token);
    scrapeRows.push({ database, ...(await timeScrapes(origin)) });
    const restore = await backupAndRestore(database, origin, token, env);
    await stop(app);
    await restore();
    return rows;
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const scrapeRows = [];

/**
 * An entry's write at 50 connections: each connection adds an entry and removes it again, so the day stays the size of
 * a real one (a few dozen entries) instead of growing by thousands over the run; both calls are writes and both are
 * timed. Each add is made by the next of `bearers` in turn, and its removal by the same.
 */
const ENTRY_ID = /^\{"entry":\{"id":(\d+)/;

function measureEntryWrite(database, name, origin, pid, bearers) {
  let next = 0;
  return measure(database, name, `${origin}/api/daily-nutrition`, pid, bearers[0], {
    // As the search and the parse are: in a first load the server's pool opens its connections to PostgreSQL, each
    // prepares the write's statement on first use and V8 compiles the write's path; a server that has been up has
    // done all that, and the write's p99 (its slowest 60-90 requests) should not count it.
    warmup: { connections: CONNECTIONS, duration: SEARCH_WARMUP_S },
    requests: [
      {
        method: 'POST',
        path: '/api/daily-nutrition',
        body: JSON.stringify({ consumedCalories: 120, waterIntake: 0.2 }),
        // Each add carries a fresh Idempotency-Key, as the web's logging queue sends every add.
        setupRequest: (request, context) => {
          context.bearer = bearers[next++ % bearers.length];
          return {
            ...request,
            headers: {
              ...context.bearer,
              'content-type': 'application/json',
              'idempotency-key': `bench-${randomBytes(12).toString('base64url')}`,
            },
          };
        },
        // The entry's id read off the answer's start ({"entry":{"id":...), not by parsing the whole day it carries:
        // the load generator shares the server's two cores, and its CPU is not the write's.
        onResponse: (status, body, context) => {
          context.entryId = status === 201 ? ENTRY_ID.exec(body)?.[1] : undefined;
        },
      },
      {
        method: 'DELETE',
        setupRequest: (request, context) =>
          context.entryId === undefined
            ? false
            : {
                ...request,
                headers: context.bearer,
                path: `/api/daily-nutrition/entries/${context.entryId}`,
                body: undefined,
              },
      },
    ],
  });
}

/** Starts the app on one database, measures its routes, stops it. */
async function benchApp(database, env, { landing }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
  const app = start('dist/server/main.js', appPort, dataDir, { ...appEnv(env), ...MANY_PEOPLE_ONE_TOKEN });
  const origin = `http://127.0.0.1:${appPort}`;
  let idle;
  try {
    await waitForUrl(`${origin}/api/health`, app);
    if (trackerOnly) {
      const subscriber = landing
        ? await signInAs(origin, 'demo@example.com', demoPassword)
        : await postgresSubscriber(origin);
      await measureTracker(
        database,
        origin,
        app.pid,
        { authorization: `Bearer ${subscriber}` },
        { writes: !landing },
      );
      return [];
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    idle = rssMb(app.pid);
    if (foodsOnly) {
      const subscriber = landing
        ? await signInAs(origin, 'demo@example.com', demoPassword)
        : await postgresSubscriber(origin);
      return await measureFoods(database, origin, app.pid, { authorization: `Bearer ${subscriber}` });
    }
    const token = await signIn(origin);
    const rows = [await measure(database, 'GET /api/health', `${origin}/api/health`, app.pid)];
    if (landing) {
      rows.push(
        await measure(database, 'GET / (landing HTML, br)', `${origin}/`, app.pid, {
          'accept-encoding': 'br, gzip',
        }),
      );
    }
    rows.push(
      await measure(database, 'GET /api/user/profile (bearer)', `${origin}/api/user/profile`, app.pid, {
        authorization: `Bearer ${token}`,
      }),
    );

    const subscriber = landing
      ? await signInAs(origin, 'demo@example.com', demoPassword)
      : await postgresSubscriber(origin);
    const bearer = { authorization: `Bearer ${subscriber}` };
    const insights = await timeInsights(origin, subscriber);
    insightRows.push({ database, days: landing ? 30 : 90, ...insights });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    for (let i = 0; i < 4; i++) {
      await api(origin, subscriber, 'POST', '/api/daily-nutrition', {
        consumedCalories: 300,
        consumedProtein: 20,
      });
    }
    rows.push(
      await measure(
        database,
        'GET /api/daily-nutrition/{date}',
        `${origin}/api/daily-nutrition/${today}`,
        app.pid,
        bearer,
      ),
    );
    rows.push(
      await measureEntryWrite(database, 'POST+DELETE daily-nutrition entry', origin, app.pid, [bearer]),
    );
    rows.push(...(await measureFoods(database, origin, app.pid, bearer)));
    await measureTracker(database, origin, app.pid, bearer, { writes: false });
    return rows;
  } finally {
    if (idle !== undefined && app.exitCode === null) {
      memoryRows.push({ database, idle, end: rssMb(app.pid), highWater: rssMb(app.pid, 'VmHWM'), foodsOnly });
    }
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Adds entries to yesterday (Central) until the day is full (the server refuses the 501st with 409) and answers the
 * day's entries. Not today: the route loads add to today, and a full day would refuse them (on PostgreSQL the day
 * stays full from one run to the next).
 */
async function fillYesterday(origin, token) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (let added = 0; ; added++) {
    const res = await fetch(`${origin}/api/daily-nutrition`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        date,
        consumedCalories: 90,
        consumedProtein: 4,
        name: `Bench snack ${added + 1}`,
      }),
    });
    if (res.status === 409) break;
    if (!res.ok) throw new Error(`filling the day failed: ${res.status} ${await res.text()}`);
    const { day } = await res.json();
    if (day.entries.length > 500) throw new Error('the day took more than 500 entries');
  }
  const day = await api(origin, token, 'GET', `/api/daily-nutrition/${date}`);
  return {
    date,
    ids: day.entries.filter((e) => e.source !== 'lunch').map((e) => e.id),
    entries: day.entries.length,
  };
}

/** The server's event-loop delay since the last reading (the probe answers SIGUSR2 with a file). */
async function loopDelay(child, file) {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error('the server wrote no event-loop reading');
}

/**
 * A visitor (one connection) reads the menu while a subscriber, at 20 connections, reads their full day (500
 * entries) and edits its entries (each edit answers the whole day again): the visitor's latency and the server's
 * event-loop delay over the same window. The subscriber is one account, served a few requests at a time (the
 * default REQUESTS_AT_ONCE_PER_ACCOUNT); the rest of their connections wait their turn.
 */
async function benchFullDay(database, env, { embedded }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
  const delayFile = path.join(dataDir, 'loop-delay.json');
  const app = start('dist/server/main.js', appPort, dataDir, { ...appEnv(env), LOOP_DELAY_FILE: delayFile }, [
    '--import',
    path.join(ROOT, 'scripts/lib/loop-delay-probe.mjs'),
  ]);
  const origin = `http://127.0.0.1:${appPort}`;
  try {
    await waitForUrl(`${origin}/api/health`, app);
    await signIn(origin);
    const subscriber = embedded
      ? await signInAs(origin, 'demo@example.com', demoPassword)
      : await postgresSubscriber(origin);
    const { date, ids, entries } = await fillYesterday(origin, subscriber);
    // As a browser asks: large answers come compressed.
    const bearer = { authorization: `Bearer ${subscriber}`, 'accept-encoding': 'gzip, deflate, br' };
    let next = 0;
    const subscriberLoad = new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${origin}/api/daily-nutrition/${date}`,
          connections: FULL_DAY_CONNECTIONS,
          duration: DURATION_S,
          headers: bearer,
          requests: [
            { method: 'GET', path: `/api/daily-nutrition/${date}` },
            {
              method: 'PATCH',
              headers: { ...bearer, 'content-type': 'application/json' },
              setupRequest: (request) => {
                next = (next + 1) % ids.length;
                const calories = 80 + (next % 40);
                return {
                  ...request,
                  path: `/api/daily-nutrition/entries/${ids[next]}`,
                  body: JSON.stringify({ consumedCalories: calories }),
                };
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
    await loopDelay(app, delayFile);
    const visitor = await load(`${origin}/api/menu`, {}, { connections: 1 });
    const delay = await loopDelay(app, delayFile);
    const writer = await subscriberLoad;
    return {
      database,
      entries,
      visitor: {
        p50: visitor.latency.p50,
        p99: visitor.latency.p99,
        errors: visitor.errors + visitor.non2xx,
      },
      subscriber: {
        rps: writer.requests.average,
        p50: writer.latency.p50,
        p99: writer.latency.p99,
        errors: writer.errors + writer.non2xx,
      },
      delay,
    };
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fullDayRows = [];

/** A request that cycles through a list of paths or bodies, so no answer is served twice from one warm branch. */
function cycling(list, make) {
  let i = 0;
  return (request) => make(request, list[i++ % list.length]);
}

/** Seconds of each search load that are not measured: the search's code compiled, as in a server that has been up. */
const SEARCH_WARMUP_S = Number(process.env.BENCH_SEARCH_WARMUP_S ?? 2);

/** Food search at 50 connections over a list of queries, each asked in turn, after a warm-up on the same load. */
function measureSearch(database, label, queries, origin, pid, bearer) {
  return measure(database, `GET /api/foods?q= (${label})`, `${origin}/api/foods`, pid, bearer, {
    warmup: { connections: CONNECTIONS, duration: SEARCH_WARMUP_S },
    requests: [
      {
        method: 'GET',
        headers: bearer,
        setupRequest: cycling(queries, (request, q) => ({
          ...request,
          path: `/api/foods?q=${encodeURIComponent(q)}&limit=8`,
        })),
      },
    ],
  });
}

/** Food search at 50 connections over varied queries, and the sentence parser at 10. */
async function measureFoods(database, origin, pid, bearer) {
  const search = await measureSearch(database, '30 queries', SEARCHES, origin, pid, bearer);
  // The same load over queries asked for the first time in a long while: the index's own speed, nothing kept.
  const unseen = unseenSearches();
  const searchUnseen = await measureSearch(database, `${unseen.length} unseen`, unseen, origin, pid, bearer);
  const parse = await measure(database, 'POST /api/foods/parse', `${origin}/api/foods/parse`, pid, bearer, {
    connections: 10,
    requests: [
      {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        setupRequest: cycling(SENTENCES, (request, text) => ({ ...request, body: JSON.stringify({ text }) })),
      },
    ],
  });
  // One parse at a time: what a subscriber waits for.
  const times = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await api(origin, bearer.authorization.slice('Bearer '.length), 'POST', '/api/foods/parse', {
      text: SENTENCES[i % SENTENCES.length],
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  foodRows.push({
    database,
    search,
    searchUnseen,
    unseenCount: unseen.length,
    parse,
    single: { p50: times[25], max: times[49] },
  });
  return [search, searchUnseen, parse];
}

const trackerRows = [];

/** p50 and p99 of one route at TRACKER_CLIENTS, after a warm-up on the same load. */
function measureAtTen(database, name, url, pid, headers, requests) {
  return measure(database, name, url, pid, headers, {
    connections: TRACKER_CLIENTS,
    warmup: { connections: TRACKER_CLIENTS, duration: SEARCH_WARMUP_S },
    ...(requests ? { requests } : {}),
  });
}

/**
 * Issue 45's figures on one database: /api/health (the control), the food search over the fixtures' queries and the
 * parser over the fixtures' sentences, each at 10 clients; on PostgreSQL also /api/health and an entry's write
 * (POST + DELETE) at 50 connections.
 */
async function measureTracker(database, origin, pid, bearer, { writes }) {
  if (writeOnly) {
    if (!writes) return undefined;
    const writers = await postgresWriters(origin);
    const row = {
      database,
      health50: await measure(database, 'GET /api/health', `${origin}/api/health`, pid),
      write: await measureEntryWrite(database, `POST+DELETE, ${WRITERS} subscribers`, origin, pid, writers),
      // The control again, after: on a shared machine the load may change during the write's 10 s.
      health50After: await measure(database, 'GET /api/health', `${origin}/api/health`, pid),
      // The young generation grows to its cap under this load and stays resident (scripts/lib/server-flags.mjs).
      memory: { rss: rssMb(pid), highWater: rssMb(pid, 'VmHWM') },
    };
    trackerRows.push(row);
    return row;
  }
  const queries = [
    ...fixtureStrings('food-queries.fixture.ts', 'query'),
    ...fixtureStrings('tracker-examples.fixture.ts', 'query'),
  ];
  const sentences = [
    ...fixtureStrings('meal-sentences.fixture.ts', 'text'),
    ...fixtureStrings('tracker-examples.fixture.ts', 'text'),
  ];
  const health = await measureAtTen(database, 'GET /api/health', `${origin}/api/health`, pid);
  const search = await measureAtTen(database, `GET /api/foods?q=`, `${origin}/api/foods`, pid, bearer, [
    {
      method: 'GET',
      headers: bearer,
      setupRequest: cycling(queries, (request, q) => ({
        ...request,
        path: `/api/foods?q=${encodeURIComponent(q)}&limit=8`,
      })),
    },
  ]);
  const parse = await measureAtTen(
    database,
    'POST /api/foods/parse',
    `${origin}/api/foods/parse`,
    pid,
    bearer,
    [
      {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        setupRequest: cycling(sentences, (request, text) => ({ ...request, body: JSON.stringify({ text }) })),
      },
    ],
  );
  const row = { database, queries: queries.length, sentences: sentences.length, health, search, parse };
  if (writes) {
    row.health50 = await measure(database, 'GET /api/health', `${origin}/api/health`, pid);
    row.writeOneDay = await measureEntryWrite(database, 'POST+DELETE, one subscriber', origin, pid, [bearer]);
    row.write = await measureEntryWrite(
      database,
      `POST+DELETE, ${WRITERS} subscribers`,
      origin,
      pid,
      await postgresWriters(origin),
    );
  }
  trackerRows.push(row);
  return row;
}

/**
 * What the catalogue costs the server at start: reading and indexing it in a fresh process, as the server does when
 * it is ready (three runs, medians): milliseconds, and the memory it holds once garbage is collected.
 */
function measureCatalogueCost() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'scripts/bench-food-catalogue.ts', 'food-catalogue/catalogue.json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`measuring the food catalogue failed: ${result.stderr}`);
    runs.push(JSON.parse(result.stdout.trim().split('\n').at(-1)));
  }
  const median = (pick) => runs.map(pick).sort((a, b) => a - b)[1];
  return {
    foods: runs[0].foods,
    startMs: median((r) => r.ms),
    cpuMs: runs[0].cpuMs === null ? null : median((r) => r.cpuMs),
    rssMb: median((r) => r.rssMb),
    heapMb: median((r) => r.heapMb),
  };
}

/** Times sequential GETs of a URL: p50 and max in ms. */
async function timeGets(url, headers, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)], max: times[runs - 1] };
}

/**
 * npm run bench -- --metrics: issue 43's scrape alone, on the embedded database seeded for the admin bench, beside
 * /api/health in the same run (target: a scrape <= 100 ms). The first scrape after start is timed apart: it may wait
 * for the read the server starts once ready.
 */
if (process.argv.includes('--metrics')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
  seedAdminBench({ dataDir });
  const app = start('dist/server/main.js', appPort, dataDir, appEnv({ DATABASE_URL: '' }));
  const origin = `http://127.0.0.1:${appPort}`;
  try {
    await waitForUrl(`${origin}/api/health`, app);
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    const first = await timeGets(`${origin}/metrics`, auth, 1);
    const runs = 50;
    const health = await timeGets(`${origin}/api/health`, {}, runs);
    const scrape = await timeGets(`${origin}/metrics`, auth, runs);
    const health2 = await timeGets(`${origin}/api/health`, {}, runs);
    const line = (name, r) => `  ${name.padEnd(28)} p50 ${r.p50.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`;
    console.log(
      `\nGET /metrics on the seeded embedded database, ${runs} sequential requests each (target <= 100 ms):`,
    );
    console.log(line('first scrape after start', first));
    console.log(line('GET /api/health (control)', health));
    console.log(line('GET /metrics', scrape));
    console.log(line('GET /api/health (again)', health2));
    console.log(
      `  /metrics p50 is ${(scrape.p50 / health.p50).toFixed(1)}x health's; max ${scrape.max.toFixed(1)} ms: ${scrape.max <= 100 ? 'meets target' : 'MISSES target'}`,
    );
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const bareDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
const bare = start('scripts/bench-bare-server.mjs', barePort, bareDir);
let bareRow;
/** The same control at issue 45's 10 clients. */
let bareRowAtTen;
try {
  await waitForUrl(`http://127.0.0.1:${barePort}/`, bare);
  bareRow = await measure('-', 'bare Fastify constant', `http://127.0.0.1:${barePort}/`, bare.pid);
  bareRowAtTen = writeOnly
    ? undefined
    : await measure(
        '-',
        'bare Fastify constant',
        `http://127.0.0.1:${barePort}/`,
        bare.pid,
        {},
        {
          connections: TRACKER_CLIENTS,
        },
      );
} finally {
  await stop(bare);
  rmSync(bareDir, { recursive: true, force: true });
}

const rows = trackerOnly ? [] : [bareRow];
let catalogueCost;
if (trackerOnly) {
  if (measures('embedded')) await benchApp('embedded', { DATABASE_URL: '' }, { landing: true });
  if (postgresUrl && measures('postgres')) {
    await benchApp(
      'PostgreSQL',
      { DATABASE_URL: postgresUrl, APP_SECRET: randomBytes(48).toString('base64') },
      { landing: false },
    );
  }
} else if (measures('embedded')) {
  if (!fullDayOnly && !foodsOnly) catalogueCost = measureCatalogueCost();
  if (!fullDayOnly) rows.push(...(await benchApp('embedded', { DATABASE_URL: '' }, { landing: true })));
  if (!foodsOnly) fullDayRows.push(await benchFullDay('embedded', { DATABASE_URL: '' }, { embedded: true }));
  if (!fullDayOnly && !foodsOnly) rows.push(...(await benchAdmin('embedded', { DATABASE_URL: '' })));
}
const postgresIsThrowaway = postgresUrl !== '' && /bench/i.test(new URL(postgresUrl).pathname);
if (postgresUrl && measures('postgres') && !trackerOnly) {
  if (!fullDayOnly) {
    rows.push(
      ...(await benchApp(
        'PostgreSQL',
        { DATABASE_URL: postgresUrl, APP_SECRET: randomBytes(48).toString('base64') },
        { landing: false },
      )),
    );
  }
  if (!foodsOnly)
    fullDayRows.push(
      await benchFullDay(
        'PostgreSQL',
        { DATABASE_URL: postgresUrl, APP_SECRET: randomBytes(48).toString('base64') },
        { embedded: false },
      ),
    );
  if (postgresIsThrowaway && !fullDayOnly && !foodsOnly) {
    rows.push(
      ...(await benchAdmin('PostgreSQL', {
        DATABASE_URL: postgresUrl,
        APP_SECRET: randomBytes(48).toString('base64'),
      })),
    );
  }
}

/** Issue 45's section: each route beside the controls measured in the same run, with the ratios. */
function printTracker() {
  const verdict = (ok) => (ok ? 'meets target' : 'MISSES target');
  const line = (database, name, r) =>
    `  ${database.padEnd(11)} ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms`;
  const against = (r, health, bare) =>
    `req/s ${(r.rps / health.rps).toFixed(2)} of health's, ${(r.rps / bare.rps).toFixed(2)} of bare's; p99 ${(r.p99 / Math.max(health.p99, 1)).toFixed(1)}x health's`;
  if (!writeOnly) {
    console.log(
      `\nissue 45 at ${TRACKER_CLIENTS} clients (targets: search p99 <= ${TRACKER_SEARCH_P99_TARGET_MS} ms, parse p99 <= ${TRACKER_PARSE_P99_TARGET_MS} ms), beside the controls of the same run:`,
    );
    console.log(line('-', 'bare Fastify constant (control)', bareRowAtTen));
  }
  for (const t of writeOnly ? [] : trackerRows) {
    console.log(line(t.database, 'GET /api/health (control)', t.health));
    console.log(
      `${line(t.database, `GET /api/foods?q= (${t.queries} queries)`, t.search)}  ${verdict(t.search.p99 <= TRACKER_SEARCH_P99_TARGET_MS)}; ${against(t.search, t.health, bareRowAtTen)}`,
    );
    console.log(
      `${line(t.database, `POST /api/foods/parse (${t.sentences} sentences)`, t.parse)}  ${verdict(t.parse.p99 <= TRACKER_PARSE_P99_TARGET_MS)}; ${against(t.parse, t.health, bareRowAtTen)}`,
    );
  }
  const writes = trackerRows.filter((t) => t.write);
  if (writes.length > 0) {
    console.log(
      `\nissue 45: an entry's write on PostgreSQL at ${CONNECTIONS} connections (target p99 <= ${TRACKER_P99_TARGET_MS} ms):`,
    );
    console.log(line('-', 'bare Fastify constant (control)', bareRow));
    for (const t of writes) {
      console.log(line(t.database, 'GET /api/health (control)', t.health50));
      console.log(
        `${line(t.database, t.write.name, t.write)}  ${verdict(t.write.p99 <= TRACKER_P99_TARGET_MS)}; ${against(t.write, t.health50, bareRow)}`,
      );
      if (t.write.cpu) {
        const { server, postgres, load } = t.write.cpu;
        console.log(
          `  CPU per write: server ${server.toFixed(3)} ms, PostgreSQL ${postgres.toFixed(3)} ms, load generator ${load.toFixed(3)} ms`,
        );
      }
      if (t.health50After) console.log(line(t.database, 'GET /api/health (control, after)', t.health50After));
      if (t.memory) {
        console.log(
          `  server memory after the write: resident ${t.memory.rss.toFixed(0)} MB, high-water mark ${t.memory.highWater.toFixed(0)} MB`,
        );
      }
      if (t.writeOneDay) {
        console.log(
          `${line(t.database, t.writeOneDay.name, t.writeOneDay)}  (one day: its inserts wait in turn for the day's limit); ${against(t.writeOneDay, t.health50, bareRow)}`,
        );
      }
    }
  } else if (trackerOnly) {
    console.log(
      '\n  the entry write is measured on PostgreSQL: set BENCH_DATABASE_URL=postgres://user:pass@host:5432/db',
    );
  }
}

if (!trackerOnly) {
  console.log(`\nBenchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route, node ${process.version}`);
  console.log(
    'database    route                           conns   req/s   p50 ms  p99 ms  errors  RSS MB  vs bare',
  );
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(11)} ${r.name.padEnd(30)} ${String(r.connections).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${r.rss.toFixed(0).padStart(7)}  ${(r.rps / bareRow.rps).toFixed(2)}`,
    );
  }
  console.log('\nsigned-in read vs /api/health (profile req/s / health req/s):');
  for (const database of ['embedded', 'PostgreSQL']) {
    const health = rows.find((r) => r.database === database && r.name === 'GET /api/health');
    const profile = rows.find((r) => r.database === database && r.name.startsWith('GET /api/user/profile'));
    if (health && profile) {
      console.log(`  ${database.padEnd(11)} ${(profile.rps / health.rps).toFixed(2)}`);
    } else {
      console.log(
        `  ${database.padEnd(11)} skipped: set BENCH_DATABASE_URL=postgres://user:pass@host:5432/db to measure it`,
      );
    }
  }
  console.log(
    `\nadmin reads (10,000 subscribers, 200,000 orders, 100,000 e-mails; target p99 <= ${ADMIN_P99_TARGET_MS} ms on PostgreSQL):`,
  );
  for (const r of rows.filter((row) => row.name.startsWith('GET /api/admin'))) {
    const verdict =
      r.database === 'PostgreSQL' ? (r.p99 <= ADMIN_P99_TARGET_MS ? 'meets target' : 'MISSES target') : '';
    console.log(
      `  ${r.database.padEnd(11)} ${r.name.padEnd(30)} p99 ${String(r.p99).padStart(4)} ms  ${verdict}`,
    );
  }
  if (postgresUrl && !postgresIsThrowaway) {
    console.log('  PostgreSQL  skipped: the admin reads seed (empty) a database whose name contains "bench"');
  }
  console.log(
    `\ntracker day read and entry write (target p99 <= ${TRACKER_P99_TARGET_MS} ms on PostgreSQL at ${CONNECTIONS} connections):`,
  );
  for (const r of rows.filter((row) => row.name.includes('daily-nutrition'))) {
    const verdict =
      r.database === 'PostgreSQL' ? (r.p99 <= TRACKER_P99_TARGET_MS ? 'meets target' : 'MISSES target') : '';
    console.log(
      `  ${r.database.padEnd(11)} ${r.name.padEnd(34)} p99 ${String(r.p99).padStart(4)} ms  ${verdict}`,
    );
  }
  console.log(
    `\na visitor (GET /api/menu, 1 connection) while a subscriber reads and edits a full day at ${FULL_DAY_CONNECTIONS} connections` +
      ` (targets: visitor p99 <= ${VISITOR_P99_TARGET_MS} ms, event-loop delay p99 <= ${LOOP_DELAY_P99_TARGET_MS} ms):`,
  );
  for (const r of fullDayRows) {
    const verdict = (value, target) => (value <= target ? 'meets target' : 'MISSES target');
    console.log(
      `  ${r.database.padEnd(11)} day of ${r.entries} entries  subscriber ${r.subscriber.rps.toFixed(0)} req/s p50 ${r.subscriber.p50} ms p99 ${r.subscriber.p99} ms`,
    );
    console.log(
      `  ${''.padEnd(11)} visitor p50 ${r.visitor.p50} ms p99 ${r.visitor.p99} ms  ${verdict(r.visitor.p99, VISITOR_P99_TARGET_MS)}`,
    );
    console.log(
      `  ${''.padEnd(11)} event-loop delay p50 ${r.delay.p50} ms p99 ${r.delay.p99} ms max ${r.delay.max} ms  ${verdict(r.delay.p99, LOOP_DELAY_P99_TARGET_MS)}`,
    );
  }
  console.log('\ninsights generation, no model, sequential (target: 200 ms for 90 days of logs):');
  for (const r of insightRows) {
    console.log(
      `  ${r.database.padEnd(11)} ${String(r.days).padStart(2)} days of logs  p50 ${r.p50.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`,
    );
  }
  console.log('\nGET /metrics on the seeded database, sequential (business figures read at each scrape):');
  for (const r of scrapeRows) {
    console.log(`  ${r.database.padEnd(11)} p50 ${r.p50.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`);
  }
  console.log(
    '\nbackup of the seeded database while the server runs, and npm run restore of it into an empty target:',
  );
  for (const r of backupRows) {
    console.log(
      `  ${r.database.padEnd(11)} size ${(r.sizeBytes / 1024 / 1024).toFixed(1)} MB  backup ${(r.backupMs / 1000).toFixed(1)} s  restore ${(r.restoreMs / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `\nfood search (target p99 <= ${SEARCH_P99_TARGET_MS} ms at ${CONNECTIONS} connections) and parse (target ${PARSE_TARGET_MS} ms):`,
  );
  for (const f of foodRows) {
    const verdict = (ok) => (ok ? 'meets target' : 'MISSES target');
    console.log(
      `  ${f.database.padEnd(11)} search p50 ${f.search.p50} ms  p99 ${f.search.p99} ms  ${f.search.rps.toFixed(0)} req/s  ${verdict(f.search.p99 <= SEARCH_P99_TARGET_MS)} (${SEARCHES.length} staples, kept from their second asking; after ${SEARCH_WARMUP_S} s of warm-up)`,
    );
    console.log(
      `  ${f.database.padEnd(11)} search p50 ${f.searchUnseen.p50} ms  p99 ${f.searchUnseen.p99} ms  ${f.searchUnseen.rps.toFixed(0)} req/s  ${verdict(f.searchUnseen.p99 <= SEARCH_P99_TARGET_MS)} (${f.unseenCount.toLocaleString('en-US')} queries, none kept; after ${SEARCH_WARMUP_S} s of warm-up)`,
    );
    console.log(
      `  ${f.database.padEnd(11)} parse at 10 connections p50 ${f.parse.p50} ms  p99 ${f.parse.p99} ms; one at a time p50 ${f.single.p50.toFixed(1)} ms  max ${f.single.max.toFixed(1)} ms  ${verdict(f.single.max <= PARSE_TARGET_MS)}`,
    );
  }
  if (catalogueCost) {
    console.log(
      `\nfood catalogue, ${catalogueCost.foods} foods read and indexed at start (median of 3 fresh processes; targets <= ${CATALOGUE_RSS_TARGET_MB} MB, <= ${CATALOGUE_START_TARGET_MS} ms):`,
    );
    console.log(
      `  adds ${catalogueCost.rssMb.toFixed(1)} MB RSS (${catalogueCost.heapMb.toFixed(1)} MB heap) ${catalogueCost.rssMb <= CATALOGUE_RSS_TARGET_MB ? 'meets target' : 'MISSES target'}; takes ${catalogueCost.startMs.toFixed(0)} ms ${catalogueCost.startMs <= CATALOGUE_START_TARGET_MS ? 'meets target' : 'MISSES target'}${catalogueCost.cpuMs === null ? '' : ` (main thread CPU ${catalogueCost.cpuMs} ms; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`}`,
    );
  }
  if (memoryRows.length > 0) {
    const verdict = (ok) => (ok ? 'meets target' : 'MISSES target');
    console.log(
      `\nserver memory, resident (targets: embedded idle <= ${IDLE_RSS_TARGET_MB.embedded} MB and peak <= ${PEAK_RSS_TARGET_MB.embedded} MB over the routes; PostgreSQL idle <= ${IDLE_RSS_TARGET_MB.PostgreSQL} MB):`,
    );
    for (const m of memoryRows) {
      // Resident after each route's load, as the table above shows it, and after the last.
      const peak = Math.max(m.end, ...rows.filter((r) => r.database === m.database).map((r) => r.rss));
      const peakTarget = PEAK_RSS_TARGET_MB[m.database];
      console.log(
        `  ${m.database.padEnd(11)} idle ${m.idle.toFixed(0)} MB ${verdict(m.idle <= IDLE_RSS_TARGET_MB[m.database])}; peak ${peak.toFixed(0)} MB${peakTarget ? ` ${verdict(peak <= peakTarget)}` : ''}; at the end ${m.end.toFixed(0)} MB${m.foodsOnly ? ' (food routes only)' : ''}; high-water mark ${m.highWater.toFixed(0)} MB (creating the database at start included)`,
      );
    }
  }
}
printTracker();
const failed = [
  ...rows.filter((r) => r.errors > 0),
  ...trackerRows.flatMap((t) =>
    [t.health, t.search, t.parse, t.health50, t.write, t.writeOneDay, t.health50After].filter(
      (r) => r !== undefined && r.errors > 0,
    ),
  ),
  ...fullDayRows
    .filter((r) => r.visitor.errors > 0 || r.subscriber.errors > 0)
    .map((r) => ({ database: r.database, name: 'full day' })),
];
if (failed.length > 0) {
  console.error(`\n${failed.map((r) => `${r.database} ${r.name}`).join(', ')}: errors or non-2xx answers`);
  process.exitCode = 1;
}
