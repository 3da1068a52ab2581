// Browser tests: builds if stale, then runs Playwright in Debian's Chromium; skipped loudly where Chromium is missing.
import { existsSync } from 'node:fs';
import { DEV_MODE_WEB_DIST, ensureBuilt, ensureInstalled, ensureWebBuilt, run } from './lib/prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureInstalled();
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`FAIL: ${message} Browser tests are required in CI.`);
    process.exit(1);
  }
  console.warn(`\n!!! SKIPPING BROWSER TESTS !!!\n${message}\n`);
  process.exit(0);
}
ensureBuilt();
const args = process.argv.slice(2);
// A whole run also checks the public routes on the development-mode build, where React's warnings are errors
// (project react-development of playwright.config.ts, on a server of its own beside the other two).
const env = { ...process.env };
if (args.length === 0) {
  ensureWebBuilt({ dir: DEV_MODE_WEB_DIST, nodeEnv: 'development' });
  env.E2E_DEV_MODE_WEB_DIST = DEV_MODE_WEB_DIST;
}
process.exit(run(process.execPath, ['node_modules/.bin/playwright', 'test', ...args], { env }));
