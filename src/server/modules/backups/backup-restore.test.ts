// The round trip: a backup of a running server with data, restored elsewhere by `npm run restore`, a server started
// on it answers as the first did; and the checks a restore makes before it touches anything.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { systemClock } from '../../clock';
import { loadConfig, type AppConfig } from '../../config';
import { openEmbedded, openPostgres, type Database } from '../../db/client';
import type { App } from '../../http/routing';
import { nodeArgsFor } from '../../testing/server-bundle';
import { templateDatabaseName, testDatabaseUrl } from '../../testing/test-database';
import { bearer } from '../auth/auth-test-support';
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL } from '../auth/auth-config';
import { extractArchive, writeArchive, MEMBER } from './backup-archive';
import { RestoreRefused, restoreBackup, type RestoreTarget } from './restore';

const postgresUrl = testDatabaseUrl();
const ADMIN = { email: 'owner@example.com', password: 'a long owner passphrase' };
const cleanups: (() => Promise<void> | void)[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

let source: { app: App; database: Database; config: AppConfig; dataDir: string };
let admin: Record<string, string>;
let demo: Record<string, string>;
let backupFile: string;

/** A fresh PostgreSQL database beside the tests' own: migrated (from their template) or empty. */
async function createDatabase(migrated: boolean): Promise<string> {
  const url = postgresUrl ?? '';
  const name = `test_backup_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${templateDatabaseName(url)}` : ''}`);
  await client.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function inject(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const res = await source.app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** What an admin and the demo subscriber see: every subscriber, plan, order, charge, tracker log and e-mail record. */
const READS: [string, 'admin' | 'demo'][] = [
  ['/api/admin/stats', 'admin'],
  ['/api/admin/subscribers', 'admin'],
  ['/api/admin/email-logs', 'admin'],
  ['/api/admin/waitlist', 'admin'],
  ['/api/user/profile', 'demo'],
  ['/api/subscription', 'demo'],
  ['/api/orders', 'demo'],
  ['/api/nutritional-goals', 'demo'],
  ['/api/nutrition/export', 'demo'],
];

beforeAll(async () => {
  const dataDir = tmp('tiffin-backup-src-');
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '10',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  };
  if (postgresUrl)
    Object.assign(env, { DATABASE_URL: await createDatabase(true), APP_SECRET: 's'.repeat(48) });
  const config = loadConfig(env, 'round-trip');
  // The demo data (a subscriber with paid weeks and 30 days of logs) is seeded on the embedded database only;
  // the same seeding on PostgreSQL gives the other database the same data.
  config.auth = { ...config.auth, seedDemo: true };
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, 4) : await openEmbedded(dataDir);
  await database.migrate(config.migrationsDir);
  const app = await buildApp({ config, database, clock: systemClock, logger: false, startJobs: false });
  await app.ready();
  source = { app, database, config, dataDir };
  cleanups.unshift(async () => {
    await app.close();
    await database.close();
  });

  const login = async (email: string, password: string) =>
    bearer(
      (await inject('POST', '/api/auth/login', {}, { email, password })).json<{ token: string }>().token,
    );
  admin = await login(ADMIN.email, ADMIN.password);
  demo = await login(DEMO_EMAIL, DEFAULT_DEMO_PASSWORD);
  await inject('POST', '/api/waitlist', {}, { name: 'Ravi', email: 'ravi@example.com', phase: 'phase2' });
  // Sent before the copy, so the restored server has nothing left to send and its e-mail log stays as it was.
  await app.emailWorker.drain();

  const res = await inject('POST', '/api/admin/backups', admin);
  expect(res.statusCode).toBe(201);
  backupFile = res.json<{ backup: { path: string } }>().backup.path;
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const emptyTarget = async (): Promise<RestoreTarget> =>
  postgresUrl
    ? { kind: 'postgres', url: await createDatabase(false), pgBinDir: undefined }
    : { kind: 'pglite', dataDir: tmp('tiffin-restore-') };

/** The tracker's export says when it was made; everything else in it must be the same. */
function withoutExportTime(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('exportedAt' in body)) return body;
  const { exportedAt: _at, ...rest } = body as Record<string, unknown>;
  return rest;
}

function restoreInProcess(file: string, target: RestoreTarget, force = false) {
  return restoreBackup({
    file,
    target,
    migrationsDir: source.config.migrationsDir,
    force,
    appSecret: source.config.appSecret,
    say: () => {},
  });
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

test('the backup answers its path, size and time, and is listed with them', async () => {
  const list = await inject('GET', '/api/admin/backups', admin);
  const body = list.json<{ backups: { path: string; sizeBytes: number }[]; lastSuccess: { path: string } }>();
  expect(body.backups[0]?.path).toBe(backupFile);
  expect(body.backups[0]?.sizeBytes).toBeGreaterThan(1000);
  expect(body.lastSuccess.path).toBe(backupFile);
});

test('a restored server answers every read as the running server did', async () => {
  const expected = new Map<string, unknown>();
  for (const [url, who] of READS) {
    expected.set(url, withoutExportTime((await inject('GET', url, who === 'admin' ? admin : demo)).json()));
  }

  const target = await emptyTarget();
  const dataDir = target.kind === 'pglite' ? target.dataDir : tmp('tiffin-restored-');
  const databaseEnv =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.url, APP_SECRET: source.config.appSecret }
      : { DATABASE_URL: '', APP_SECRET: '' };
  const restore = run([...nodeArgsFor('restore'), backupFile], { DATA_DIR: dataDir, ...databaseEnv });
  expect(await restore.exited, restore.output()).toBe(0);
  expect(restore.output()).toContain('Restored the backup of');

  const port = 42000 + Math.floor(Math.random() * 1000);
  const server = run(nodeArgsFor('server'), {
    ...databaseEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    BACKUP_NIGHTLY: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  cleanups.unshift(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  const origin = `http://127.0.0.1:${port}`;
  // Generous: a busy 2-core machine is slow to start a server.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the restored server exited: ${server.output()}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the restored server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The sessions and the secret came back too: the tokens signed before the backup still work.
  for (const [url, who] of READS) {
    const res = await fetch(`${origin}${url}`, { headers: who === 'admin' ? admin : demo });
    expect(res.status, url).toBe(200);
    expect(withoutExportTime(await res.json()), url).toEqual(expected.get(url));
  }
}, 300_000);

