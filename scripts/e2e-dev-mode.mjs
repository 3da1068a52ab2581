// The every-route check on the web app built in React's development mode (project react-development): builds
// dist/web-dev when its sources changed, then runs it; skipped, as the browser tests are, where Chromium is missing.
import { existsSync } from 'node:fs';
import { DEV_MODE_WEB_DIST, ensureBuilt, ensureInstalled, ensureWebBuilt, run } from './lib/prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureInstalled();
if (!existsSync(chromium)) {
  console.warn(`\n!!! SKIPPING THE DEVELOPMENT-MODE CHECK: Chromium not found at ${chromium} !!!\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
// The server serves the second build (WEB_DIST_DIR); its own code is the usual build's.
ensureBuilt();
ensureWebBuilt({ dir: DEV_MODE_WEB_DIST, nodeEnv: 'development' });
process.exit(
  run(
    process.execPath,
    ['node_modules/.bin/playwright', 'test', '--project', 'react-development', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_DEV_MODE_WEB_DIST: DEV_MODE_WEB_DIST } },
  ),
);
