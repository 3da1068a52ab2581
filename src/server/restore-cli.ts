// npm run restore -- FILE [--force]: restores a backup into DATA_DIR (embedded) or DATABASE_URL (PostgreSQL).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from './modules/backups/restore';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a Tiffin Fit backup into an empty DATA_DIR (default ./data), or into the empty PostgreSQL database of
DATABASE_URL when it is set. The file is checked first (format, checksums, migrations). --force replaces a database
that is there (on the embedded database the old files are kept aside). A DATA_DIR a running server holds, or a
PostgreSQL database servers are connected to, is always refused.`;

const blank = (value: string | undefined) => (value === '' ? undefined : value);

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const env = process.env;
  const databaseUrl = blank(env.DATABASE_URL);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const result = await restoreBackup({
      // npm runs scripts in the package's folder; a relative FILE is meant from where the command was typed.
      file: path.resolve(env.INIT_CWD ?? process.cwd(), file),
      target: databaseUrl
        ? { kind: 'postgres', url: databaseUrl, pgBinDir: blank(env.PG_BIN_DIR) }
        : { kind: 'pglite', dataDir: path.resolve(blank(env.DATA_DIR) ?? './data') },
      migrationsDir: path.resolve(blank(env.MIGRATIONS_DIR) ?? './drizzle'),
      force: values.force,
      appSecret: blank(env.APP_SECRET),
      say,
    });
    const newer = result.migrationsApplied;
    say(
      `Restored the backup of ${result.manifest.createdAt} in ${result.seconds.toFixed(1)} s${newer > 0 ? `, then applied ${newer} newer migration${newer === 1 ? '' : 's'}` : ''}. Start the server.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      process.stderr.write(`Restore refused: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exit(await main());
