// Copies the database out and back in: PGlite's data directory, or pg_dump and pg_restore in PostgreSQL's custom
// format; and the migrations a database has, which a restore compares with the code's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { BackupSource, DbOrTx } from '../../db/client';
import { z } from 'zod';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { MEMBER, type ArchiveMember } from './backup-archive';

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** The migrations applied to a database, oldest first, from drizzle's own table. */
export async function appliedMigrations(db: DbOrTx): Promise<AppliedMigration[]> {
  const result = await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rowsOf(result, z.object({ hash: z.string(), created_at: dbNumber })).map((r) => ({
    hash: r.hash,
    createdAt: r.created_at,
  }));
}

/** The migrations this version of the code carries. */
export function codeMigrations(migrationsDir: string): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
  }));
}

/**
 * What restoring a database with `backup`'s migrations under this code means: how many newer migrations will run
 * after it, or why it cannot be done (the backup is from a newer version, or from a different line of migrations).
 */
export function compareMigrations(
  backup: AppliedMigration[],
  code: AppliedMigration[],
): { pending: number } | { refused: string } {
  const known = new Set(code.map((m) => m.hash));
  const unknown = backup.filter((m) => !known.has(m.hash));
  if (unknown.length > 0) {
    const newest = new Date(Math.max(...unknown.map((m) => m.createdAt))).toISOString();
    return {
      refused: `it needs ${unknown.length} migration${unknown.length === 1 ? '' : 's'} this version does not have (the newest from ${newest}): install the version that made it, or a newer one`,
    };
  }
  return { pending: code.length - backup.length };
}

/** pg_dump, pg_restore and psql: from PG_BIN_DIR, else the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql', binDir: string | undefined): string {
  return binDir ? path.join(binDir, name) : name;
}

/**
 * The database URL without its password, which goes in PGPASSWORD instead: a command line is visible to every user
 * of the machine (`ps`).
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGAPPNAME: 'tiffin-fit-backup' },
  };
}

/** Runs a PostgreSQL client tool; rejects with its own words (stderr) or with how to install it. */
export function runPgTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${path.basename(command)} was not found: install the PostgreSQL client of the server's version (apt-get install postgresql-client-15) or set PG_BIN_DIR (docs/DEPLOY.md)`
            : `${path.basename(command)} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim() || 'no message'}`),
        );
    });
  });
}

/** The database as an archive member: PGlite's files in memory, or a pg_dump file written into `workDir`. */
export async function dumpDatabase(
  source: BackupSource,
  workDir: string,
  pgBinDir: string | undefined,
): Promise<ArchiveMember> {
  if (source.kind === 'pglite') {
    const blob = await source.dumpDataDir();
    return { name: MEMBER.pgliteData, data: Buffer.from(await blob.arrayBuffer()) };
  }
  const file = path.join(workDir, MEMBER.postgresDump);
  const { dbname, env } = connectionFor(source.url);
  // Custom format, uncompressed: the archive's gzip compresses it once.
  await runPgTool(
    pgTool('pg_dump', pgBinDir),
    [
      '--format=custom',
      '--compress=0',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  return { name: MEMBER.postgresDump, file };
}