test('a restore refuses a target that is not empty, unless told --force', async () => {
  const target = await emptyTarget();
  if (target.kind === 'pglite') {
    writeFileSync(path.join(target.dataDir, 'app-secret'), "another server's secret\n");
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query('create table notes (body text)');
    await client.end();
  }
  await expect(restoreInProcess(backupFile, target)).rejects.toThrow(/is not empty/);
  const forced = await restoreInProcess(backupFile, target, true);
  expect(forced.manifest.database).toBe(source.database.kind);
  if (target.kind === 'pglite') {
    // What was there is kept aside, never deleted.
    const kept = readdirSync(target.dataDir).find((name) => name.startsWith('app-secret.before-restore-'));
    expect(readFileSync(path.join(target.dataDir, kept ?? 'missing'), 'utf8')).toContain('another server');
    expect(readFileSync(path.join(target.dataDir, 'app-secret'), 'utf8').trim()).toBe(
      source.config.appSecret,
    );
  }
}, 120_000);

/** This code's migrations and one more that fails: a restore that goes wrong after loading the backup. */
function migrationsThatFail(): string {
  const dir = tmp('tiffin-migrations-');
  cpSync(source.config.migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now(),
    tag: '9999_fails',
    breakpoints: true,
  } as { idx: number });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(
    path.join(dir, '9999_fails.sql'),
    'CREATE TABLE "half_done" (id int);--> statement-breakpoint\nSELECT 1 / 0;',
  );
  return dir;
}

test('a restore that fails on the way is undone: the target is left as it was', async () => {
  const target = await emptyTarget();
  const failing = (force: boolean) =>
    restoreBackup({
      file: backupFile,
      target,
      migrationsDir: migrationsThatFail(),
      force,
      appSecret: source.config.appSecret,
      say: () => {},
    });
  if (target.kind === 'pglite') {
    writeFileSync(path.join(target.dataDir, 'app-secret'), "another server's secret\n");
    await expect(failing(true)).rejects.toThrow(/failed and was undone/);
    expect(readdirSync(target.dataDir).filter((name) => !name.startsWith('.'))).toEqual(['app-secret']);
    expect(readFileSync(path.join(target.dataDir, 'app-secret'), 'utf8')).toContain('another server');
    return;
  }
  await expect(failing(false)).rejects.toThrow(/failed and was undone/);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const tables = async () =>
    (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public'`,
      )
    ).rows
      .map((r) => r.name)
      .sort();
  expect(await tables()).toEqual([]);
  // With --force over data: the data stays.
  await client.query(`create table notes (body text); insert into notes values ('keep me')`);
  await expect(failing(true)).rejects.toThrow(/failed and was undone/);
  expect(await tables()).toEqual(['notes']);
  expect((await client.query('select body from notes')).rows).toEqual([{ body: 'keep me' }]);
  await client.end();
}, 120_000);

