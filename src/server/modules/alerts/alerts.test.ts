// Alerts to the owner: each condition opens one incident and one e-mail, whoever checks and however often, and one
// "Resolved" e-mail when it clears; while e-mail itself fails, alerts go to a file and the log.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, onTestFinished, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DiskUsage } from '../../adapters/disk/disk-space';
import { buildApp } from '../../app';
import { emailMessages } from '../../db/schema';
import { scheduleJob } from '../../jobs/job-repository';
import type { AppConfig } from '../../config';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testMailConfig } from '../email/mail-config';
import { ADMIN_EMAIL, signInAdmin, signInAdminAgain } from '../admin/admin-test-support';
import { moveTo, subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { linesStream } from '../../testing/log-lines';

let smtp: SmtpTestServer;
let t: TestApp | undefined;
const dirs: string[] = [];
let disk: DiskUsage = { freeBytes: 50, totalBytes: 100 };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  smtp.received.length = 0;
});
afterAll(async () => {
  await smtp.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tmpDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-alerts-'));
  dirs.push(dir);
  return dir;
}

/** An app whose mail goes to the SMTP test server, on a data directory of its own, with a disk the test fills. */
async function alertingApp(
  options: {
    now?: string;
    alertEmails?: string[];
    nightly?: boolean;
    backupDir?: string;
    log?: string[];
  } = {},
) {
  const dataDir = tmpDir();
  const operations = testConfig().operations;
  const config: Partial<AppConfig> = {
    dataDir,
    mail: { ...testMailConfig, smtpUrl: smtp.url },
    operations: {
      ...operations,
      alertEmails: options.alertEmails,
      backups: {
        ...operations.backups,
        dir: options.backupDir ?? path.join(dataDir, 'backups'),
        nightly: options.nightly ?? false,
      },
    },
  };
  const log = options.log;
  t = await createTestApp({
    now: new Date(options.now ?? '2026-11-25T16:00:00Z'),
    config,
    deps: {
      diskSpace: () => Promise.resolve(disk),
      ...(log && {
        logger: {
          level: 'info',
          stream: linesStream(log),
        },
      }),
    },
  });
  return { t, dataDir, config };
}

const OWNERS = new Set([ADMIN_EMAIL, 'owner@example.com', 'ops@example.com']);

/** Delivers the outbox and answers the e-mails the owners received, as "to: subject". */
async function alertMail(app: TestApp): Promise<string[]> {
  await app.app.emailWorker.drain();
  return smtp.received
    .filter((m) => m.to.some((to) => OWNERS.has(to)))
    .map((m) => `${m.to.join(',')}: ${m.subject}`);
}

test("a Friday run with declined renewals sends one summary with who and why, and one when the week's retries are over", async () => {
  const { t } = await alertingApp();
  await signInAdmin(t);
  await subscribeAndSignIn(t, { email: 'meera@example.com', cardNumber: '4000000000000341' });
  await subscribeAndSignIn(t, { email: 'paid@example.com' });
  // The Friday run before the second week: Meera's card is declined, the other renews.
  await moveTo(t, '2026-12-04T18:30:00Z');
  const first = await t.app.alerts.check();
  expect(first.opened.map((i) => i.title)).toEqual([
    '1 renewal declined in the Friday run of December 4, 2026',
  ]);
  expect((await t.app.alerts.check()).opened).toEqual([]);
  expect(await alertMail(t)).toEqual([
    `${ADMIN_EMAIL}: Action needed: 1 renewal declined in the Friday run of December 4, 2026`,
  ]);
  const summary = smtp.received.find((m) => m.subject.includes('renewal declined'));
  expect(summary?.text).toContain(
    'Asha (meera@example.com): $75.00, Your card was declined. (CARD_DECLINED), 1 try',
  );

  // Saturday's retry declines again: still one incident, its line now says two tries, no new e-mail.
  await moveTo(t, '2026-12-05T18:30:00Z');
  expect((await t.app.alerts.check()).opened).toEqual([]);
  const incidents = await t.app.inject({
    method: 'GET',
    url: '/api/admin/incidents',
    headers: await signInAdminAgain(t),
  });
  expect(incidents.json<{ open: { details: string[] }[] }>().open[0]?.details[0]).toContain('2 tries');

  // Monday: the retries are over, the week skipped; the incident clears.
  await moveTo(t, '2026-12-07T06:00:00Z');
  expect((await t.app.alerts.check()).resolved).toHaveLength(1);
  expect(await alertMail(t)).toEqual([
    `${ADMIN_EMAIL}: Action needed: 1 renewal declined in the Friday run of December 4, 2026`,
    `${ADMIN_EMAIL}: Resolved: 1 renewal declined in the Friday run of December 4, 2026`,
  ]);
});

test('a job overdue by 15 minutes alerts ALERT_EMAIL once, even with two instances checking, and clears when it runs', async () => {
  const { t, config } = await alertingApp({ alertEmails: ['owner@example.com', 'ops@example.com'] });
  await signInAdmin(t);
  let ran = 0;
  t.app.jobs.define({ name: 'test.stuck', run: () => Promise.resolve(void (ran += 1)) });
  await scheduleJob(t.database.db, { name: 'test.stuck', key: 'stuck', dueAt: t.clock.now() }, t.clock.now());

  t.clock.advance(14 * 60_000);
  expect((await t.app.alerts.check()).opened).toEqual([]);
  t.clock.advance(2 * 60_000);
  const second = await buildApp({
    config: testConfig(config),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  try {
    const [a, b] = await Promise.all([t.app.alerts.check(), second.alerts.check()]);
    expect([...a.opened, ...b.opened].map((i) => i.title)).toEqual([
      'A job is overdue or failed: test.stuck',
    ]);
  } finally {
    await second.close();
  }
  expect(await alertMail(t)).toEqual([
    'owner@example.com: Action needed: A job is overdue or failed: test.stuck',
    'ops@example.com: Action needed: A job is overdue or failed: test.stuck',
  ]);

  await t.app.jobs.runDue(['test.stuck']);
  expect(ran).toBe(1);
  expect((await t.app.alerts.check()).resolved).toHaveLength(1);
  expect((await alertMail(t)).filter((m) => m.includes('Resolved'))).toEqual([
    'owner@example.com: Resolved: A job is overdue or failed: test.stuck',
    'ops@example.com: Resolved: A job is overdue or failed: test.stuck',
  ]);
});

test('e-mail failing for 10 minutes alerts through a file and the log, and the resolution comes by e-mail', async () => {
  const log: string[] = [];
  const { t, dataDir } = await alertingApp({ log });
  await signInAdmin(t);
  await smtp.stop();
  let down = true;
  onTestFinished(() => (down ? smtp.start() : undefined));
  const join = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { name: 'Ravi', email: 'ravi@example.com', phase: 'phase1' },
  });
  expect(join.statusCode).toBe(200);
  expect((await t.app.emailWorker.drain()).retrying).toBe(1);

  t.clock.advance(9 * 60_000);
  expect((await t.app.alerts.check()).opened).toEqual([]);
  t.clock.advance(2 * 60_000);
  const { opened } = await t.app.alerts.check();
  expect(opened.map((i) => [i.title, i.notifiedVia])).toEqual([['E-mail delivery is failing', 'file']]);
  const files = readdirSync(path.join(dataDir, 'mail'));
  expect(files).toHaveLength(1);
  const file = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
  expect(file).toContain('Subject: Action needed: E-mail delivery is failing');
  expect(file).toContain(`To: ${ADMIN_EMAIL}`);
  expect(log.join('')).toContain('ALERT (e-mail is failing, written to files)');
  const queuedAlerts = await t.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.template, 'owner-alert'));
  expect(queuedAlerts).toEqual([]);
  expect((await t.app.alerts.check()).opened).toEqual([]);

  await smtp.start();
  down = false;
  expect((await t.app.emailWorker.drain()).sent).toBe(1);
  expect((await t.app.alerts.check()).resolved.map((i) => i.kind)).toEqual(['email-failing']);
  expect(await alertMail(t)).toEqual([`${ADMIN_EMAIL}: Resolved: E-mail delivery is failing`]);
});

