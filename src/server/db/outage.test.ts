// A database out of reach (issue 41): every request that needs it answers 503 with Retry-After and the same clear
// words, health says the database is down, and the log tells the outage once, not each request or second.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, test, vi } from 'vitest';
import { fixedClock } from '../clock';
import { createJobs } from '../jobs/jobs';
import { bearer, createUser, signIn } from '../modules/auth/auth-test-support';
import { linesStream } from '../testing/log-lines';
import { buildApp } from '../app';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { createTestDatabase, templateDatabaseName, testDatabaseUrl } from '../testing/test-database';
import { openPostgres } from './client';
import { createDatabaseOutage, isDatabaseUnavailable } from './outage';

const UNAVAILABLE = {
  message: "We can't reach our database right now. Nothing was changed: please try again in a moment.",
  code: 'UNAVAILABLE',
};
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const linesOf = (logs: string[]) => logs.map((line) => JSON.parse(line) as { level: number; msg: string });

test('with the database closed, every request that needs it answers 503 with Retry-After; health says it is down; one log line', async () => {
  const logs: string[] = [];
  // The test clock reads the database before every request: it must not turn health into an error too.
  const t = await createTestApp({
    config: { testClock: true },
    deps: { logger: { level: 'info', stream: linesStream(logs) } },
    disposableDatabase: true,
  });
  await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox' });
  const signedIn = bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));
  expect((await t.app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);
  logs.length = 0;
  await t.database.close();
  cleanups.push(() => t.app.close());

  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'degraded', db: 'down', version: 'test' });

  const calls = [
    { method: 'GET', url: '/api/subscription', headers: signedIn },
    { method: 'GET', url: '/api/user/profile', headers: signedIn },
    { method: 'POST', url: '/api/auth/logout', headers: signedIn },
    // Writes that check their session in their own statement (decision 0046), and a 400 of one, which waits for the
    // session's read: unanswerable, it is a 503 too, never the 400 without the session known.
    { method: 'POST', url: '/api/daily-nutrition', headers: signedIn, payload: { consumedCalories: 100 } },
    { method: 'POST', url: '/api/daily-nutrition', headers: signedIn, payload: {} },
    { method: 'DELETE', url: '/api/daily-nutrition/entries/1', headers: signedIn },
    { method: 'GET', url: '/api/launch' },
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.com', password: 'saffron-lunchbox' },
    },
    {
      method: 'POST',
      url: '/api/waitlist',
      payload: { name: 'Ravi', email: 'ravi@example.com', phase: 'phase1' },
    },
  ] as const;
  for (const call of calls) {
    const res = await t.app.inject(call);
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('10');
  }
  // The menu last read still answers (the landing page keeps its menu through an outage).
  expect((await t.app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);

  const lines = linesOf(logs);
  expect(lines.filter((l) => l.msg.startsWith('the database is out of reach'))).toHaveLength(1);
  expect(lines.filter((l) => l.level >= 50 && !l.msg.startsWith('the database is out of reach'))).toEqual([]);
});

test('the jobs runner says once that the database is out of reach, looks less and less often, and says once that it is back', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const broken = await createTestDatabase({ disposable: true });
  await broken.close();
  const logs: { level: string; message: string }[] = [];
  const log = {
    info: (_: object, message: string) => logs.push({ level: 'info', message }),
    warn: (_: object, message: string) => logs.push({ level: 'warn', message }),
    error: (_: object, message: string) => logs.push({ level: 'error', message }),
  };
  const looks: number[] = [];
  let down = true;
  const jobs = createJobs({
    db: database.db,
    clock: fixedClock(new Date('2026-11-20T18:00:00Z')),
    log,
    pollIntervalMs: 20,
    outage: createDatabaseOutage(log),
    // Each look starts by reading the database: the closed one while it is down.
    beforePoll: async () => {
      looks.push(performance.now());
      if (down) await broken.db.execute(sql`select 1`);
    },
  });
  jobs.start();
  cleanups.push(() => jobs.stop());
  await vi.waitFor(() => expect(looks.length).toBeGreaterThanOrEqual(5), { timeout: 5000, interval: 10 });
  down = false;
  const seen = looks.length;
  await vi.waitFor(() => expect(looks.length).toBeGreaterThan(seen + 1), { timeout: 15_000, interval: 10 });
  await jobs.stop();

  expect(logs).toEqual([
    { level: 'error', message: 'the database is out of reach: answering 503 until it is back' },
    { level: 'info', message: 'the database is back' },
  ]);
  // It backed off: each wait while down at least as long as the one before, the fourth at least 4 times the first.
  const gaps = looks.slice(1, 5).map((at, i) => at - (looks[i] ?? 0));
  expect(gaps[3] ?? 0).toBeGreaterThanOrEqual(4 * 20 - 5);
});

test('errors that say the server is out of reach are told from the rest, through the wrappers around them', async () => {
  const refused = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  const connectError = await refused.connect().then(
    () => null,
    (error: unknown) => error,
  );
  expect(isDatabaseUnavailable(connectError)).toBe(true);
  const pool = openPostgres('postgres://nobody@127.0.0.1:1/none', 1);
  const queryError = await pool.db.execute(sql`select 1`).then(
    () => null,
    (error: unknown) => error,
  );
  await pool.close();
  expect(isDatabaseUnavailable(queryError)).toBe(true);
  expect(
    isDatabaseUnavailable(
      new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) }),
    ),
  ).toBe(true);
  // A query the database refused is no outage.
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const refusedQuery = await database.db.execute(sql`select * from no_such_table`).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refusedQuery).toBeInstanceOf(Error);
  expect(isDatabaseUnavailable(refusedQuery)).toBe(false);
  expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
});

/** A TCP relay to PostgreSQL that can be cut and restored: the server going away and coming back. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => listen(port),
  };
}

test.skipIf(!testDatabaseUrl())(
  'on PostgreSQL, a server gone answers 503 until it is back, then everything answers again',
  async () => {
    const url = new URL(testDatabaseUrl() ?? '');
    const name = `test_outage_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(url.toString())}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: url.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const relay = await relayTo(url);
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(relay.port);
    through.pathname = `/${name}`;
    const database = openPostgres(through.toString(), 2);
    const config = testConfig();
    const clock = fixedClock(new Date('2026-11-20T18:00:00Z'));
    const app = await buildApp({
      config,
      database,
      clock,
      logger: false,
      startJobs: false,
      warmFoodCatalogue: false,
    });
    await app.ready();
    const t: TestApp = {
      app,
      database,
      clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    cleanups.push(() => t.close());
    await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox' });
    const signedIn = bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));

    await relay.cut();
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: signedIn });
    expect(profile.statusCode).toBe(503);
    expect(profile.json()).toEqual(UNAVAILABLE);
    expect(profile.headers['retry-after']).toBe('10');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ db: 'down' });

    await relay.restore();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: signedIn })).statusCode,
    ).toBe(200);
  },
);
