// The jobs mechanism on a real database: recurring slots once each, catch-up, leases, retries and shutdown.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { billingRule, dailyAt } from '../../domain/calendar';
import { buildApp } from '../app';
import { jobs as jobsTable } from '../db/schema';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { jobRepository, scheduleJob } from './job-repository';
import type { JobContext, Jobs } from './jobs';

// Wednesday 25 November 2026, 10:00 AM Central.
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');
const FRIDAY_NOON = new Date('2026-11-27T18:00:00Z');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY });
});
afterEach(async () => {
  await t.close();
});

/** A recurring Friday-noon job that records the slots it ran for. */
async function fridayJob(jobs: Jobs, runs: string[], name = 'test.friday'): Promise<void> {
  jobs.every({
    name,
    every: billingRule,
    catchUp: 'every',
    run(ctx) {
      runs.push(ctx.dueAt.toISOString());
      return Promise.resolve();
    },
  });
  await jobs.ensureSchedules();
}

test('a recurring slot runs once when its time comes, never before and never again', async () => {
  const runs: string[] = [];
  await fridayJob(t.app.jobs, runs);

  expect(await t.app.jobs.runDue()).toEqual([]);
  t.clock.set(new Date(FRIDAY_NOON.getTime() - 1));
  await t.app.jobs.runDue();
  expect(runs).toEqual([]);

  t.clock.set(FRIDAY_NOON);
  await t.app.jobs.runDue();
  t.clock.advance(60 * 60_000);
  await t.app.jobs.runDue();
  expect(runs).toEqual(['2026-11-27T18:00:00.000Z']);
});

test('slots missed while no server ran are run once at start, oldest first', async () => {
  const server = () =>
    buildApp({ config: testConfig(), database: t.database, clock: t.clock, logger: false, startJobs: false });
  const runs: string[] = [];
  // A server records the schedule on Wednesday, then stops.
  const first = await server();
  await first.ready();
  await fridayJob(first.jobs, runs);
  await first.close();

  // Three Fridays later a new server starts on the same data.
  t.clock.set(new Date('2026-12-16T16:00:00Z'));
  const restarted = await server();
  await restarted.ready();
  try {
    await fridayJob(restarted.jobs, runs);
    await restarted.jobs.runDue();
    expect(runs).toEqual([
      '2026-11-27T18:00:00.000Z',
      '2026-12-04T18:00:00.000Z',
      '2026-12-11T18:00:00.000Z',
    ]);
  } finally {
    await restarted.close();
  }
});

test('a housekeeping job that fell behind runs only its latest slot', async () => {
  const runs: string[] = [];
  t.app.jobs.every({
    name: 'test.daily',
    every: dailyAt(3),
    catchUp: 'latest',
    run(ctx) {
      runs.push(ctx.dueAt.toISOString());
      return Promise.resolve();
    },
  });
  await t.app.jobs.ensureSchedules();
  t.clock.advance(5 * 24 * 60 * 60_000);
  await t.app.jobs.runDue();
  expect(runs).toEqual(['2026-11-30T09:00:00.000Z']);
});

