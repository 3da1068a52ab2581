// npm run rolling-restart -- --url https://shop.example.com --instance http://127.0.0.1:3001 --restart "systemctl
// restart tiffin-fit@3001" --instance ... : keeps autocannon's load on the proxy while each instance is restarted in
// turn (waiting until it is healthy again before the next), then prints how many requests failed. Target: 0 of at
// least 10,000 (docs/DEPLOY.md). Exit code 1 when any failed or too few were made.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './lib/prepare.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    instance: { type: 'string', multiple: true, default: [] },
    restart: { type: 'string', multiple: true, default: [] },
    ca: { type: 'string' },
    connections: { type: 'string', default: '16' },
    'min-requests': { type: 'string', default: '10000' },
    settle: { type: 'string', default: '3' },
  },
});
const usage =
  'usage: npm run rolling-restart -- --url PROXY_URL [--ca root.crt] (--instance HEALTH_BASE_URL --restart "COMMAND")... [--connections 16] [--min-requests 10000] [--settle 3]';
if (!values.url || values.instance.length === 0 || values.instance.length !== values.restart.length) {
  console.error(usage);
  process.exit(2);
}

ensureInstalled();
const { default: autocannon } = await import('autocannon');

const base = new URL(values.url);
const minRequests = Number(values['min-requests']);
const settleMs = Number(values.settle) * 1000;
const ca = values.ca ? readFileSync(values.ca) : undefined;
const visitorId = randomUUID();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const stamp = () => new Date().toISOString().slice(11, 19);

/**
 * What a visitor does: the landing page, the menu it loads, the page-view beacon (a write: its limit's counter; the
 * made-up path is not counted in the statistics). One address soon passes its hourly page views
 * (PAGE_VIEWS_PER_ADDRESS): a 429 is an instance that was up and answered, so it is counted apart, not as failed.
 */
const requests = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/menu' },
  {
    method: 'POST',
    path: '/api/page-views',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/rolling-restart', visitorId }),
  },
];

const tally = { ok: 0, limited: 0, non2xx: 0, errors: 0, byStatus: new Map(), byError: new Map() };
const load = autocannon({
  url: base.origin,
  connections: Number(values.connections),
  duration: 3600,
  timeout: 10,
  requests,
  ...(ca ? { tlsOptions: { ca } } : {}),
});
load.on('response', (_client, statusCode) => {
  if (statusCode >= 200 && statusCode < 300) tally.ok += 1;
  else if (statusCode === 429) tally.limited += 1;
  else {
    tally.non2xx += 1;
    tally.byStatus.set(statusCode, (tally.byStatus.get(statusCode) ?? 0) + 1);
  }
});
load.on('reqError', (error) => {
  tally.errors += 1;
  const key = error?.code ?? error?.message ?? String(error);
  tally.byError.set(key, (tally.byError.get(key) ?? 0) + 1);
});
const finished = new Promise((resolve) => load.on('done', resolve));
const total = () => tally.ok + tally.limited + tally.non2xx + tally.errors;
const failed = () => tally.non2xx + tally.errors;

async function healthy(url) {
  try {
    const res = await fetch(new URL('/api/health', url), { signal: globalThis.AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

function run(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`"${command}" exited with ${code}`)),
    );
  });
}

let problem;
try {
  await sleep(settleMs);
  for (const [i, url] of values.instance.entries()) {
    console.log(`${stamp()} restarting ${url} (${total()} requests so far, ${failed()} failed)`);
    const started = Date.now();
    await run(values.restart[i]);
    const deadline = Date.now() + 120_000;
    // It went down (the drain and the stop are inside the command, or just after it), then it must come back.
    while (!(await healthy(url))) {
      if (Date.now() > deadline) throw new Error(`${url} did not come back within 2 minutes`);
      await sleep(250);
    }
    console.log(`${stamp()} ${url} is healthy again after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await sleep(settleMs);
  }
  while (total() < minRequests) await sleep(250);
} catch (error) {
  problem = error;
} finally {
  load.stop();
  await finished;
}

const n = (value) => value.toLocaleString('en-US');
console.log(
  `\nrolling restart of ${values.instance.length} instance(s) behind ${base.origin}: ${n(total())} requests, ${n(failed())} failed (non-2xx ${n(tally.non2xx)}, errors ${n(tally.errors)}), ${n(tally.limited)} answered 429 by a limit`,
);
for (const [status, count] of tally.byStatus) console.log(`  status ${status}: ${n(count)}`);
for (const [error, count] of tally.byError) console.log(`  error ${error}: ${n(count)}`);
const met = failed() === 0 && total() >= minRequests;
console.log(`target: 0 failed of at least ${n(minRequests)}: ${met ? 'met' : 'NOT met'}`);
if (problem) console.error(`\n${problem.message}`);
process.exit(met && !problem ? 0 : 1);
