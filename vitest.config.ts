// Three test projects: pure unit tests (domain, contracts, web logic), web components in jsdom as a user uses them,
// and API tests against the real app and database.
import { defineConfig } from 'vitest/config';
import { lazyContractSchemasPlugin } from './src/web/build/lazy-contract-schemas.ts';

/**
 * On CI a failed test runs once more, as the browser tests do: a test that passes on its retry is named in npm
 * test's closing lines as flaky (scripts/lib/vitest-outcomes-reporter.mjs), one that fails twice fails the run.
 */
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // npm run test:coverage: V8's line and branch coverage of src/, tests aside (issue 40 compares it before and after).
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      reporter: ['text-summary', 'json-summary'],
      reportOnFailure: true,
    },
    projects: [
      {
        test: {
          name: 'unit',
          retry,
          sequence: { groupOrder: 0 },
          include: ['src/domain/**/*.test.ts', 'src/contracts/**/*.test.ts', 'src/web/**/*.test.ts'],
          environment: 'node',
          // One process per worker, the app's modules fresh for each file (src/testing/fresh-modules.ts).
          isolate: false,
          setupFiles: ['src/testing/fresh-modules.ts', 'src/testing/fail-on-console-error.ts'],
        },
      },
      {
        // The contracts as the browser has them: their schemas built on first use (decision 0027).
        plugins: [lazyContractSchemasPlugin()],
        test: {
          name: 'web',
          retry,
          sequence: { groupOrder: 0 },
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom window per worker, emptied between files, the app's modules fresh for each file
          // (src/testing/fresh-modules.ts, src/web/testing/setup.ts).
          isolate: false,
          // Typing into forms in jsdom takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
          setupFiles: [
            'src/testing/fresh-modules.ts',
            'src/testing/fail-on-console-error.ts',
            'src/web/testing/setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          retry,
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts'],
          // Tests that move the test clock across weeks run every job on the way; a busy 2-core machine needs room.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // One process per worker runs file after file: the app's modules, PGlite's compiled build and the kept
          // test databases (src/server/testing/test-database.ts) are loaded once per worker, not once per file.
          isolate: false,
        },
      },
    ],
  },
});
