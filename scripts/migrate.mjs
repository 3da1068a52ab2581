// npm run db:migrate: applies the migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { ensureInstalled, run, ROOT } from './lib/prepare.mjs';

ensureInstalled();
process.exit(run(process.execPath, ['node_modules/.bin/tsx', 'src/server/migrate-cli.ts'], { cwd: ROOT }));
