// Three test projects: pure unit tests (domain, contracts, web logic), web components in jsdom as a user uses them,
// and API tests against the real app and database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/domain/**/*.test.ts', 'src/contracts/**/*.test.ts', 'src/web/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/fail-on-console-error.ts', 'src/web/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
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
        },
      },
    ],
  },
});
