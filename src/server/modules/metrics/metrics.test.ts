// GET /metrics as Prometheus scrapes it: closed without METRICS_TOKEN, and every family moving with the business.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asc } from 'drizzle-orm';
import { charges } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInAdminAgain } from '../admin/admin-test-support';
import { moveTo, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
let admin: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-metrics-'));
  const operations = testConfig().operations;
  t = await createTestApp({
    // Wednesday 25 November 2026, 10:00 AM Central.
    now: new Date('2026-11-25T16:00:00Z'),
    config: {
      dataDir,
      operations: {
        ...operations,
        metricsToken: TOKEN,
        backups: { ...operations.backups, dir: path.join(dataDir, 'backups') },
      },
    },
  });
  admin = await signInAdmin(t);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Prometheus text as series -> value: `name{a="1",b="2"}` (labels as written) or a bare name. */
async function scrape(): Promise<Map<string, number>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  const series = new Map<string, number>();
  for (const line of res.body.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    series.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return series;
}

const charge = (kind: string, outcome: string) => `tiffin_charges_total{kind="${kind}",outcome="${outcome}"}`;

test('without METRICS_TOKEN there is no /metrics; with it, only its bearer may scrape', async () => {
  const closed = await createTestApp();
  try {
    expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await closed.close();
  }
  const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['www-authenticate']).toContain('Bearer');
  const wrong = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}x` },
  });
  expect(wrong.statusCode).toBe(401);
});

test('a scrape has the process and Node defaults and the HTTP histogram by route and status class', async () => {
  await t.app.inject({ method: 'GET', url: '/api/health' });
  await t.app.inject({ method: 'GET', url: '/api/admin/email-logs?page=x', headers: admin });
  const series = await scrape();
  expect(series.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
  expect(series.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  expect(
    series.get('http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
  ).toBe(1);
  expect(
    series.get(
      'http_request_duration_seconds_count{method="GET",route="/api/admin/email-logs",status_class="4xx"}',
    ),
  ).toBe(1);
  expect(series.get('tiffin_build_info{version="test"}')).toBe(1);
});

test('charges count each signup, renewal, upgrade and refund by outcome; jobs, e-mail, subscribers and backups follow', async () => {
  const before = await scrape();
  expect(before.get(charge('signup', 'succeeded'))).toBe(0);
  expect(before.get('tiffin_backup_last_success_timestamp_seconds')).toBe(0);

  // Two signups: one card pays every time, the other pays its signup and declines every renewal.
  const upgrader = await subscribeAndSignIn(t, { email: 'upgrader@example.com' });
  await subscribeAndSignIn(t, { email: 'declined@example.com', cardNumber: '4000000000000341' });
  await subscribeAndSignIn(t, { email: 'renewer@example.com' });
  const upgrade = await t.app.inject({
    method: 'PATCH',
    url: '/api/subscription/upgrade',
    headers: upgrader,
    payload: {
      planType: 'monthly',
      confirmed: true,
      paymentDetails: {
        billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
      },
    },
  });
  expect(upgrade.statusCode, upgrade.body).toBe(200);
  let series = await scrape();
  expect(series.get(charge('signup', 'succeeded'))).toBe(3);
  expect(series.get(charge('upgrade', 'succeeded'))).toBe(1);
  expect(series.get('tiffin_subscriptions{status="active"}')).toBe(3);
  expect(series.get('tiffin_email_outbox_queued')).toBeGreaterThan(0);
  expect(series.get('tiffin_emails_enqueued_total')).toBe(series.get('tiffin_email_outbox_queued'));

  // The Friday noon before the second week: one renewal paid, one declined (the upgrade paid four weeks).
  await moveTo(t, '2026-12-04T18:30:00Z');
  series = await scrape();
  expect(series.get(charge('renewal', 'succeeded'))).toBe(1);
  expect(series.get(charge('renewal', 'declined'))).toBe(1);
  expect(series.get('tiffin_subscriptions{status="past_due"}')).toBe(1);
  // Two Friday runs on the way: 27 November (nothing due) and 4 December.
  expect(series.get('tiffin_job_runs_total{job="billing.friday",status="done"}')).toBe(2);
  expect(series.get('tiffin_emails_sent_total')).toBeGreaterThan(0);
  expect(series.get('tiffin_email_outbox_queued')).toBe(0);
  expect(series.get('tiffin_email_delivery_attempts_total{outcome="sent"}')).toBe(
    series.get('tiffin_emails_sent_total'),
  );
  expect(series.get('tiffin_jobs_oldest_due_age_seconds')).toBe(0);

  // The declined renewal's retry a day later declines again: one more try counted, nothing counted twice.
  await moveTo(t, '2026-12-05T18:30:00Z');
  admin = await signInAdminAgain(t);
  series = await scrape();
  expect(series.get(charge('renewal', 'declined'))).toBe(2);
  expect(series.get(charge('signup', 'succeeded'))).toBe(3);

  const [first] = await t.database.db.select().from(charges).orderBy(asc(charges.createdAt)).limit(1);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/charges/${first?.id}/refund`,
    headers: admin,
    payload: { amountCents: 2500, reason: 'Missed pickup', idempotencyKey: randomUUID() },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const backup = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
  expect(backup.statusCode, backup.body).toBe(201);

  series = await scrape();
  expect(series.get(charge('refund', 'succeeded'))).toBe(1);
  expect(series.get('tiffin_charged_cents_total{kind="refund"}')).toBe(2500);
  // The books (issue 43): tax inside the three signups, the upgrade and the renewal, and the refund's share of it.
  expect(series.get('tiffin_sales_tax_cents_total{flow="collected"}')).toBe(3 * 572 + 1486 + 572);
  expect(series.get('tiffin_sales_tax_cents_total{flow="refunded"}')).toBe(191);
  expect(series.get('tiffin_credit_cents_total{flow="issued"}')).toBe(0);
  expect(series.get('tiffin_closed_days')).toBe(0);
  // A refunded charge still counts as the success it was.
  expect(series.get(charge('signup', 'succeeded'))).toBe(3);
  expect(series.get('tiffin_backup_age_seconds')).toBe(0);
  expect(series.get('tiffin_backup_last_size_bytes')).toBe(
    backup.json<{ backup: { sizeBytes: number } }>().backup.sizeBytes,
  );

  // An hour later on the server's clock, the backup is an hour old.
  t.clock.advance(60 * 60_000);
  series = await scrape();
  expect(series.get('tiffin_backup_age_seconds')).toBe(3600);
  expect(series.get('tiffin_data_dir_free_bytes')).toBeGreaterThan(0);
});

test('business figures are read at most once a minute: a scrape answers from memory, and a minute on they follow', async () => {
  const operations = testConfig().operations;
  const m = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    config: { operations: { ...operations, metricsToken: TOKEN, metricsMaxAgeMs: 60_000 } },
  });
  const signups = async () => {
    const res = await m.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\n').find((l) => l.startsWith(charge('signup', 'succeeded')));
    return Number(line?.split(' ').pop());
  };
  try {
    expect(await signups()).toBe(0);
    await subscribeAndSignIn(m, { email: 'later@example.com' });
    // Within the minute: the figures read before.
    m.clock.advance(59_000);
    expect(await signups()).toBe(0);
    // A minute after the read, a scrape starts the next read; the scrapes after it see the signup.
    m.clock.advance(1_000);
    await expect.poll(signups).toBe(1);
  } finally {
    await m.close();
  }
});
