// Vitest global setup for API tests: migrates one template database that every test database is cloned from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite } from '../db/client';
import { TEMPLATE_DUMP_ENV, templateDatabaseName, testDatabaseUrl } from './test-database';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { buildServerBundles } from './server-bundle';

const MIGRATIONS = path.resolve('drizzle');

export default async function setup(): Promise<() => Promise<void>> {
  const removeBundles = await buildServerBundles();
  const url = testDatabaseUrl();
  if (url) {
    const template = templateDatabaseName(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), 1);
    await database.migrate(MIGRATIONS);
    await database.close();
    return () => Promise.resolve(removeBundles());
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  await database.migrate(MIGRATIONS);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_DUMP_ENV] = file;
  return () => {
    removeBundles();
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
