// Restores a pg_dump into a PostgreSQL database in one transaction, so that a restore that fails leaves the database
// as it was: what --force replaces is dropped, the dump loaded and the newer migrations applied, all or nothing (issue
// 41). Statements only an extension's owner may run are left out: DEPLOY.md has a superuser create `pg_trgm` in the
// database beforehand, and the restoring role does not own it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppliedMigration } from './database-dump';
import { connectionFor, pgTool, runPgTool } from './database-dump';

/** TOC entries of a dump that need the extension's owner: its comment. Its CREATE is IF NOT EXISTS, kept. */
const OWNER_ONLY_ENTRY = /^\d+; \d+ \d+ COMMENT - EXTENSION /;

/**
 * What --force replaces: our schema `drizzle`, and the objects of `public` that no extension owns (tables with their
 * indexes, triggers and sequences; views; functions; types). The extensions and the schema itself stay, whoever
 * made them.
 */
const DROP_OURS = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $drop$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT format('%I.%I', n.nspname, c.relname) AS name, c.relkind, c.oid
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
    ORDER BY c.relkind IN ('r', 'p') DESC
  LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_class WHERE oid = item.oid);
    CONTINUE WHEN EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
      AND d.objid = item.oid AND d.deptype = 'e');
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure::text AS name, p.oid
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
        AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN
    SELECT format('%I.%I', n.nspname, t.typname) AS name
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
        AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', item.name);
  END LOOP;
END
$drop$;
`;

/**
 * The migrations this code has and the backup has not, as drizzle's migrator would apply them (every statement,
 * then its row in drizzle.__drizzle_migrations), to run in the restore's transaction.
 */
export function pendingMigrationsSql(backup: AppliedMigration[], migrationsDir: string): string {
  const last = Math.max(-Infinity, ...backup.map((m) => m.createdAt));
  const pending = readMigrationFiles({ migrationsFolder: migrationsDir }).filter(
    (m) => m.folderMillis > last,
  );
  const lines = [
    // The dump's own settings (an empty search_path among them) end with it.
    'RESET ALL;',
    'CREATE SCHEMA IF NOT EXISTS drizzle;',
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
  ];
  for (const migration of pending) {
    for (const statement of migration.sql) if (statement.trim()) lines.push(statement.trim(), ';');
    lines.push(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${migration.hash}', ${migration.folderMillis});`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Loads `dumpFile` into the database at `url` with psql, in one transaction: with `replace`, our objects there are
 * dropped first; the backup's missing migrations are applied last. Any error rolls all of it back.
 */
export async function restorePostgresDump(options: {
  url: string;
  dumpFile: string;
  workDir: string;
  pgBinDir: string | undefined;
  replace: boolean;
  backupMigrations: AppliedMigration[];
  migrationsDir: string;
}): Promise<void> {
  const { workDir, dumpFile, pgBinDir } = options;
  const { dbname, env } = connectionFor(options.url);
  const file = (name: string) => path.join(workDir, name);

  await runPgTool(pgTool('pg_restore', pgBinDir), ['--list', `--file=${file('toc.list')}`, dumpFile], env);
  const toc = (await readFile(file('toc.list'), 'utf8')).split('\n');
  await writeFile(file('restore.list'), toc.filter((line) => !OWNER_ONLY_ENTRY.test(line)).join('\n'));
  await runPgTool(
    pgTool('pg_restore', pgBinDir),
    [
      '--no-owner',
      '--no-privileges',
      `--use-list=${file('restore.list')}`,
      `--file=${file('restore.sql')}`,
      dumpFile,
    ],
    env,
  );
  await writeFile(file('before.sql'), options.replace ? DROP_OURS : '');
  await writeFile(file('after.sql'), pendingMigrationsSql(options.backupMigrations, options.migrationsDir));
  await runPgTool(
    pgTool('psql', pgBinDir),
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${dbname}`,
      `--file=${file('before.sql')}`,
      `--file=${file('restore.sql')}`,
      `--file=${file('after.sql')}`,
    ],
    env,
  );
}
