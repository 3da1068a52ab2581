// The every-route check once more, on the web app built in React's development mode (NODE_ENV=development, as
// `npm start` builds it for the test clock): there React's warnings (a hydration mismatch, an uncached snapshot) are
// console errors, which the production build keeps silent. Public routes, one browser, no axe (the production run
// has it): `npm run test:e2e:dev-mode`, also run by `npm run test:e2e` after the production journeys.
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/** Where scripts/e2e-dev-mode.mjs builds the development-mode web app. */
const DEV_MODE_WEB_DIST = './dist/web-dev';

// The first of playwright.config.ts's servers (the second runs the clock journeys, which this run has none of).
const [server] = [base.webServer ?? []].flat();
if (!server) throw new Error('playwright.config.ts starts no server');

export default defineConfig({
  ...base,
  outputDir: 'test-results/playwright-dev-mode',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-dev-mode.json' }]],
  projects: [
    {
      name: 'react-development',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /every-route\.spec\.ts/,
      grep: /loads for a visitor/,
      metadata: { reactDevelopmentBuild: true },
    },
  ],
  webServer: {
    ...server,
    // PASSWORD_HASH_COST below production's is refused outside NODE_ENV=test; no journey here signs in.
    env: {
      ...Object.fromEntries(
        Object.entries(server.env ?? {}).filter(([name]) => name !== 'PASSWORD_HASH_COST'),
      ),
      NODE_ENV: 'development',
      WEB_DIST_DIR: DEV_MODE_WEB_DIST,
    },
  },
});
