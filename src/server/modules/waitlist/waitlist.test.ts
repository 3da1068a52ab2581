// POST /api/waitlist against the real app and database.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailMessages, waitlistEntries } from '../../db/schema';
import type { MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
/** What the mail server was handed. */
let mailed: MailMessage[] = [];
beforeEach(async () => {
  mailed = [];
  const mailTransport: MailTransport = {
    kind: 'smtp',
    send: (message) => {
      mailed.push(message);
      return Promise.resolve({ detail: '250 ok' });
    },
    close: () => undefined,
  };
  t = await createTestApp({ now: new Date('2025-07-20T15:30:00Z'), deps: { mailTransport } });
});
afterEach(() => t.close());

const join = (payload: unknown, remoteAddress = '198.51.100.8') =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload: payload as object, remoteAddress });

async function entryCount(): Promise<number> {
  const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  return rows[0]?.n ?? 0;
}

test('joining stores every field, defaults the phase to phase1 and stamps the server time', async () => {
  const res = await join({
    name: '  Priya Patel ',
    email: 'priya@example.com',
    phone: '(469) 555-0100',
    dietaryRestrictions: 'No pork',
    howDidYouHear: 'Instagram',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message: "You're on the waitlist" });
  const rows = await t.database.db.select().from(waitlistEntries);
  expect(rows).toEqual([
    {
      id: expect.any(Number) as number,
      name: 'Priya Patel',
      email: 'priya@example.com',
      phone: '(469) 555-0100',
      phase: 'phase1',
      dietaryRestrictions: 'No pork',
      howDidYouHear: 'Instagram',
      createdAt: new Date('2025-07-20T15:30:00Z'),
    },
  ]);
});

test('name, email and phase alone are enough, and phase2 is kept', async () => {
  const res = await join({ name: 'Sam', email: 'sam@example.com', phase: 'phase2' });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, 'sam@example.com'));
  expect(row).toMatchObject({ phase: 'phase2', phone: null, dietaryRestrictions: null, howDidYouHear: null });
});

test('joining twice with the same address, in any letter case, answers success and keeps one entry', async () => {
  const first = await join({ name: 'Priya', email: 'priya@example.com' });
  const second = await join({ name: 'Priya P', email: 'PRIYA@Example.com', phase: 'phase2' });
  expect(first.statusCode).toBe(200);
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(await entryCount()).toBe(1);
  const [row] = await t.database.db.select().from(waitlistEntries);
  expect(row).toMatchObject({ name: 'Priya', phase: 'phase1' });
});

test('two people joining at the same moment each get their own entry', async () => {
  const answers = await Promise.all([
    join({ name: 'A', email: 'a@example.com' }),
    join({ name: 'B', email: 'b@example.com' }),
  ]);
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  expect(await entryCount()).toBe(2);
});

test.each([
  ['no name', { email: 'priya@example.com' }, 'name'],
  ['a blank name', { name: '   ', email: 'priya@example.com' }, 'name'],
  ['no email', { name: 'Priya' }, 'email'],
  ['an invalid email', { name: 'Priya', email: 'priya-at-example' }, 'email'],
])('%s answers 400 with the spec message and stores nothing', async (_label, payload, field) => {
  const res = await join(payload);
  expect(res.statusCode).toBe(400);
  const body = res.json<{ message: string; code: string; fields: Record<string, string> }>();
  expect(body).toMatchObject({ message: 'Please provide your name and email', code: 'VALIDATION' });
  expect(Object.keys(body.fields)).toContain(field);
  expect(await entryCount()).toBe(0);
});

test('an unknown phase or an unknown field is refused with the field named', async () => {
  const badPhase = await join({ name: 'Priya', email: 'priya@example.com', phase: 'phase3' });
  expect(badPhase.statusCode).toBe(400);
  expect(badPhase.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { phase: expect.any(String) as string },
  });
  const extra = await join({ name: 'Priya', email: 'priya@example.com', role: 'admin' });
  expect(extra.statusCode).toBe(400);
  expect(extra.json()).toMatchObject({ code: 'VALIDATION', fields: { role: expect.any(String) as string } });
  expect(await entryCount()).toBe(0);
});

