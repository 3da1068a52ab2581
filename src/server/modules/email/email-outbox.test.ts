// The outbox's guarantees against a real SMTP server on 127.0.0.1: delivered once, retried, never sent on rollback.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../../app';
import { emailAttempts, emailMessages, jobs } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import type { OutboundEmail } from './email-templates';
import { testMailConfig } from './mail-config';
import { enqueueEmail } from './outbox';
import { jobRepository } from '../../jobs/job-repository';
import { EMAIL_DELIVERY_JOB } from './outbox-repository';
import { DEFAULT_RETRY_POLICY } from './email-delivery-job';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';

let smtp: SmtpTestServer;
let t: TestApp;

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    now: new Date('2025-07-20T15:30:00Z'),
    config: { mail: { ...testMailConfig, smtpUrl: smtp.url } },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

const waitlistEmail = (to = 'priya@example.com', dedupeKey = `waitlist:${to}`): OutboundEmail => ({
  template: 'waitlist-confirmation',
  data: { name: 'Priya', phase: 'phase1' },
  to,
  dedupeKey,
});

const enqueue = (message: OutboundEmail) =>
  t.database.db.transaction((tx) => enqueueEmail(tx, message, t.clock.now()));
const messages = () => t.database.db.select().from(emailMessages).orderBy(emailMessages.id);
const attempts = () => t.database.db.select().from(emailAttempts).orderBy(emailAttempts.id);

test('joining the waitlist delivers its confirmation over SMTP: recipient, sender, subject and link', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { name: 'Priya Patel', email: 'priya@example.com', phase: 'phase2' },
  });
  expect(res.statusCode).toBe(200);

  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });
  const [mail] = await smtp.waitFor(1);
  expect(mail?.to).toEqual(['priya@example.com']);
  expect(mail?.from).toBe('hello@tiffinfit.com');
  expect(mail?.subject).toBe("You're on the Tiffin Fit waitlist");
  expect(mail?.html).toContain('href="http://localhost:3000/#menu"');
  expect(mail?.text).toContain('http://localhost:3000/#menu');
  expect(mail?.text).toContain('Phase 2: Full launch');

  const [log] = await messages();
  expect(log).toMatchObject({
    status: 'sent',
    recipientEmail: 'priya@example.com',
    subject: "You're on the Tiffin Fit waitlist",
    sentAt: new Date('2025-07-20T15:30:00Z'),
    errorMessage: null,
    payload: null,
  });
  const [attempt] = await attempts();
  expect(attempt).toMatchObject({ attemptNumber: 1, outcome: 'sent' });
  expect(attempt?.detail).toMatch(/^250/);
});

test('joining the waitlist twice sends one confirmation', async () => {
  for (const email of ['priya@example.com', 'PRIYA@example.com']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { name: 'Priya', email },
    });
    expect(res.statusCode).toBe(200);
  }
  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(1);
});

test('the running worker delivers a new message within seconds, without being asked', async () => {
  const live = await createTestApp({
    config: { mail: { ...testMailConfig, smtpUrl: smtp.url } },
    deps: { startJobs: true },
  });
  try {
    await live.database.db.transaction((tx) =>
      enqueueEmail(tx, waitlistEmail('live@example.com'), live.clock.now()),
    );
    const [mail] = await smtp.waitFor(1, 5000);
    expect(mail?.to).toEqual(['live@example.com']);
  } finally {
    await live.close();
  }
});

test('a message queued while the SMTP server is down is delivered exactly once after it comes back', async () => {
  await smtp.stop();
  await enqueue(waitlistEmail());

  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 1 });
  const [queued] = await messages();
  expect(queued).toMatchObject({ status: 'queued', attemptCount: 1, sentAt: null });
  expect(queued?.errorMessage).toMatch(/ECONNREFUSED/);
  expect(queued?.nextAttemptAt).toEqual(new Date('2025-07-20T15:30:30Z'));

  await smtp.start();
  // Not due yet: the back-off is respected even though the server is back.
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  t.clock.advance(30_000);
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });
  t.clock.advance(24 * 60 * 60_000);
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });

  expect(smtp.received).toHaveLength(1);
  expect((await messages())[0]).toMatchObject({ status: 'sent', errorMessage: null });
  expect((await attempts()).map((a) => [a.attemptNumber, a.outcome])).toEqual([
    [1, 'failed'],
    [2, 'sent'],
  ]);
});

