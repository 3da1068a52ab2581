// npm run bench:billing: times the Friday renewal run for 1,000 and 10,000 due subscriptions on PGlite and PostgreSQL.
// BENCH_DATABASE_URL adds PostgreSQL (a database whose name says bench: it is emptied); BENCH_SIZES=1000,10000 the
// sizes; BENCH_ONLY=postgres (or pglite) measures one database; BENCH_CPU_PROF=dir writes a CPU profile of each timed
// run there.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ROOT } from './lib/prepare.mjs';

ensureInstalled();

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const TARGET = { n: 10_000, seconds: 30 };
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const ENTRY = path.join(ROOT, 'scripts/bench-billing-run.ts');

/** Each case runs in its own process, so its peak RSS is its own and a database's memory is not carried over. */
function runCase(database, n) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [ENTRY, '--db', database, '--n', String(n)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line)
        reject(new Error(`the ${database} case with ${n} subscriptions failed (${code})`));
      else resolve(JSON.parse(line));
    });
  });
}

const databases = ['pglite'];
if (process.env.BENCH_DATABASE_URL) databases.push('postgres');
if (process.env.BENCH_ONLY)
  databases.splice(0, databases.length, ...databases.filter((d) => d === process.env.BENCH_ONLY));

console.log(
  `Billing benchmark: the billing.friday job for ${SIZES.join(' and ')} due weekly subscriptions, sandbox gateway, node ${process.version}`,
);
if (!process.env.BENCH_DATABASE_URL) {
  console.log(
    'PostgreSQL: SKIPPED (set BENCH_DATABASE_URL=postgres://user:pass@host/some_bench_db; the database is emptied)',
  );
}

const results = [];
try {
  for (const database of databases) {
    for (const n of SIZES) {
      console.log(`> ${database}, ${n} subscriptions...`);
      results.push(await runCase(database, n));
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const label = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' };
const ok = (flag) => (flag ? 'OK' : 'FAIL');
const fixed = (value, digits, width) => (value == null ? '-' : value.toFixed(digits)).padStart(width);
console.log(
  '\ndatabase         subscriptions   run s  charges/s  peak RSS MB  node CPU s  db CPU s  load  seed s  exactly N  run again',
);
for (const r of results) {
  console.log(
    [
      label[r.database].padEnd(16),
      String(r.n).padStart(13),
      fixed(r.runSeconds, 2, 7),
      fixed(r.n / r.runSeconds, 0, 10),
      fixed(r.peakRssMb, 0, 12),
      fixed(r.nodeCpuSeconds, 1, 11),
      fixed(r.serverCpuSeconds, 1, 9),
      fixed(r.loadAverage, 1, 5),
      fixed(r.seedSeconds, 1, 7),
      ok(r.exact).padStart(10),
      ok(r.once).padStart(10),
    ].join(' '),
  );
}
console.log(
  '(run s: the billing.friday job end to end; db CPU: the PostgreSQL server processes, when on this machine; load: 1-minute load average; exactly N: N charges, orders and receipts; run again: the job and the slot rerun charge nobody twice)',
);

console.log('');
for (const database of databases) {
  const mine = results.filter((r) => r.database === database);
  const small = mine.find((r) => r.n === 1000);
  const large = mine.find((r) => r.n === 10_000);
  if (small && large) {
    const ratio = large.runSeconds / small.runSeconds;
    console.log(
      `${label[database]}: 10k/1k time ratio ${ratio.toFixed(1)} = ${(ratio / 10).toFixed(2)} x 10 (1.00 x 10 = linear)`,
    );
  }
  const target = mine.find((r) => r.n === TARGET.n);
  if (target && database === 'postgres') {
    const within = target.runSeconds <= TARGET.seconds;
    console.log(
      `Target: ${TARGET.n} renewals in at most ${TARGET.seconds} s on PostgreSQL: ${within ? 'MET' : 'MISSED'} (${target.runSeconds.toFixed(1)} s)`,
    );
  }
}
if (results.some((r) => !r.exact || !r.once)) process.exitCode = 1;
