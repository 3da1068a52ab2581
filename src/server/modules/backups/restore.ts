// Restores a backup file into an empty DATA_DIR (embedded) or an empty PostgreSQL database, after checking the
// file: its format, every member's checksum, and that this version knows every migration the backup has. A restore
// that fails leaves the target as it was.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { APPLICATION_NAME, openPostgres, wrapPglite } from '../../db/client';
import { acquireDirLock, DataDirLockedError } from '../../db/dir-lock';
import { BackupFileError, extractArchive, MEMBER, type BackupManifest } from './backup-archive';
import { secretFingerprint } from './backup-service';
import { codeMigrations, compareMigrations } from './database-dump';
import { restorePostgresDump } from './postgres-restore';
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions';

export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; pgBinDir: string | undefined };

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  migrationsDir: string;
  /** Replace a database that is there (the old one is kept aside on the embedded database). */
  force: boolean;
  /** APP_SECRET as the restored server will run with it, to warn when it differs from the backup's. */
  appSecret: string | undefined;
  /** Where progress is told (the command prints it). */
  say: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  migrationsApplied: number;
  seconds: number;
}

/** A restore that must not go ahead: the words say why and what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const { target, say } = options;
  if (!existsSync(options.file)) throw new RestoreRefused(`${options.file} does not exist`);
  if (target.kind === 'pglite') {
    let lock;
    try {
      lock = await acquireDirLock(target.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new RestoreRefused(
          `${error.message}. A restore never replaces the database of a running server.`,
        );
      }
      throw error;
    }
    try {
      return await restoreEmbedded(options, target.dataDir, started);
    } finally {
      await lock.release();
    }
  }
  say(`Checking ${options.file}...`);
  const work = await mkdtemp(path.join(path.dirname(path.resolve(options.file)), '.restore-'));
  try {
    const manifest = await checkedManifest(options, work, 'postgres');
    const pending = migrationsToApply(manifest, options.migrationsDir);
    const replace = await preparePostgres(target.url, options.force);
    say(
      replace
        ? 'Replacing the database with the backup, in one transaction (--force)...'
        : 'Restoring the database, in one transaction...',
    );
    try {
      await restorePostgresDump({
        url: target.url,
        dumpFile: path.join(work, MEMBER.postgresDump),
        workDir: work,
        pgBinDir: target.pgBinDir,
        replace,
        backupMigrations: manifest.migrations,
        migrationsDir: options.migrationsDir,
      });
    } catch (error) {
      throw new RestoreRefused(
        `The restore failed and was undone: the database is as it was before. ${(error as Error).message}`,
      );
    }
    // Everything is applied by now; drizzle's own look confirms it (and applies nothing).
    const database = openPostgres(target.url, 1);
    try {
      await database.migrate(options.migrationsDir);
    } finally {
      await database.close();
    }
    warnOnOtherSecret(manifest, options);
    return { manifest, migrationsApplied: pending, seconds: (performance.now() - started) / 1000 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function checkedManifest(
  options: RestoreOptions,
  work: string,
  kind: 'pglite' | 'postgres',
): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = await extractArchive(options.file, work);
  } catch (error) {
    if (error instanceof BackupFileError)
      throw new RestoreRefused(`${options.file} cannot be restored: ${error.message}`);
    throw error;
  }
  if (manifest.database !== kind) {
    throw new RestoreRefused(
      manifest.database === 'postgres'
        ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory to restore it.',
    );
  }
  options.say(
    `The backup of ${manifest.createdAt} (version ${manifest.appVersion}, ${manifest.migrations.length} migrations) is intact.`,
  );
  return manifest;
}

function migrationsToApply(manifest: BackupManifest, migrationsDir: string): number {
  const verdict = compareMigrations(manifest.migrations, codeMigrations(migrationsDir));
  if ('refused' in verdict)
    throw new RestoreRefused(`This backup cannot be restored here: ${verdict.refused}.`);
  return verdict.pending;
}

function warnOnOtherSecret(manifest: BackupManifest, options: RestoreOptions): void {
  if (manifest.secret === 'included' || !options.appSecret) return;
  if (secretFingerprint(options.appSecret) !== manifest.secretFingerprint) {
    options.say(
      'Warning: APP_SECRET differs from the one the backup was made with. Sessions, queued e-mails and links signed before it will not work; start the servers with the original APP_SECRET.',
    );
  }
}

/** A DATA_DIR holds a database when its pgdata has files, or a secret when app-secret exists. */
function embeddedContents(dataDir: string): string[] {
  const found: string[] = [];
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) found.push('pgdata');
  if (existsSync(path.join(dataDir, 'app-secret'))) found.push('app-secret');
  return found;
}

