// npm start: installs what is missing, builds what is stale, then serves the product (it migrates at start).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ROOT } from './lib/prepare.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...serverNodeFlags(), 'dist/server/main.js'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
