// npm test: installs what is missing, then runs the static checks, the unit and API tests, and the build followed by
// the browser tests, side by side; prints the time of each leg, the ten slowest test files and one total (decision
// 0028).
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

/**
 * The legs, all started at once, each running its steps one after the other: on two cores none of them keeps both
 * busy alone (the unit and API tests end on one worker's last files, the browser tests wait on pages and on the clock
 * journeys' one worker), so side by side they finish sooner than in a row (decision 0028). The browser tests need the
 * build, so they follow it in its lane. `stopsLane` marks a step whose failure stops the lane (a failed build leaves no
 * app to open); otherwise a failed step is reported and the lane goes on, so one run shows every failure.
 */
const lanes = apiOnly
  ? [[{ name: 'API tests', command: vitestArgs('api') }]]
  : [
      [
        { name: 'lint', command: LINT },
        { name: 'typecheck', command: TYPECHECK },
        { name: 'format', command: FORMAT },
      ],
      [
        { name: 'build', command: ['scripts/build-if-stale.mjs'], stopsLane: true },
        { name: 'browser tests', command: ['scripts/e2e.mjs'] },
      ],
      [{ name: 'unit and API tests', command: vitestArgs() }],
    ];
const alone = lanes.length === 1 && lanes[0].length === 1;

const started = Date.now();
const since = () => (Date.now() - started) / 1000;

/**
 * Runs one step. Alone it streams as it is; beside others each line is printed as it comes, with the step's name in
 * front, so that a long run shows its progress and a reader can follow one leg.
 */
function runStep({ name, command }) {
  return new Promise((resolve) => {
    const from = since();
    if (alone) console.log(`\n> ${name}`);
    else console.log(`> ${name}: started at ${from.toFixed(1)} s`);
    const child = spawn(process.execPath, command, {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: alone ? process.env : plainEnv,
    });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      // Decoded as a stream, so a character whose bytes span two chunks (a ✓) is not broken in two.
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream?.on('end', () => partial && process.stdout.write(`${prefix}${partial}\n`));
    }
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = since() - from;
      console.log(`> ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)} s`);
      resolve({ name, status, from, seconds });
    });
  });
}

/** Colours would be escape codes in the middle of prefixed lines. */
const plainEnv = { ...process.env, NO_COLOR: '1' };
delete plainEnv.FORCE_COLOR;

async function runLane(steps) {
  const done = [];
  for (const step of steps) {
    const result = await runStep(step);
    done.push(result);
    if (result.status !== 0 && step.stopsLane) break;
  }
  return done;
}

const legs = (await Promise.all(lanes.map(runLane))).flat();
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
console.log('\nTime of each leg (seconds; all lanes start together, each runs its legs in turn):');
for (const leg of legs)
  console.log(
    `  ${leg.name.padEnd(20)} ${leg.seconds.toFixed(1).padStart(6)}  (from ${leg.from.toFixed(1)} s)`,
  );
console.log(`  total ${since().toFixed(1)}`);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
