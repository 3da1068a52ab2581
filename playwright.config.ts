// Browser tests in Debian's Chromium against the production build, served on throwaway data directories.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './e2e/support/accounts';
import { SMTP_PORT } from './e2e/support/mailbox';
import { serverNodeFlags } from './scripts/lib/server-flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// The journeys that move the server's clock, which only goes forward, have a server of their own: they run beside
// the others from the start instead of after all of them (decision 0028). So does the one that changes the demo
// account's password, which the journeys on the first server sign in with.
const CLOCK_URL = `http://127.0.0.1:${PORT + 1}`;
const ACCOUNT_CHANGES = /password-reset\.spec\.ts/;
const CLOCK_JOURNEYS = /billing-clock\.spec\.ts/;
// The admin's clock journeys: a Monday at the pickup counter, a staff member's invitation, the books (issue 43),
// the kitchen's own menu (issue 42).
const ADMIN_CLOCK_JOURNEYS = /(admin|books|menu)-clock\.spec\.ts/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// The web app built in React's development mode (NODE_ENV=development, as `npm start` builds it for the test clock),
// where React's warnings (a hydration mismatch, an uncached snapshot) are console errors that the production build
// keeps silent: scripts/e2e.mjs builds it and names its directory here, and a third server serves it to the public
// routes of every-route.spec.ts (project react-development).
const DEV_MODE_WEB_DIST = process.env.E2E_DEV_MODE_WEB_DIST;
const DEV_MODE_URL = `http://127.0.0.1:${PORT + 2}`;

export default defineConfig({
  testDir: 'e2e',
  // A local SMTP server: journeys read the e-mails the product sends (e2e/support/mailbox.ts).
  globalSetup: './e2e/support/smtp-sink.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  // One more try for a test that failed: a two-core machine running two browsers and the server at once can miss a
  // frame or a timeout. A test that passes only on its second try is printed as flaky by npm test (scripts/test.mjs)
  // so that it is fixed, not forgotten.
  retries: 1,
  timeout: 30_000,
  // On a busy two-core machine a page's answer can take longer than the default 5 s an assertion waits.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // Chromium without a GPU paints every frame of an endless animation in software: the landing page's drifting
    // steam alone kept 1.4 cores busy on an idle page, slowing every test that ran beside it (the landing, checkout
    // and dashboard specs took 12 % less CPU without it). Journeys see the pages as a person who asked for less
    // motion does; the steam is plain CSS (landing.css) that no journey checks.
    reducedMotion: 'reduce',
    // A trace of the retry only: recording one for every test (retain-on-failure) cost about a tenth of the leg's CPU
    // (dashboard and admin specs: 102 CPU-seconds with it, 91 without), for the few that fail.
    trace: 'on-first-retry',
    // A service worker would answer from its caches what journeys intercept or expect fresh: only
    // e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // First in the list, so that one worker starts on them at once while the other takes the rest. One at a time,
      // on the clock's own server: what a journey there moves, only goes forward.
      name: 'test-clock',
      use: { ...desktop, baseURL: CLOCK_URL },
      testMatch: [ACCOUNT_CHANGES, CLOCK_JOURNEYS, ADMIN_CLOCK_JOURNEYS],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'desktop',
      use: desktop,
      grepInvert: /@mobile/,
      testIgnore: [ACCOUNT_CHANGES, CLOCK_JOURNEYS, ADMIN_CLOCK_JOURNEYS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
      testIgnore: [ACCOUNT_CHANGES, CLOCK_JOURNEYS, ADMIN_CLOCK_JOURNEYS],
    },
    ...(DEV_MODE_WEB_DIST
      ? [
          {
            name: 'react-development',
            use: { ...desktop, baseURL: DEV_MODE_URL },
            testMatch: /every-route\.spec\.ts/,
            grep: /loads for a visitor/,
            // The console is what is checked there: axe finds on it what it finds on the production build.
            metadata: { reactDevelopmentBuild: true },
          },
        ]
      : []),
  ],
  webServer: [
    server(BASE_URL, path.join(os.tmpdir(), `tiffin-e2e-${process.pid}`)),
    server(CLOCK_URL, path.join(os.tmpdir(), `tiffin-e2e-clock-${process.pid}`)),
    ...(DEV_MODE_WEB_DIST ? [developmentModeServer(DEV_MODE_WEB_DIST)] : []),
  ],
});

/** The same server code serving the development-mode web app; no journey signs in there. */
function developmentModeServer(webDistDir: string) {
  const { env, ...rest } = server(DEV_MODE_URL, path.join(os.tmpdir(), `tiffin-e2e-dev-mode-${process.pid}`));
  // PASSWORD_HASH_COST below production's is refused outside NODE_ENV=test.
  const { PASSWORD_HASH_COST: _testOnly, ...kept } = env;
  return { ...rest, env: { ...kept, NODE_ENV: 'development', WEB_DIST_DIR: webDistDir } };
}

/** The production server on a throwaway data directory, started as npm start and the benchmarks start it. */
function server(origin: string, dataDir: string) {
  return {
    command: ['node', ...serverNodeFlags(), 'dist/server/main.js'].join(' '),
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The clock journeys move the server's clock (refused with NODE_ENV=production).
      TEST_CLOCK: 'true',
      NODE_ENV: 'test',
      // scrypt at N=2^10 instead of 2^17 (128 MB and a core for a third of a second per sign-in): the journeys sign in
      // well over a hundred times. The production cost has its own API test (operator-accounts.test.ts).
      PASSWORD_HASH_COST: '10',
      // The clock journeys cross weeks of nights: a nightly backup of each would slow them for nothing.
      BACKUP_NIGHTLY: 'false',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Every journey comes from 127.0.0.1: the limits per client address are raised (never the capacity rules);
      // each limit has its own API test.
      CHECKOUT_ATTEMPTS_PER_ADDRESS: '1000',
      CAPACITY_CHECKS_PER_ADDRESS: '1000',
      COUPON_CHECKS_PER_ADDRESS: '1000',
      WAITLIST_JOINS_PER_ADDRESS: '1000',
      WAITLIST_JOINS_PER_MAILBOX: '1000',
      SIGN_IN_FAILURES_PER_ADDRESS: '1000',
      PASSWORD_RESETS_PER_ADDRESS: '1000',
      PASSWORD_RESET_EMAILS_PER_ACCOUNT: '1000',
      PAGE_VIEWS_PER_ADDRESS: '100000',
    },
  };
}
