// Opens the database: embedded PGlite in DATA_DIR by default, or PostgreSQL through a pool with DATABASE_URL.
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock, type DirLock } from './dir-lock';
import { DEFAULT_SHARED_BUFFERS_MB, pgliteWithSharedBuffers } from './pglite-module';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** What a backup reads: the embedded database's files, or the PostgreSQL server pg_dump connects to. */
export type BackupSource =
  | {
      kind: 'pglite';
      /** A tar of the data directory, taken while no transaction runs (crash-consistent at worst). */
      dumpDataDir(): Promise<Blob>;
    }
  | { kind: 'postgres'; url: string };

/** How our connections name themselves on PostgreSQL: a restore refuses a database these are connected to. */
export const APPLICATION_NAME = 'tiffin-fit';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  backupSource: BackupSource;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Any number that identifies our migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 727_001;

export function wrapPglite(client: PGlite, onClose?: () => Promise<void> | void): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    backupSource: {
      kind: 'pglite',
      // The transaction lock waits for a transaction in progress and holds the next one back; the checkpoint writes
      // every page, so the copy opens without replaying the WAL.
      dumpDataDir: () =>
        client.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          return client.dumpDataDir('none');
        }),
    },
    ping: () => pingDb(db),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      await onClose?.();
    },
  };
}

export function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    application_name: APPLICATION_NAME,
    // A server that does not answer (a host gone, a network cut) fails a request within seconds, as 503 (db/outage.ts),
    // rather than holding it until the operating system gives up on the connection.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    backupSource: { kind: 'postgres', url: databaseUrl },
    ping: () => pingDb(db),
    async migrate(migrationsFolder) {
      // Several instances may start at once: one migrates while the others wait on the advisory lock.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PGlite persisted in dataDir/pgdata, refusing a directory another live process holds. */
export async function openEmbedded(
  dataDir: string,
  {
    sharedBuffersMb = DEFAULT_SHARED_BUFFERS_MB,
    onStock,
  }: {
    /** Postgres's buffer pool (docs/DEPLOY.md, memory). */
    sharedBuffersMb?: number;
    /** Called when this PGlite's build cannot be given another pool size and runs with its own 128 MB. */
    onStock?: () => void;
  } = {},
): Promise<Database> {
  const lock: DirLock = await acquireDirLock(dataDir);
  try {
    // PGlite's WebAssembly build is ~8.9 MB of code, most of Postgres never called by this app: compiling each
    // function on its first call instead of all at start keeps ~50 MB less resident (docs/DEPLOY.md, memory).
    setFlagsFromString('--wasm-lazy-compilation');
    // Postgres's buffer pool, 128 MB as PGlite 0.3 comes, is made smaller: the whole database fits in 32 MB today.
    const wasmModule = await pgliteWithSharedBuffers(sharedBuffersMb);
    if (wasmModule === null) onStock?.();
    const client = new PGlite(path.join(dataDir, 'pgdata'), {
      extensions: PGLITE_EXTENSIONS,
      ...(wasmModule ? { wasmModule } : {}),
    });
    await client.waitReady;
    return wrapPglite(client, () => lock.release());
  } catch (err) {
    await lock.release();
    throw err;
  }
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
