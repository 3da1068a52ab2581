// npm run bench: loads the production server with autocannon (50 connections, 10 s) and prints figures per route.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT, waitForUrl } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const { default: autocannon } = await import('autocannon');

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const appPort = 43100 + Math.floor(Math.random() * 500);
const barePort = appPort + 1;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));

function start(script, port, env = {}) {
  const child = spawn(process.execPath, [script], {
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
  return child;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
const app = start('dist/server/main.js', appPort, process.env.DATABASE_URL ? {} : { DATABASE_URL: '' });
const bare = start('scripts/bench-bare-server.mjs', barePort);
try {
  await waitForUrl(`http://127.0.0.1:${appPort}/api/health`);
  await waitForUrl(`http://127.0.0.1:${barePort}/`);
  const cases = [
    { name: 'bare Fastify constant', url: `http://127.0.0.1:${barePort}/`, pid: bare.pid },
    { name: 'GET /api/health', url: `http://127.0.0.1:${appPort}/api/health`, pid: app.pid },
    {
      name: 'GET / (landing HTML, br)',
      url: `http://127.0.0.1:${appPort}/`,
      pid: app.pid,
      headers: { 'accept-encoding': 'br, gzip' },
    },
  ];
  const rows = [];
  for (const c of cases) {
    const result = await load(c.url, c.headers);
    rows.push({
      name: c.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      rss: rssMb(c.pid),
    });
  }
  const base = rows[0].rps;
  console.log(
    `\nBenchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route, database ${database}, node ${process.version}`,
  );
  console.log('route                        req/s     p50 ms  p99 ms  errors  RSS MB  vs bare');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${r.rss.toFixed(0).padStart(7)}  ${(r.rps / base).toFixed(2)}`,
    );
  }
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
