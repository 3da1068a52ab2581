// npm test: installs what is missing, then the static checks and the build side by side, the unit and API tests,
// and the browser tests; prints the time of each leg, the ten slowest test files and one total (decision 0028).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, ROOT } from './lib/prepare.mjs';

ensureInstalled();
const results = path.join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
// Lint, format and typecheck keep what they learned of unchanged files here (kept out of git with node_modules).
const CACHE = path.join(ROOT, 'node_modules', '.cache');
mkdirSync(CACHE, { recursive: true });

const apiOnly = process.argv.includes('--api-only');
const vitestArgs = (...projects) => [
  'node_modules/.bin/vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/lib/vitest-outcomes-reporter.mjs',
  '--outputFile.json=test-results/vitest.json',
];

const LINT = [
  'node_modules/.bin/eslint',
  '.',
  '--max-warnings=0',
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  path.join(CACHE, 'eslint/'),
];
const FORMAT = [
  'node_modules/.bin/prettier',
  '--check',
  '.',
  '--log-level=warn',
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  // Prettier's own default place: a plain `prettier --check` run beside looks there too.
  path.join(CACHE, 'prettier', '.prettier-cache'),
];
const TYPECHECK = [
  'node_modules/.bin/tsc',
  '-p',
  'tsconfig.json',
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  path.join(CACHE, 'tsc', 'tsconfig.tsbuildinfo'),
];

/** Each leg: its name and its steps, run one after the other; the legs of one stage run side by side. */
const stages = apiOnly
  ? [[['API tests', [vitestArgs('api')]]]]
  : [
      // Two lanes for two cores: lint alone takes about as long as the other three together.
      [
        ['lint', [LINT]],
        ['typecheck, format and build', [TYPECHECK, FORMAT, ['scripts/build-if-stale.mjs']]],
      ],
      [['unit and API tests', [vitestArgs()]]],
      [['browser tests', [['scripts/e2e.mjs']]]],
    ];

/** Runs a leg's steps in order; alone on screen it streams, beside another it prints its output when done. */
function runLeg([name, steps], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const next = (index) => {
      if (index === steps.length) return finish(0);
      const child = spawn(process.execPath, steps[index], {
        cwd: ROOT,
        stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => (code === 0 ? next(index + 1) : finish(code ?? 1)));
    };
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n> ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`> ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)} s`);
      resolve({ name, status, seconds });
    };
    if (alone) console.log(`\n> ${name}`);
    next(0);
  });
}

const started = Date.now();
const legs = [];
for (const stage of stages)
  legs.push(...(await Promise.all(stage.map((leg) => runLeg(leg, stage.length === 1)))));
const failedSteps = legs.filter((leg) => leg.status !== 0).map((leg) => leg.name);

function readJson(file) {
  const full = path.join(results, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

const vitest = readJson('vitest.json');
const e2e = readJson('e2e.json');
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

/** Walks Playwright's JSON report: every test with its file, project, status and time (all its tries). */
function browserTests(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const seconds = (t.results ?? []).reduce((sum, r) => sum + r.duration, 0) / 1000;
        found.push({ file, title: spec.title, project: t.projectName, status: t.status, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, `e2e/${suite.file ?? suite.title}`);
  return found;
}

/** The files that took longest, counting each browser test's time in its file (several run side by side). */
function slowestFiles() {
  const files = new Map();
  for (const file of vitest?.testResults ?? []) {
    files.set(path.relative(ROOT, file.name), (file.endTime - file.startTime) / 1000);
  }
  for (const t of browserTests(e2e)) files.set(t.file, (files.get(t.file) ?? 0) + t.seconds);
  return [...files].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

const flaky = browserTests(e2e)
  .filter((t) => t.status === 'flaky')
  .map((t) => `[${t.project}] ${t.file}: ${t.title}`);
if (flaky.length > 0) console.log(`\nFlaky browser tests (passed on retry):\n  ${flaky.join('\n  ')}`);
const outcomes = readJson('vitest-outcomes.json');
if (outcomes?.flaky.length > 0)
  console.log(`\nFlaky unit and API tests (passed on retry):\n  ${outcomes.flaky.join('\n  ')}`);
if (outcomes?.failed.length > 0)
  console.log(`\nFailed unit and API tests:\n  ${outcomes.failed.join('\n  ')}`);

const slowest = slowestFiles();
if (slowest.length > 0) {
  console.log('\nThe ten slowest test files (seconds):');
  for (const [file, seconds] of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)}  ${file}`);
}
console.log('\nTime of each leg (seconds; legs on one line ran side by side):');
let index = 0;
for (const stage of stages) {
  const done = legs.slice(index, (index += stage.length));
  console.log(`  ${done.map((leg) => `${leg.name} ${leg.seconds.toFixed(1)}`).join('  |  ')}`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)}`);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
