// npm test: installs what is missing, then lint, typecheck, unit and API tests, and browser tests; prints one total.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, ROOT, run } from './lib/prepare.mjs';

ensureInstalled();
const results = path.join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });

const apiOnly = process.argv.includes('--api-only');
const allSteps = [
  ['lint', ['node_modules/.bin/eslint', '.', '--max-warnings=0']],
  ['format', ['node_modules/.bin/prettier', '--check', '.', '--log-level=warn']],
  ['typecheck', ['node_modules/.bin/tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    'unit and API tests',
    [
      'node_modules/.bin/vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/lib/vitest-outcomes-reporter.mjs',
      '--outputFile.json=test-results/vitest.json',
    ],
  ],
  ['browser tests', ['scripts/e2e.mjs']],
];
const apiStep = [
  'API tests',
  [
    'node_modules/.bin/vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/lib/vitest-outcomes-reporter.mjs',
    '--outputFile.json=test-results/vitest.json',
  ],
];
const steps = apiOnly ? [apiStep] : allSteps;

const failedSteps = [];
for (const [name, args] of steps) {
  console.log(`\n> ${name}`);
  const started = Date.now();
  const status = run(process.execPath, args);
  console.log(
    `> ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failedSteps.push(name);
}

function readJson(file) {
  const full = path.join(results, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

const vitest = readJson('vitest.json');
const e2e = readJson('e2e.json');
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

/** Browser tests that failed once and passed on their retry (playwright.config.ts allows one). */
function flakyTests(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') found.push(`[${t.projectName}] ${file}: ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title);
  return found;
}
const flaky = flakyTests(e2e);
if (flaky.length > 0) console.log(`\nFlaky browser tests (passed on retry):\n  ${flaky.join('\n  ')}`);
const outcomes = readJson('vitest-outcomes.json');
if (outcomes?.flaky.length > 0)
  console.log(`\nFlaky unit and API tests (passed on retry):\n  ${outcomes.flaky.join('\n  ')}`);
if (outcomes?.failed.length > 0)
  console.log(`\nFailed unit and API tests:\n  ${outcomes.failed.join('\n  ')}`);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
