// Databases for tests: each test gets one as the migrations left it, reused within a test worker by emptying what
// the last test wrote (decision 0028); new ones are cloned from a migrated template (PGlite dump or PostgreSQL
// TEMPLATE).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { DEFAULT_SHARED_BUFFERS_MB, pgliteWithSharedBuffers } from '../db/pglite-module';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

export const TEMPLATE_DUMP_ENV = 'TEST_PGLITE_TEMPLATE';

/** With DATABASE_URL the tests run on that PostgreSQL server; otherwise on embedded PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function templateDatabaseName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'postgres'}_template`;
}

/** How a query is run on a kept database between tests (not through any test's handle). */
interface Kept {
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Ends what the last test set on the session, where the session outlives the test (PGlite's one session). */
  resetSession(): Promise<void>;
  /** A handle for one test: it refuses every call once that test has given it back. */
  lease(released: () => boolean): Database;
  /** Closes the database for good (a test changed its schema, or the worker ends). */
  destroy(): Promise<void>;
}

/** What a database holds as the migrations left it: read once per worker from the first one opened. */
interface Baseline {
  tables: string[];
  /** Tables the migrations put rows in (the GYMBRO coupon), with those rows as JSON and a digest to spot a change. */
  seeded: { table: string; rows: string; digest: string }[];
  /** Every sequence of ours, with the value a fresh database has. */
  sequences: { name: string; value: string; called: boolean }[];
  schema: string;
}

const idle: Kept[] = [];
let baseline: Promise<Baseline> | undefined;
let dumpCache: Uint8Array<ArrayBuffer> | undefined;

/**
 * A database as the migrations left it. A fresh one costs 0.4-0.5 s on PGlite (Postgres starting from a dump) and a
 * CREATE and DROP DATABASE on PostgreSQL; emptying the tables the last test wrote costs a few milliseconds. close()
 * gives it back; the handle then refuses every call, so nothing a finished test left running reaches the next.
 */
export async function createTestDatabase(options: { disposable?: boolean } = {}): Promise<Database> {
  if (options.disposable) return openDisposable();
  let kept = idle.pop();
  if (kept) {
    const emptied = await emptyForNextTest(kept).catch((error: unknown) => {
      // Not silent: a database that can never be emptied costs every test a fresh one (0.4-0.5 s).
      console.warn(
        `A test database could not be emptied for the next test, so a new one is made: ${String(error)}`,
      );
      return false;
    });
    if (!emptied) {
      await kept.destroy().catch(() => {});
      kept = undefined;
    }
  }
  if (!kept) {
    kept = await openNew();
    baseline ??= readBaseline(kept);
    await baseline;
  }
  const held = kept;
  let released = false;
  const database = held.lease(() => released);
  return {
    ...database,
    async close() {
      if (released) return;
      released = true;
      await database.close();
      idle.push(held);
    },
  };
}

/**
 * A database of the test's own, not kept for another: closing it closes it for good, as a server's database goes
 * away (the outage tests), instead of giving back a handle that refuses calls.
 */
async function openDisposable(): Promise<Database> {
  const kept = await openNew();
  baseline ??= readBaseline(kept);
  await baseline;
  const database = kept.lease(() => false);
  return {
    ...database,
    async close() {
      await database.close();
      await kept.destroy();
    },
  };
}

async function openNew(): Promise<Kept> {
  const url = testDatabaseUrl();
  return url ? openPostgresClone(url) : openPgliteCopy();
}

async function openPgliteCopy(): Promise<Kept> {
  const dumpPath = process.env[TEMPLATE_DUMP_ENV];
  if (!dumpPath)
    throw new Error(`${TEMPLATE_DUMP_ENV} is not set: run the API tests through vitest's global setup`);
  dumpCache ??= new Uint8Array(readFileSync(dumpPath));
  // As the embedded server runs it (src/server/db/pglite-module.ts), compiled once per test worker.
  const wasmModule = await pgliteWithSharedBuffers(DEFAULT_SHARED_BUFFERS_MB);
  const client = new PGlite({
    loadDataDir: new Blob([dumpCache]),
    extensions: PGLITE_EXTENSIONS,
    ...(wasmModule ? { wasmModule } : {}),
  });
  await client.waitReady;
  // PGlite sets the search path once it has started: RESET ALL alone would leave only pg_catalog on it.
  const [{ search_path: searchPath } = { search_path: 'public' }] = (
    await client.query<{ search_path: string }>('SHOW search_path')
  ).rows;
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    async resetSession() {
      // The next test's app prepares its named statements again.
      await client.query('DEALLOCATE ALL');
      await client.query('RESET ALL');
      await client.query(`SET search_path TO ${searchPath}`);
      await client.query('SELECT pg_advisory_unlock_all()');
    },
    lease(released) {
      const database = wrapPglite(refusingAfter(client, released));
      // The client is kept for the next test: giving a handle back closes nothing.
      return { ...database, close: () => Promise.resolve() };
    },
    destroy: () => client.close(),
  };
}