test('a failed backup and a backup over 26 hours old each alert once, and clear with the next backup', async () => {
  const blocked = path.join(tmpDir(), 'backups');
  // A file where the directory should be: the backup cannot be written (root ignores permissions, not this).
  writeFileSync(blocked, 'in the way');
  const { t } = await alertingApp({ backupDir: blocked, nightly: true });
  const admin = await signInAdmin(t);

  const failed = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
  expect(failed.statusCode).toBe(503);
  expect(failed.json()).toMatchObject({
    code: 'UNAVAILABLE',
    message: expect.stringContaining('The backup could not be made'),
  });
  expect((await t.app.alerts.check()).opened.map((i) => i.kind)).toEqual(['backup-failed']);
  expect(await alertMail(t)).toEqual([`${ADMIN_EMAIL}: Action needed: A backup failed`]);
  // The Settings tab still lists (nothing) and shows the failure.
  const listed = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin });
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toMatchObject({
    backups: [],
    lastSuccess: null,
    lastFailure: { error: expect.any(String) },
  });

  rmSync(blocked);
  const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
  expect(made.statusCode, made.body).toBe(201);
  expect(existsSync(made.json<{ backup: { path: string } }>().backup.path)).toBe(true);
  expect((await t.app.alerts.check()).resolved.map((i) => i.kind)).toEqual(['backup-failed']);
  await alertMail(t);

  // No nightly backup for 27 hours (this test runs no jobs).
  t.clock.advance(27 * 60 * 60_000);
  expect((await t.app.alerts.check()).opened.map((i) => i.title)).toEqual([
    'The last backup is over 26 hours old',
  ]);
  expect((await t.app.alerts.check()).opened).toEqual([]);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/admin/backups',
    headers: await signInAdminAgain(t),
  });
  expect(again.statusCode).toBe(201);
  expect((await t.app.alerts.check()).resolved.map((i) => i.kind)).toEqual(['backup-stale']);
  expect(await alertMail(t)).toEqual([
    `${ADMIN_EMAIL}: Action needed: A backup failed`,
    `${ADMIN_EMAIL}: Resolved: A backup failed`,
    `${ADMIN_EMAIL}: Action needed: The last backup is over 26 hours old`,
    `${ADMIN_EMAIL}: Resolved: The last backup is over 26 hours old`,
  ]);
});

