import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { OutboundEmail } from '../email/email-templates';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from './auth-test-support';
import { createAccountWithSetupEmail } from './account-setup';

// The messages the product hands to the outbox, read here as the recipient would read the e-mail.
const outbox = vi.hoisted(() => [] as OutboundEmail[]);
vi.mock('../email/outbox', () => ({
  enqueueEmail: (_db: unknown, message: OutboundEmail) => {
    outbox.push(message);
    return Promise.resolve();
  },
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox', name: 'Asha Rao' });
});
afterAll(() => t.close());
beforeEach(() => {
  outbox.length = 0;
  // Past the one-e-mail-a-minute guard between tests.
  t.clock.advance(5 * 60 * 1000);
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

function linkTokenFrom(message: OutboundEmail | undefined): string {
  if (!message) throw new Error('no e-mail was sent');
  const url =
    message.template === 'password-reset'
      ? message.data.resetUrl
      : message.template === 'account-setup'
        ? message.data.setupUrl
        : '';
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
  return link.searchParams.get('token') ?? '';
}

test('forgot-password answers the same for a known and an unknown address, and only the known one gets mail', async () => {
  const known = await forgot('ASHA@example.com');
  const unknown = await forgot('nobody@example.com');
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(known.body).toBe(unknown.body);
  expect(known.json()).toEqual({
    message: 'If an account exists for that email, we have sent a link to reset the password.',
  });
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({
    template: 'password-reset',
    to: 'asha@example.com',
    data: { name: 'Asha Rao', expiresInMinutes: 30 },
    dedupeKey: expect.stringMatching(/^password-reset:\d+$/),
  });
});

test('the reset link carries at least 128 random bits, and only its hash is stored', async () => {
  await forgot('asha@example.com');
  const token = linkTokenFrom(outbox[0]);
  expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  const rows = await t.database.db.query.authTokens.findMany();
  expect(rows.length).toBe(1);
  expect(JSON.stringify(rows)).not.toContain(token);
});

test('a reset link sets the new password, once, and ends every session', async () => {
  const session = await signIn(t, 'asha@example.com', 'saffron-lunchbox');
  await forgot('asha@example.com');
  const token = linkTokenFrom(outbox[0]);

  const res = await reset(token, 'new-turmeric-latte');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
  expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(session) })).statusCode).toBe(401);
  expect((await login('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(401);
  expect((await login('asha@example.com', 'new-turmeric-latte')).statusCode).toBe(200);

  const again = await reset(token, 'another-new-password');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ message: 'Invalid or expired reset link', code: 'BAD_REQUEST' });
  expect((await login('asha@example.com', 'new-turmeric-latte')).statusCode).toBe(200);
});

test('a reset link expires after 30 minutes', async () => {
  await forgot('asha@example.com');
  const token = linkTokenFrom(outbox[0]);
  t.clock.advance(30 * 60 * 1000 + 1000);
  const res = await reset(token, 'too-late-for-lunch');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Invalid or expired reset link' });
});

test('a newer reset link replaces the older one', async () => {
  await forgot('asha@example.com');
  t.clock.advance(2 * 60 * 1000);
  await forgot('asha@example.com');
  expect(outbox).toHaveLength(2);
  const [older, newer] = [linkTokenFrom(outbox[0]), linkTokenFrom(outbox[1])];
  expect((await reset(older, 'older-link-password')).statusCode).toBe(400);
  expect((await reset(newer, 'newer-link-password')).statusCode).toBe(200);
});

test('asking again within a minute sends no second e-mail but answers the same', async () => {
  const first = await forgot('asha@example.com');
  const second = await forgot('asha@example.com');
  expect(second.body).toBe(first.body);
  expect(outbox).toHaveLength(1);
});

test('a made-up or malformed token is an invalid link', async () => {
  expect((await reset('made-up-token', 'perfectly-fine-pass')).json()).toEqual({
    message: 'Invalid or expired reset link',
    code: 'BAD_REQUEST',
  });
  const empty = await reset('', 'perfectly-fine-pass');
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ message: 'Invalid or expired reset link' });
});

test('a new password needs 8 characters and may not be a common one; the link survives the refusal', async () => {
  await forgot('asha@example.com');
  const token = linkTokenFrom(outbox[0]);
  const short = await reset(token, 'abc123');
  expect(short.statusCode).toBe(400);
  expect(short.json()).toEqual({
    message: 'Password must be at least 8 characters',
    code: 'VALIDATION',
    fields: { password: 'Password must be at least 8 characters' },
  });
  const common = await reset(token, 'Password123');
  expect(common.statusCode).toBe(400);
  expect(common.json()).toMatchObject({
    message: 'This password is too common and easy to guess. Please choose a different one.',
    code: 'VALIDATION',
  });
  expect((await reset(token, 'a-much-better-secret')).statusCode).toBe(200);
});

test('a Google account can ask for a reset link and gain a password', async () => {
  await createUser(t, {
    email: 'gia@example.com',
    google: { issuer: 'https://accounts.google.com', subject: 'g-77' },
  });
  await forgot('gia@example.com');
  expect((await reset(linkTokenFrom(outbox[0]), 'gia-has-a-password')).statusCode).toBe(200);
  expect((await login('gia@example.com', 'gia-has-a-password')).statusCode).toBe(200);
});

test('a new subscriber gets an account-setup e-mail whose link sets the first password and lasts 72 hours', async () => {
  const now = t.clock.now();
  const result = await t.database.db.transaction((tx) =>
    createAccountWithSetupEmail(
      tx,
      { name: 'Nia Patel', email: 'nia@example.com', phone: '(469) 555-0199' },
      { now, appOrigin: 'http://localhost:3000' },
    ),
  );
  expect(result.created).toBe(true);
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({
    template: 'account-setup',
    to: 'nia@example.com',
    data: { name: 'Nia Patel', expiresInHours: 72 },
  });
  expect((await login('nia@example.com', 'anything-at-all')).statusCode).toBe(401);

  t.clock.advance(71 * 60 * 60 * 1000);
  const token = linkTokenFrom(outbox[0]);
  expect((await reset(token, 'nia-chooses-this')).statusCode).toBe(200);
  expect((await login('nia@example.com', 'nia-chooses-this')).statusCode).toBe(200);
});

test('an account-setup link expires after 72 hours, and an existing account gets no setup e-mail', async () => {
  const setUp = () =>
    t.database.db.transaction((tx) =>
      createAccountWithSetupEmail(
        tx,
        { name: 'Omar', email: 'omar@example.com' },
        {
          now: t.clock.now(),
          appOrigin: 'http://localhost:3000',
        },
      ),
    );
  await setUp();
  const token = linkTokenFrom(outbox[0]);
  t.clock.advance(72 * 60 * 60 * 1000 + 1000);
  expect((await reset(token, 'omar-was-too-slow')).statusCode).toBe(400);

  outbox.length = 0;
  const existing = await t.database.db.transaction((tx) =>
    createAccountWithSetupEmail(
      tx,
      { name: 'Asha again', email: 'Asha@Example.com' },
      {
        now: t.clock.now(),
        appOrigin: 'http://localhost:3000',
      },
    ),
  );
  expect(existing.created).toBe(false);
  expect(outbox).toHaveLength(0);
});