async function openPostgresClone(url: string): Promise<Kept> {
  const clone = await createPostgresCloneUrl(url);
  const admin = new pg.Client({ connectionString: clone.url });
  await admin.connect();
  return {
    query: async (text) => (await admin.query<Record<string, unknown>>(text)).rows,
    resetSession: () => Promise.resolve(),
    // Each test's pool is new and ended when the test gives it back: no session of one test reaches the next.
    lease: () => openPostgres(clone.url, 4),
    async destroy() {
      await admin.end();
      await clone.drop();
    },
  };
}

/** The PGlite client as one test sees it: every method rejects once the test has given the database back. */
function refusingAfter(client: PGlite, released: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        released()
          ? Promise.reject(new Error('this test database was given back: a finished test is still using it'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One digest of everything a test could change in the schema itself: relations, columns, triggers, functions. */
const SCHEMA_DIGEST = `
  select md5(
    coalesce((select string_agg(c.oid::text || c.relname || c.relkind::text || c.relnatts::text, ',' order by c.oid)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'), '') ||
    coalesce((select string_agg(t.oid::text || t.tgenabled::text, ',' order by t.oid) from pg_trigger t), '') ||
    coalesce((select string_agg(p.oid::text, ',' order by p.oid)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'), '')
  ) as digest`;

const rowsDigest = (table: string) =>
  `select count(*)::text || '@' || coalesce(max(xmin::text::bigint), 0)::text as digest from ${quoted(table)}`;

async function readBaseline(kept: Kept): Promise<Baseline> {
  const tables = (
    await kept.query(`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  ).map((row) => String(row.name));
  const seeded: Baseline['seeded'] = [];
  for (const table of tables) {
    const [row] = await kept.query(`select json_agg(t)::text as rows from ${quoted(table)} t`);
    if (typeof row?.rows !== 'string') continue;
    const [digest] = await kept.query(rowsDigest(table));
    seeded.push({ table, rows: row.rows, digest: String(digest?.digest) });
  }
  const sequences = (
    await kept.query(`
      select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences where schemaname = 'public' order by 1`)
  ).map((row) => ({ name: String(row.name), value: String(row.value), called: row.called === true }));
  const [schema] = await kept.query(SCHEMA_DIGEST);
  return { tables, seeded, sequences, schema: String(schema?.digest) };
}

/**
 * Brings a kept database back to what the migrations left: the tables the last test wrote emptied, the seeded rows
 * as they were, every sequence where it started. False when the last test changed the schema itself: then the
 * database is not reused.
 */
async function emptyForNextTest(kept: Kept): Promise<boolean> {
  const base = await (baseline ?? Promise.reject(new Error('no baseline')));
  // PGlite is one session shared by every test of the worker: what a test set on it ends with the test.
  await kept.resetSession();
  const [schema] = await kept.query(SCHEMA_DIGEST);
  if (String(schema?.digest) !== base.schema) return false;

  const written = (
    await kept.query(
      base.tables
        .map((table) => `select '${table}' as name where exists (select from ${quoted(table)})`)
        .join(' union all '),
    )
  ).map((row) => String(row.name));
  const seededTables = new Set(base.seeded.map((s) => s.table));
  const toEmpty = written.filter((table) => !seededTables.has(table));
  if (toEmpty.length > 0) await kept.query(`TRUNCATE ${toEmpty.map(quoted).join(', ')} CASCADE`);
  // After the truncation: CASCADE may have emptied a seeded table through its foreign keys.
  for (const seed of base.seeded) {
    const [now] = await kept.query(rowsDigest(seed.table));
    if (String(now?.digest) === seed.digest) continue;
    await kept.query(`TRUNCATE ${quoted(seed.table)} CASCADE`);
    await kept.query(
      `INSERT INTO ${quoted(seed.table)} SELECT * FROM json_populate_recordset(NULL::${quoted(seed.table)}, '${seed.rows.replaceAll("'", "''")}')`,
    );
    seed.digest = String((await kept.query(rowsDigest(seed.table)))[0]?.digest);
  }
  if (base.sequences.length > 0) {
    await kept.query(
      `SELECT ${base.sequences.map((s) => `setval('${s.name}', ${s.value}, ${s.called})`).join(', ')}`,
    );
  }
  return true;
}

/** A fresh PostgreSQL database cloned from the migrated template, for a server process of the test's own. */
export async function createPostgresCloneUrl(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(url)}`);
  } finally {
    await admin.end();
  }
  const cloneUrl = new URL(url);
  cloneUrl.pathname = `/${name}`;
  return { url: cloneUrl.toString(), drop: () => dropDatabase(url, name) };
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  try {
    // An autovacuum worker (a superuser's backend) on the fresh database cannot be forced out: wait for it.
    for (let attempt = 1; ; attempt++) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await dropper.end();
  }
}