test('a disk under 10% free alerts once and clears above 11%', async () => {
  const { t } = await alertingApp();
  const admin = await signInAdmin(t);
  disk = { freeBytes: 9, totalBytes: 100 };
  const { opened } = await t.app.alerts.check();
  expect(opened.map((i) => i.title)).toEqual([`The disk of ${os.hostname()} is almost full`]);
  disk = { freeBytes: 105, totalBytes: 1000 };
  expect(await t.app.alerts.check()).toEqual({ opened: [], resolved: [] });
  const listed = await t.app.inject({ method: 'GET', url: '/api/admin/incidents', headers: admin });
  expect(listed.json<{ open: { kind: string; summary: string }[] }>().open).toEqual([
    expect.objectContaining({ kind: 'disk-low', summary: expect.stringContaining('(10.5% free)') }),
  ]);
  disk = { freeBytes: 50, totalBytes: 100 };
  expect((await t.app.alerts.check()).resolved).toHaveLength(1);
  expect(await alertMail(t)).toEqual([
    `${ADMIN_EMAIL}: Action needed: The disk of ${os.hostname()} is almost full`,
    `${ADMIN_EMAIL}: Resolved: The disk of ${os.hostname()} is almost full`,
  ]);
  const after = await t.app.inject({ method: 'GET', url: '/api/admin/incidents', headers: admin });
  expect(after.json()).toMatchObject({ open: [], recentlyResolved: [{ kind: 'disk-low' }] });
});

test('a DATA_DIR not made yet (PostgreSQL without one) is measured on the disk it will be made on: no error each minute', async () => {
  const logs: string[] = [];
  const parent = tmpDir();
  t = await createTestApp({
    config: { dataDir: path.join(parent, 'data', 'not-yet') },
    deps: { logger: { level: 'info', stream: linesStream(logs) } },
  });
  for (let minute = 0; minute < 3; minute++) await t.app.alerts.check();
  expect(logs.map((line) => (JSON.parse(line) as { msg: string }).msg)).not.toContain(
    'alert rule failed; said once until it changes',
  );
  expect(existsSync(path.join(parent, 'data'))).toBe(false);
});

test('a rule that keeps failing is logged once, not at every check', async () => {
  const logs: string[] = [];
  t = await createTestApp({
    deps: {
      logger: { level: 'info', stream: linesStream(logs) },
      diskSpace: () => Promise.reject(new Error('statfs: input/output error')),
    },
  });
  for (let minute = 0; minute < 3; minute++) await t.app.alerts.check();
  const failed = logs
    .map((line) => JSON.parse(line) as { msg: string; rule?: string })
    .filter((l) => l.msg.startsWith('alert rule failed'));
  expect(failed).toEqual([expect.objectContaining({ rule: 'disk-low' })]);
});