async function restoreEmbedded(
  options: RestoreOptions,
  dataDir: string,
  started: number,
): Promise<RestoreResult> {
  const { say } = options;
  const present = embeddedContents(dataDir);
  if (present.length > 0 && !options.force) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty (it has ${present.join(' and ')}): restore into an empty directory, or add --force to replace them (they are kept aside).`,
    );
  }
  say(`Checking ${options.file}...`);
  const work = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const manifest = await checkedManifest(options, work, 'pglite');
    const pending = migrationsToApply(manifest, options.migrationsDir);
    const when = stamp(new Date());
    const asides = present.map((name) => ({
      name,
      aside: path.join(dataDir, `${name}.before-restore-${when}`),
    }));
    for (const { name, aside } of asides) await rename(path.join(dataDir, name), aside);
    try {
      say('Restoring the database files...');
      const tarball = await readFile(path.join(work, MEMBER.pgliteData));
      const client = new PGlite(path.join(dataDir, 'pgdata'), {
        loadDataDir: new Blob([tarball]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.waitReady;
      const database = wrapPglite(client);
      try {
        await database.migrate(options.migrationsDir);
      } finally {
        await database.close();
      }
      if (manifest.secret === 'included') {
        const secret = await readFile(path.join(work, MEMBER.secret));
        await writeFile(path.join(dataDir, 'app-secret'), secret, { mode: 0o600, flag: 'wx' });
      }
    } catch (error) {
      // Undone: what the restore made goes, and what was there comes back as it was.
      await rm(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
      // Any secret there now is the backup's: one that was there before was set aside with the database.
      if (manifest.secret === 'included') await rm(path.join(dataDir, 'app-secret'), { force: true });
      for (const { name, aside } of asides) await rename(aside, path.join(dataDir, name));
      throw new RestoreRefused(
        `The restore failed and was undone: DATA_DIR is as it was before. ${(error as Error).message}`,
      );
    }
    for (const { name, aside } of asides) {
      say(`Kept the previous ${name} as ${aside}; delete it once the restored server is right.`);
    }
    if (manifest.secret !== 'included') {
      say(
        'The backup was made with APP_SECRET from the environment: start the server with the same APP_SECRET.',
      );
      warnOnOtherSecret(manifest, options);
    }
    return { manifest, migrationsApplied: pending, seconds: (performance.now() - started) / 1000 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Refuses a database our servers are connected to, and a non-empty one without --force; answers whether what is
 * there is to be replaced (dropped in the restore's own transaction, postgres-restore.ts).
 */
async function preparePostgres(url: string, force: boolean): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'tiffin-fit-restore' });
  await client.connect();
  try {
    const servers = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [APPLICATION_NAME],
    );
    if ((servers.rows[0]?.n ?? 0) > 0) {
      throw new RestoreRefused(
        'Tiffin Fit servers are connected to this database: stop every instance before restoring (a restore never replaces the database of a running server).',
      );
    }
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const count = tables.rows[0]?.n ?? 0;
    if (count === 0) return false;
    if (!force) {
      throw new RestoreRefused(
        `The database is not empty (${count} tables): restore into an empty database, or add --force to replace what is there.`,
      );
    }
    return true;
  } finally {
    await client.end();
  }
}