test('rolling back the transaction that enqueued a message sends nothing', async () => {
  await expect(
    t.database.db.transaction(async (tx) => {
      await enqueueEmail(tx, waitlistEmail(), t.clock.now());
      throw new Error('the business change failed');
    }),
  ).rejects.toThrow('the business change failed');

  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  expect(await messages()).toEqual([]);
  expect(smtp.received).toHaveLength(0);
});

test('enqueuing the same dedupe key again, even in the same transaction, sends once', async () => {
  await enqueue(waitlistEmail('priya@example.com', 'waitlist:priya'));
  await t.database.db.transaction(async (tx) => {
    await enqueueEmail(tx, waitlistEmail('priya@example.com', 'waitlist:priya'), t.clock.now());
    await enqueueEmail(tx, waitlistEmail('priya@example.com', 'waitlist:priya'), t.clock.now());
  });
  await t.app.emailWorker.drain();
  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(1);
  expect(await messages()).toHaveLength(1);
});

test('a recipient the server keeps rejecting is retried with growing waits, then marked failed with the last error', async () => {
  smtp.rejectRecipients(550);
  await enqueue(waitlistEmail());

  const waits: number[] = [];
  for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt++) {
    expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 1 });
    const [row] = await messages();
    const wait = (row?.nextAttemptAt.getTime() ?? 0) - t.clock.now().getTime();
    waits.push(wait / 1000);
    t.clock.advance(wait);
  }
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 1, retrying: 0 });

  expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  const [failed] = await messages();
  expect(failed).toMatchObject({ status: 'failed', attemptCount: 8, sentAt: null });
  // Kept, sealed, so that an admin can send it again (decision 0014).
  expect(failed?.payload).toEqual(expect.any(String));
  expect(failed?.errorMessage).toMatch(/550/);
  const tries = await attempts();
  expect(tries).toHaveLength(8);
  expect(tries.every((a) => a.outcome === 'failed' && a.detail.includes('550'))).toBe(true);
  expect(smtp.received).toHaveLength(0);

  // A failed message stays failed.
  t.clock.advance(24 * 60 * 60_000);
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
});

test('two server instances draining the same outbox at once send every message exactly once', async () => {
  const second = await buildApp({
    config: testConfig({ mail: { ...testMailConfig, smtpUrl: smtp.url } }),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
  });
  try {
    const recipients = Array.from({ length: 12 }, (_, i) => `diner${i}@example.com`);
    for (const to of recipients) await enqueue(waitlistEmail(to));

    const [a, b] = await Promise.all([t.app.emailWorker.drain(), second.emailWorker.drain()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    expect(await attempts()).toHaveLength(12);
  } finally {
    await second.close();
  }
});

test('a message held by a worker that died is taken over once its lease expires, and sent once', async () => {
  await enqueue(waitlistEmail());
  // Another instance claims it and dies before recording anything.
  const claimed = await jobRepository(t.database.db).claimNext({
    names: [EMAIL_DELIVERY_JOB],
    now: t.clock.now(),
    leaseMs: 5 * 60_000,
    leaseToken: randomUUID(),
  });
  expect(claimed).toBeDefined();

  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  t.clock.advance(5 * 60_000);
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });
  expect(smtp.received).toHaveLength(1);
  expect((await attempts()).map((a) => a.attemptNumber)).toEqual([2]);
});

test('an instance that dies after the mail server took a message sends it again after its lease, with the same Message-ID', async () => {
  await enqueue(waitlistEmail());
  // The other instance hands the message over and is gone before it records anything: its send never returns.
  let die: (reason: Error) => void = () => {};
  const smtpTransport = createSmtpTransport(smtp.url);
  const dying: MailTransport = {
    kind: 'smtp',
    async send(message) {
      await smtpTransport.send(message);
      return new Promise((_resolve, reject) => (die = reject));
    },
    close: () => smtpTransport.close(),
  };
  const other = await buildApp({
    config: testConfig({ mail: { ...testMailConfig, smtpUrl: smtp.url } }),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
    mailTransport: dying,
  });
  const held = other.emailWorker.drain();
  await smtp.waitFor(1);

  // Delivery is at least once: after the lease, this instance sends it again, and the copy says it is the same.
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  t.clock.advance(5 * 60_000);
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });
  const [first, again] = await smtp.waitFor(2);
  const [row] = await messages();
  expect(first?.headers.get('message-id')).toMatch(
    new RegExp(`^<email-${row?.id ?? 0}\\.[0-9a-f]{16}@localhost>$`),
  );
  expect(again?.headers.get('message-id')).toBe(first?.headers.get('message-id'));
  expect(row).toMatchObject({ status: 'sent' });

  die(new Error('the process was killed'));
  await held;
  await other.close();
  expect((await messages())[0]).toMatchObject({ status: 'sent' });
});

