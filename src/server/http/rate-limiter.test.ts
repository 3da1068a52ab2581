// The rate limiter on a real database: counts per bucket and subject, across two limiter instances, by the app clock.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fixedClock } from '../clock';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { createRateLimiter, HOUR_MS } from './rate-limiter';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const RULE = { limit: 3, windowMs: HOUR_MS };

test('a subject over its limit is refused with a retry time, while other subjects and buckets go on', async () => {
  const clock = fixedClock(new Date('2026-11-25T16:10:00Z'));
  // Two instances of the app share the counts through the database.
  const one = createRateLimiter({ db: database.db, clock, secret: 's'.repeat(32) });
  const two = createRateLimiter({ db: database.db, clock, secret: 's'.repeat(32) });
  expect((await one.hit('waitlist', '203.0.113.7', RULE)).allowed).toBe(true);
  expect((await two.hit('waitlist', '203.0.113.7', RULE)).allowed).toBe(true);
  expect((await one.hit('waitlist', '203.0.113.7', RULE)).allowed).toBe(true);
  const fourth = await two.hit('waitlist', '203.0.113.7', RULE);
  expect(fourth).toMatchObject({ allowed: false, retryAfterSeconds: 50 * 60 });
  expect((await one.hit('waitlist', '203.0.113.8', RULE)).allowed).toBe(true);
  expect((await one.hit('coupon', '203.0.113.7', RULE)).allowed).toBe(true);
  await expect(one.take('waitlist', '203.0.113.7', RULE, 'Slow down')).rejects.toMatchObject({
    statusCode: 429,
    message: 'Slow down',
    headers: { 'retry-after': String(50 * 60) },
  });
});

test('letter case does not escape a limit, and the count fades out over the next window', async () => {
  const clock = fixedClock(new Date('2026-11-25T18:00:00Z'));
  const limiter = createRateLimiter({ db: database.db, clock, secret: 's'.repeat(32) });
  for (const email of ['A@Example.com', 'a@example.com', ' a@EXAMPLE.com']) {
    expect((await limiter.hit('holds', email, RULE)).allowed).toBe(true);
  }
  expect((await limiter.hit('holds', 'a@example.com', RULE)).allowed).toBe(false);
  // Half an hour into the next window, half of the last one still counts: 4 x 0.5 = 2, plus this hit.
  clock.set(new Date('2026-11-25T19:30:00Z'));
  expect(await limiter.hit('holds', 'a@example.com', RULE)).toMatchObject({ allowed: true, hits: 3 });
  expect((await limiter.peek('holds', 'a@example.com', RULE)).hits).toBe(3);
  clock.set(new Date('2026-11-28T19:30:00Z'));
  expect(await limiter.prune()).toBeGreaterThan(0);
});

test("one client's other IPv6 addresses (its /64) share its limit; another network does not", async () => {
  const clock = fixedClock(new Date('2026-11-25T20:10:00Z'));
  const limiter = createRateLimiter({ db: database.db, clock, secret: 's'.repeat(32) });
  for (const address of ['2001:db8:7:1::1', '2001:db8:7:1:ffff::2', '2001:DB8:7:1:0:0:0:3']) {
    expect((await limiter.hit('waitlist', address, RULE)).allowed).toBe(true);
  }
  expect((await limiter.hit('waitlist', '2001:db8:7:1:abcd::4', RULE)).allowed).toBe(false);
  expect((await limiter.hit('waitlist', '2001:db8:7:2::1', RULE)).allowed).toBe(true);
  // An IPv4 client seen through an IPv6 socket is the same client.
  for (let i = 0; i < 3; i++) await limiter.hit('coupon', '198.51.100.9', RULE);
  expect((await limiter.hit('coupon', '::ffff:198.51.100.9', RULE)).allowed).toBe(false);
});