test('joining enqueues one waitlist confirmation, and joining again enqueues none', async () => {
  await join({ name: 'Priya', email: 'Priya@Example.com', phase: 'phase2' });
  await join({ name: 'Priya', email: 'priya@example.com' });
  const messages = await t.database.db.select().from(emailMessages);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    template: 'waitlist-confirmation',
    recipientEmail: 'Priya@Example.com',
    dedupeKey: 'waitlist:priya@example.com',
    status: 'queued',
  });
});

test('an entry that cannot be stored enqueues no e-mail', async () => {
  const res = await join({ name: 'Priya', email: 'priya@example.com', phase: 'phase9' });
  expect(res.statusCode).toBe(400);
  expect(await t.database.db.select().from(emailMessages)).toHaveLength(0);
});

test('the confirmation greets generically: a stranger’s text in the name reaches nobody’s inbox', async () => {
  const res = await join({ name: 'Claim your $500 refund now', email: 'victim@example.com' });
  expect(res.statusCode).toBe(200);
  await t.app.emailWorker.drain();
  expect(mailed).toHaveLength(1);
  const [mail] = mailed;
  expect(mail?.to).toBe('victim@example.com');
  expect(mail?.text).toContain("You're on the list!");
  expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('refund');
});

test.each(['Visit https://evil.example', 'Priya www.claim-refund.net', 'Priya at refunds.com today'])(
  'a name with a link (%s) is refused with the field named, and nothing is mailed',
  async (name) => {
    const res = await join({ name, email: 'victim@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter just your name, without links',
      code: 'VALIDATION',
      fields: { name: 'Please enter just your name, without links' },
    });
    expect(await entryCount()).toBe(0);
  },
);

test('one client joining address after address is stopped after 10 an hour; other people still join', async () => {
  for (let i = 1; i <= 10; i++) {
    expect((await join({ name: 'Bot', email: `bot${i}@example.com` }, '203.0.113.5')).statusCode).toBe(200);
  }
  const refused = await join({ name: 'Bot', email: 'bot11@example.com' }, '203.0.113.5');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    message: 'Too many waitlist sign-ups from here. Please try again later.',
    code: 'RATE_LIMITED',
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await join({ name: 'Priya', email: 'priya@example.com' }, '198.51.100.9')).statusCode).toBe(200);
  t.clock.advance(2 * 60 * 60 * 1000);
  expect((await join({ name: 'Bot', email: 'bot11@example.com' }, '203.0.113.5')).statusCode).toBe(200);
  expect(await entryCount()).toBe(12);
});

test('plus-addresses and Gmail dots of one mailbox count as one: three joins a day, from anywhere', async () => {
  const variants = ['sam+1@gmail.com', 'S.a.m+2@gmail.com', 'sa.m+4@gmail.com', 'sam@gmail.com'];
  const answers = [];
  for (const [i, email] of variants.entries())
    answers.push((await join({ name: 'Sam', email }, `192.0.2.${i}`)).statusCode);
  expect(answers).toEqual([200, 200, 200, 429]);
  expect((await join({ name: 'Other', email: 'other+1@gmail.com' }, '192.0.2.9')).statusCode).toBe(200);
});

test('a full waitlist refuses newcomers with a message, and someone already on it still gets the usual answer', async () => {
  await t.database.db.execute(sql`
    insert into waitlist_entries (name, email, phase, created_at)
    select 'Filler', 'filler' || n || '@example.com', 'phase1', now() from generate_series(1, 10000) n`);
  const full = await join({ name: 'Late', email: 'late@example.com' });
  expect(full.statusCode).toBe(409);
  expect(full.json()).toEqual({
    message: 'The waitlist is full for now. Please check back soon.',
    code: 'CONFLICT',
  });
  expect((await join({ name: 'Filler', email: 'filler7@example.com' })).statusCode).toBe(200);
  expect(await entryCount()).toBe(10_000);
});
