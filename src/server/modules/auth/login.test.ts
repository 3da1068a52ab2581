import { expect, onTestFinished, test } from 'vitest';
import { decodeJwt } from 'jose';
import type { AppConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';
import { createUser } from './auth-test-support';

/** Each test has its own app, database and clock: one test's failures and clock moves cannot leak into another. */
async function setup(config: Partial<AppConfig> = {}) {
  const t = await createTestApp({ config });
  onTestFinished(() => t.close());
  await createUser(t, { email: 'Asha@Example.com', password: 'saffron-lunchbox', name: 'Asha Rao' });
  const login = (
    email: string,
    password: string,
    ip = '198.51.100.1',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      headers,
    });
  return { t, login };
}

async function failTenTimes(login: (email: string, password: string) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 10; i++) {
    expect((await login(`spray-${i}@example.com`, 'password-spray-1')).statusCode).toBe(401);
  }
}

test('signing in answers a token whose claims carry the user, role, session and expiry', async () => {
  const { t, login } = await setup();
  const res = await login('asha@example.com', 'saffron-lunchbox');
  expect(res.statusCode).toBe(200);
  const body = res.json<{ token: string; user: unknown; message: string }>();
  expect(body.user).toEqual({
    id: expect.any(Number),
    name: 'Asha Rao',
    email: 'Asha@Example.com',
    role: 'subscriber',
  });
  expect(body.message).toBe('Login successful');
  const claims = decodeJwt(body.token);
  expect(claims).toMatchObject({
    role: 'subscriber',
    sub: expect.stringMatching(/^\d+$/),
    sid: expect.any(String),
  });
  expect(claims.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 30 * 24 * 60 * 60);
});

test('the admin signs in through the same endpoint and the token says admin', async () => {
  const { t, login } = await setup();
  await createUser(t, { email: 'boss@example.com', password: 'masala-admin-2025', role: 'admin' });
  const res = await login('BOSS@example.com', 'masala-admin-2025');
  expect(res.statusCode).toBe(200);
  expect(decodeJwt(res.json<{ token: string }>().token).role).toBe('admin');
});

test('a wrong password and an unknown address get the same 401 answer', async () => {
  const { login } = await setup();
  const wrong = await login('asha@example.com', 'not-her-password');
  const unknown = await login('nobody@example.com', 'whatever-it-is');
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
  expect(unknown.body).toBe(wrong.body);
});

test('an account made with Google is told to use Google sign-in', async () => {
  const { t, login } = await setup();
  await createUser(t, {
    email: 'gia@example.com',
    name: 'Gia',
    google: { issuer: 'https://accounts.google.com', subject: 'g-123' },
  });
  const res = await login('gia@example.com', 'some-password');
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    message: 'This account was created with Google. Please use Google Sign In or request a password reset.',
    code: 'UNAUTHORIZED',
    useGoogleAuth: true,
  });
});

test('a malformed sign-in request answers 400 and signs nobody in', async () => {
  const { t } = await setup();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'not-an-email' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION' });
});

test('after 10 failures for an account within 15 minutes the 11th try answers 429 with Retry-After, even with the right password', async () => {
  const { t, login } = await setup();
  const victim = 'victim@example.com';
  await createUser(t, { email: victim, password: 'correct-horse-battery' });
  for (let i = 0; i < 10; i++) {
    // Different addresses: the account limit holds wherever the guesses come from.
    const res = await login(victim, `guess-${i}-password`, `192.0.2.${i + 1}`);
    expect(res.statusCode).toBe(401);
    t.clock.advance(1000);
  }
  const blocked = await login(victim, 'correct-horse-battery', '192.0.2.200');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(blocked.headers['retry-after']);
  // The first failure leaves the 15-minute window 15 min - 10 s from now.
  expect(retryAfter).toBe(15 * 60 - 10);

  t.clock.advance(retryAfter * 1000);
  const again = await login(victim, 'correct-horse-battery', '192.0.2.200');
  expect(again.statusCode).toBe(200);
});

test('after 10 failures from one address within 15 minutes it answers 429 for any account', async () => {
  const { t, login } = await setup();
  const ip = '203.0.113.99';
  await failTenTimes((email, password) => login(email, password, ip));
  const blocked = await login('asha@example.com', 'saffron-lunchbox', ip);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  const elsewhere = await login('asha@example.com', 'saffron-lunchbox', '203.0.113.100');
  expect(elsewhere.statusCode).toBe(200);
  t.clock.advance(15 * 60 * 1000);
  expect((await login('asha@example.com', 'saffron-lunchbox', ip)).statusCode).toBe(200);
});

test('a client cannot escape the address limit by writing its own X-Forwarded-For', async () => {
  const { login } = await setup();
  const ip = '203.0.113.99';
  let n = 0;
  // Each try claims another address; without a trusted proxy the header is ignored.
  const spoofing = (email: string, password: string) =>
    login(email, password, ip, { 'x-forwarded-for': `198.51.100.${++n}` });
  await failTenTimes(spoofing);
  expect((await spoofing('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(429);
});

test.each([
  { trusting: 'its address', trustProxy: ['10.0.0.5'] },
  { trusting: 'one hop', trustProxy: 1 },
])('behind a trusted proxy ($trusting) the limit counts the address the proxy forwards', async (c) => {
  const { login } = await setup({ trustProxy: c.trustProxy });
  // The proxy appends the address it saw to whatever the client sent.
  const viaProxy = (client: string) => (email: string, password: string) =>
    login(email, password, '10.0.0.5', { 'x-forwarded-for': `192.0.2.1, ${client}` });
  await failTenTimes(viaProxy('203.0.113.99'));
  expect((await viaProxy('203.0.113.99')('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(429);
  // Another client behind the same proxy is not blocked by the first one's failures.
  expect((await viaProxy('203.0.113.100')('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
});

test('a successful sign-in clears the account’s failure count', async () => {
  const { t, login } = await setup();
  const email = 'forgetful@example.com';
  await createUser(t, { email, password: 'cardamom-tea-time' });
  for (let i = 0; i < 9; i++) await login(email, `wrong-${i}-password`, `192.0.2.${50 + i}`);
  expect((await login(email, 'cardamom-tea-time', '192.0.2.80')).statusCode).toBe(200);
  for (let i = 0; i < 9; i++) await login(email, `wrong-${i}-again`, `192.0.2.${60 + i}`);
  expect((await login(email, 'cardamom-tea-time', '192.0.2.81')).statusCode).toBe(200);
});