test('two instances on one database running the same Friday run each slot exactly once', async () => {
  const second = await buildApp({
    config: testConfig(),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  await second.ready();
  try {
    const runs: string[] = [];
    await fridayJob(t.app.jobs, runs);
    await fridayJob(second.jobs, runs);
    for (let i = 0; i < 5; i++) {
      await scheduleJob(
        t.database.db,
        { name: 'test.friday', key: `extra-${i}`, dueAt: WEDNESDAY },
        WEDNESDAY,
      );
    }
    t.clock.set(FRIDAY_NOON);
    const [a, b] = await Promise.all([
      t.app.jobs.runDue(['test.friday']),
      second.jobs.runDue(['test.friday']),
    ]);
    expect((a?.length ?? 0) + (b?.length ?? 0)).toBe(6);
    expect(runs.filter((slot) => slot === FRIDAY_NOON.toISOString())).toHaveLength(1);
    expect(runs).toHaveLength(6);
    const keys = [...(a ?? []), ...(b ?? [])].map((r) => r.key);
    expect(new Set(keys).size).toBe(6);
  } finally {
    await second.close();
  }
});

test('a job held by a runner that died is taken over once its lease expires', async () => {
  const attempts: number[] = [];
  t.app.jobs.define({
    name: 'test.once',
    run(ctx: JobContext) {
      attempts.push(ctx.attempt);
      return Promise.resolve();
    },
  });
  await scheduleJob(t.database.db, { name: 'test.once', key: 'once-1', dueAt: WEDNESDAY }, WEDNESDAY);
  const held = await jobRepository(t.database.db).claimNext({
    names: ['test.once'],
    now: WEDNESDAY,
    leaseMs: 5 * 60_000,
    leaseToken: randomUUID(),
  });
  expect(held?.key).toBe('once-1');

  expect(await t.app.jobs.runDue()).toEqual([]);
  t.clock.advance(5 * 60_000);
  expect(await t.app.jobs.runDue()).toEqual([{ name: 'test.once', key: 'once-1', outcome: 'done' }]);
  expect(attempts).toEqual([2]);
});

test('a job that throws is retried with growing waits, then marked failed with its error', async () => {
  let calls = 0;
  t.app.jobs.define({
    name: 'test.flaky',
    retry: { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 60 * 60_000 },
    run() {
      calls += 1;
      return Promise.reject(new Error(`gateway timeout #${calls}`));
    },
  });
  await scheduleJob(t.database.db, { name: 'test.flaky', key: 'flaky', dueAt: WEDNESDAY }, WEDNESDAY);

  expect((await t.app.jobs.runDue(['test.flaky'])).map((r) => r.outcome)).toEqual(['error']);
  t.clock.advance(59_999);
  expect(await t.app.jobs.runDue(['test.flaky'])).toEqual([]);
  t.clock.advance(1);
  expect((await t.app.jobs.runDue(['test.flaky'])).map((r) => r.outcome)).toEqual(['error']);
  t.clock.advance(120_000);
  expect((await t.app.jobs.runDue(['test.flaky'])).map((r) => r.outcome)).toEqual(['failed']);
  t.clock.advance(24 * 60 * 60_000);
  expect(await t.app.jobs.runDue(['test.flaky'])).toEqual([]);

  const [row] = await t.database.db.select().from(jobsTable);
  expect(row).toMatchObject({
    status: 'failed',
    attempts: 3,
    lastError: 'gateway timeout #3',
    leaseToken: null,
  });
});

test('a job scheduled in a transaction that rolls back never runs; a key scheduled twice runs once', async () => {
  const ran: string[] = [];
  t.app.jobs.define({
    name: 'test.once',
    run(ctx) {
      ran.push(ctx.key);
      return Promise.resolve();
    },
  });
  await expect(
    t.database.db.transaction(async (tx) => {
      await scheduleJob(tx, { name: 'test.once', key: 'rolled-back', dueAt: WEDNESDAY }, WEDNESDAY);
      throw new Error('the business change failed');
    }),
  ).rejects.toThrow('the business change failed');
  expect(await scheduleJob(t.database.db, { name: 'test.once', key: 'k', dueAt: WEDNESDAY }, WEDNESDAY)).toBe(
    true,
  );
  expect(await scheduleJob(t.database.db, { name: 'test.once', key: 'k', dueAt: WEDNESDAY }, WEDNESDAY)).toBe(
    false,
  );
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  expect(ran).toEqual(['k']);
});

test('closing the app waits for the job in flight and starts no other', async () => {
  const live = await createTestApp({ now: WEDNESDAY, deps: { startJobs: true } });
  const finished: string[] = [];
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  live.app.jobs.define({
    name: 'test.slow',
    async run(ctx) {
      started();
      await new Promise((r) => setTimeout(r, 300));
      finished.push(ctx.key);
    },
  });
  await scheduleJob(live.database.db, { name: 'test.slow', key: 'a', dueAt: WEDNESDAY }, WEDNESDAY);
  await scheduleJob(live.database.db, { name: 'test.slow', key: 'b', dueAt: WEDNESDAY }, WEDNESDAY);
  live.app.jobs.wake();
  await firstStarted;
  await live.app.close();
  expect(finished).toEqual(['a']);
  const rows = await live.database.db.select().from(jobsTable).orderBy(jobsTable.key);
  expect(rows.map((r) => [r.key, r.status, r.leaseToken])).toEqual([
    ['a', 'done', null],
    ['b', 'pending', null],
  ]);
  await live.database.close();
});

test('a long job stops between batches when the app closes and is handed back, due at once for another runner', async () => {
  const live = await createTestApp({ now: WEDNESDAY, deps: { startJobs: true } });
  const batches: number[] = [];
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  live.app.jobs.define({
    name: 'test.batches',
    async run(ctx) {
      started();
      for (let batch = 1; batch <= 1000; batch++) {
        await new Promise((r) => setTimeout(r, 20));
        batches.push(batch);
        if (ctx.stopping()) return { handBack: true };
      }
    },
  });
  await scheduleJob(live.database.db, { name: 'test.batches', key: 'long', dueAt: WEDNESDAY }, WEDNESDAY);
  live.app.jobs.wake();
  await running;
  await live.app.close();
  expect(batches.length).toBeLessThan(1000);
  const [row] = await live.database.db.select().from(jobsTable);
  // Not finished, not held, not counted as an attempt, and due already: the next runner starts it at once.
  expect(row).toMatchObject({ status: 'pending', leaseToken: null, attempts: 0, dueAt: WEDNESDAY });
  await live.database.close();
});
