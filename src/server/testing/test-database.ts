// Fresh databases for tests, cloned from a migrated template: PGlite from a data-dir dump, or PostgreSQL TEMPLATE.
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

let dumpCache: Uint8Array<ArrayBuffer> | undefined;

export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) return createPostgresClone(url);
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
  return wrapPglite(client);
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

async function createPostgresClone(url: string): Promise<Database> {
  const clone = await createPostgresCloneUrl(url);
  const database = openPostgres(clone.url, 4);
  return {
    ...database,
    async close() {
      await database.close();
      await clone.drop();
    },
  };
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