/** Runs SQL in a database as PostgreSQL's superuser (the local cluster's `postgres`, when this user may be it). */
function asSuperuser(database: string, statement: string): boolean {
  const result = spawnSync(
    'runuser',
    ['-u', 'postgres', '--', 'psql', '-X', '-q', '-d', database, '-c', statement],
    {
      stdio: 'ignore',
    },
  );
  return result.status === 0;
}
const canBeSuperuser =
  Boolean(postgresUrl) && process.getuid?.() === 0 && asSuperuser('postgres', 'select 1');

test.skipIf(!canBeSuperuser)(
  'a restore works into the database DEPLOY.md prepares, where a superuser created pg_trgm',
  async () => {
    const target = await emptyTarget();
    if (target.kind !== 'postgres') throw new Error('a PostgreSQL target');
    expect(asSuperuser(new URL(target.url).pathname.slice(1), 'CREATE EXTENSION pg_trgm')).toBe(true);
    const restored = await restoreInProcess(backupFile, target);
    expect(restored.manifest.database).toBe('postgres');
    // And again over it with --force: the extension, which the restoring role does not own, stays.
    expect((await restoreInProcess(backupFile, target, true)).manifest.database).toBe('postgres');
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const owner = await client.query<{ owner: string }>(
      `select r.rolname as owner from pg_extension e join pg_roles r on r.oid = e.extowner where e.extname = 'pg_trgm'`,
    );
    const users = await client.query<{ n: number }>('select count(*)::int as n from users');
    await client.end();
    expect(owner.rows).toEqual([{ owner: 'postgres' }]);
    expect(users.rows[0]?.n).toBeGreaterThan(0);
  },
  120_000,
);

test.skipIf(Boolean(postgresUrl))(
  'a restore always refuses the DATA_DIR a running server holds, even with --force',
  async () => {
    const refused = restoreInProcess(backupFile, { kind: 'pglite', dataDir: source.dataDir }, true);
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(/in use by another running server/);
  },
);

test.skipIf(!postgresUrl)('a restore refuses a database Tiffin Fit servers are connected to', async () => {
  await inject('GET', '/api/admin/stats', admin);
  const url = source.config.databaseUrl ?? '';
  await expect(
    restoreInProcess(backupFile, { kind: 'postgres', url, pgBinDir: undefined }, true),
  ).rejects.toThrow(/servers are connected/);
});

test('a damaged file, a file that is no backup and a backup from a newer version are refused before anything changes', async () => {
  const dir = tmp('tiffin-bad-backups-');
  const target = await emptyTarget();

  const damaged = path.join(dir, 'damaged.tar.gz');
  copyFileSync(backupFile, damaged);
  const bytes = readFileSync(damaged);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  writeFileSync(damaged, bytes);
  await expect(restoreInProcess(damaged, target)).rejects.toThrow(/damaged/);

  const notBackup = path.join(dir, 'notes.tar.gz');
  writeFileSync(notBackup, 'just some notes');
  await expect(restoreInProcess(notBackup, target)).rejects.toThrow(/cannot be restored/);

  const unpacked = path.join(dir, 'unpacked');
  const manifest = await extractArchive(backupFile, unpacked);
  const newer = path.join(dir, 'newer.tar.gz');
  const { files: _files, ...rest } = manifest;
  await writeArchive(
    newer,
    { ...rest, migrations: [...rest.migrations, { hash: 'f'.repeat(64), createdAt: Date.UTC(2030, 0, 1) }] },
    manifest.files.map((f) => ({ name: f.name, file: path.join(unpacked, f.name) })),
  );
  await expect(restoreInProcess(newer, target)).rejects.toThrow(
    /needs 1 migration this version does not have/,
  );
  expect(manifest.files.map((f) => f.name)).toContain(postgresUrl ? MEMBER.postgresDump : MEMBER.pgliteData);
  // The checks come first: the target is as empty as it was.
  if (target.kind === 'pglite') expect(readdirSync(target.dataDir)).toEqual([]);
}, 120_000);