test('closing the app waits for the message being sent, and leaves the rest for the next start', async () => {
  const live = await createTestApp({
    config: { mail: { ...testMailConfig, smtpUrl: smtp.url } },
    deps: { startJobs: true },
  });
  smtp.delayAcceptance(400);
  await live.database.db.transaction(async (tx) => {
    await enqueueEmail(tx, waitlistEmail('first@example.com'), live.clock.now());
    await enqueueEmail(tx, waitlistEmail('second@example.com'), live.clock.now());
  });
  const deadline = Date.now() + 5000;
  while (smtp.arriving === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(smtp.arriving).toBe(1);

  await live.app.close();
  const rows = await live.database.db.select().from(emailMessages).orderBy(emailMessages.id);
  expect(rows.map((r) => [r.recipientEmail, r.status])).toEqual([
    ['first@example.com', 'sent'],
    ['second@example.com', 'queued'],
  ]);
  // Nothing is left held: the next start takes the second message at once.
  const held = await live.database.db.select().from(jobs).where(isNotNull(jobs.leaseToken));
  expect(held).toEqual([]);
  expect(smtp.received).toHaveLength(1);
  await live.database.close();
});

test('a one-time link is sealed while queued and erased once sent, yet arrives intact', async () => {
  const resetUrl = 'http://localhost:3000/reset-password?token=very-secret-token-123';
  await enqueue({
    template: 'password-reset',
    data: { name: 'Priya', resetUrl, expiresInMinutes: 30 },
    to: 'priya@example.com',
    dedupeKey: 'password-reset:1',
  });
  const [queued] = await messages();
  expect(queued?.payload).toMatch(/^v1\./);
  expect(JSON.stringify(queued)).not.toContain('very-secret-token-123');

  await t.app.emailWorker.drain();
  const [mail] = await smtp.waitFor(1);
  expect(mail?.subject).toBe('Reset your Tiffin Fit password');
  expect(mail?.html).toContain(`href="${resetUrl}"`);
  expect(mail?.text).toContain(resetUrl);
  expect(mail?.text).toContain('expires in 30 minutes');
  const [sent] = await messages();
  expect(sent?.payload).toBeNull();
});

test('data that does not fit its template is refused when enqueued, so the caller rolls back', async () => {
  const bad = {
    template: 'password-reset',
    data: { name: 'Priya', resetUrl: 'javascript:alert(1)', expiresInMinutes: 30 },
    to: 'priya@example.com',
    dedupeKey: 'password-reset:2',
  } satisfies OutboundEmail;
  await expect(enqueue(bad)).rejects.toThrow();
  expect(await messages()).toEqual([]);
});

test('SMTP_URL credentials are used to sign in to the server', async () => {
  const guarded = await startSmtpTestServer({ auth: { user: 'mailer', pass: 's3cret pass' } });
  const app = await createTestApp({ config: { mail: { ...testMailConfig, smtpUrl: guarded.url } } });
  try {
    await app.database.db.transaction((tx) => enqueueEmail(tx, waitlistEmail(), app.clock.now()));
    expect(await app.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(guarded.received).toHaveLength(1);
  } finally {
    await app.close();
    await guarded.stop();
  }
});

test('a wrong SMTP password is retried like any other failure and the log says why', async () => {
  const guarded = await startSmtpTestServer({ auth: { user: 'mailer', pass: 'right' } });
  const wrongUrl = guarded.url.replace(':right@', ':wrong@');
  const app = await createTestApp({ config: { mail: { ...testMailConfig, smtpUrl: wrongUrl } } });
  try {
    await app.database.db.transaction((tx) => enqueueEmail(tx, waitlistEmail(), app.clock.now()));
    expect(await app.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 1 });
    const [row] = await app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.status, 'queued'));
    expect(row?.errorMessage).toMatch(/Invalid login|535/);
    expect(row?.errorMessage).not.toContain('wrong');
  } finally {
    await app.close();
    await guarded.stop();
  }
});
