// npm run restore -- FILE [--force]: restores a backup (see src/server/restore-cli.ts).
import path from 'node:path';
import { ensureInstalled, run, ROOT } from './lib/prepare.mjs';

ensureInstalled();
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
process.exit(
  run(process.execPath, [tsx, path.join(ROOT, 'src/server/restore-cli.ts'), ...process.argv.slice(2)]),
);
