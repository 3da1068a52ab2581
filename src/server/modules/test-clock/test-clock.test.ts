// The test clock: admins move the server's time forward and what falls due runs, in time order.
import { afterEach, expect, test } from 'vitest';
import { billingRule } from '../../../domain/calendar';
import { buildApp } from '../../app';
import { fixedClock, offsetClock } from '../../clock';
import { ConfigError, loadConfig } from '../../config';
import { scheduleJob } from '../../jobs/job-repository';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { readTestClockOffset } from './test-clock-store';

const WEDNESDAY = new Date('2026-11-25T16:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function signedIn(testClock: boolean, role: 'admin' | 'subscriber' = 'admin') {
  t = await createTestApp({ now: WEDNESDAY, config: { testClock } });
  await createUser(t, { email: `${role}@example.com`, password: 'correct horse battery', role });
  const token = await signIn(t, `${role}@example.com`, 'correct horse battery');
  return { t, headers: bearer(token) };
}

test('without TEST_CLOCK the test-clock routes do not exist, even for an admin', async () => {
  const { t, headers } = await signedIn(false);
  const read = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock', headers });
  const move = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: '2026-11-27T18:00:00Z' },
  });
  expect([read.statusCode, move.statusCode]).toEqual([404, 404]);
  expect(t.clock.now()).toEqual(WEDNESDAY);
});

test('only an admin may read or move the test clock', async () => {
  const { t, headers } = await signedIn(true, 'subscriber');
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock' });
  const subscriber = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: '2026-11-27T18:00:00Z' },
  });
  expect([anonymous.statusCode, subscriber.statusCode]).toEqual([401, 403]);
  expect(t.clock.now()).toEqual(WEDNESDAY);
});

test('moving the clock runs every job that fell due on the way, each at its own time, oldest first', async () => {
  const { t, headers } = await signedIn(true);
  const seen: string[] = [];
  t.app.jobs.every({
    name: 'test.friday',
    every: billingRule,
    catchUp: 'every',
    run(ctx) {
      seen.push(`friday ${ctx.dueAt.toISOString()} at ${t.clock.now().toISOString()}`);
      return Promise.resolve();
    },
  });
  t.app.jobs.define({
    name: 'test.reminder',
    run(ctx) {
      seen.push(`reminder ${ctx.key} at ${t.clock.now().toISOString()}`);
      return Promise.resolve();
    },
  });
  await t.app.jobs.ensureSchedules();
  const thursday = new Date('2026-12-03T15:00:00Z');
  await scheduleJob(t.database.db, { name: 'test.reminder', key: 'thursday', dueAt: thursday }, WEDNESDAY);

  const read = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock', headers });
  expect(read.json()).toEqual({ now: WEDNESDAY.toISOString() });

  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: '2026-12-05T00:00:00Z' },
  });
  expect(res.statusCode, res.body).toBe(200);
  // Two Fridays, one reminder between them, and a nightly clean-up each night (counted, not listed here).
  expect(res.json<{ now: string; ran: number }>()).toMatchObject({ now: '2026-12-05T00:00:00.000Z' });
  expect(res.json<{ ran: number }>().ran).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual([
    'friday 2026-11-27T18:00:00.000Z at 2026-11-27T18:00:00.000Z',
    'reminder thursday at 2026-12-03T15:00:00.000Z',
    'friday 2026-12-04T18:00:00.000Z at 2026-12-04T18:00:00.000Z',
  ]);
  expect(t.clock.now()).toEqual(new Date('2026-12-05T00:00:00Z'));
});

test('the clock never moves backward', async () => {
  const { t, headers } = await signedIn(true);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: '2026-11-25T15:59:59Z' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { now: expect.any(String) } });
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: 'friday' },
  });
  expect(bad.statusCode).toBe(400);
  expect(t.clock.now()).toEqual(WEDNESDAY);
});

test('a moved clock is stored, so a restarted server resumes from it', async () => {
  const { t, headers } = await signedIn(true);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-clock',
    headers,
    payload: { now: '2027-01-01T00:00:00Z' },
  });
  const resumed = offsetClock(await readTestClockOffset(t.database.db));
  const drift = resumed.now().getTime() - new Date('2027-01-01T00:00:00Z').getTime();
  // The resumed clock runs on from where it was set (drift is the real time since).
  expect(drift).toBeGreaterThanOrEqual(0);
  expect(drift).toBeLessThan(60_000);
});

test('moving the clock on one instance moves every instance on the same database', async () => {
  const { t, headers } = await signedIn(true);
  const other = fixedClock(WEDNESDAY);
  const second = await buildApp({
    config: testConfig({ testClock: true }),
    database: t.database,
    clock: other,
    logger: false,
    startJobs: false,
  });
  try {
    await second.ready();
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers,
      payload: { now: '2026-11-28T00:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The other instance answers from the moved clock (a few ms later: it keeps running from there).
    // (Within the session's week of idling, so the admin's token still works on both.)
    const read = await second.inject({ method: 'GET', url: '/api/admin/test-clock', headers });
    expect(read.statusCode, read.body).toBe(200);
    const seen = new Date(read.json<{ now: string }>().now).getTime();
    expect(seen - Date.parse('2026-11-28T00:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(seen - Date.parse('2026-11-28T00:00:00Z')).toBeLessThan(5_000);
    // It can be moved on from there, by either instance; the first follows.
    const further = await second.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers,
      payload: { now: '2026-11-30T00:00:00Z' },
    });
    expect(further.statusCode, further.body).toBe(200);
    const back = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock', headers });
    expect(new Date(back.json<{ now: string }>().now).getTime()).toBeGreaterThanOrEqual(
      Date.parse('2026-11-30T00:00:00Z'),
    );
  } finally {
    await second.close();
  }
});

test('the server refuses to start with TEST_CLOCK in production', () => {
  expect(() =>
    loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }, '1'),
  ).toThrow(ConfigError);
  expect(() => loadConfig({ TEST_CLOCK: 'true', APP_SECRET: 'x'.repeat(40) }, '1')).toThrow(/TEST_CLOCK/);
  expect(
    loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'development', APP_SECRET: 'x'.repeat(40) }, '1').testClock,
  ).toBe(true);
});
