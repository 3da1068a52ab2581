import { expect, onTestFinished, test } from 'vitest';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../config';
import { DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
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

/** The device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
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

test('after 5 failures of one account from one address each further try waits longer, even with the right password', async () => {
  const { t, login } = await setup();
  for (let i = 0; i < 5; i++) {
    expect((await login('asha@example.com', `guess-${i}-password`)).statusCode).toBe(401);
  }
  const waits: number[] = [];
  for (let i = 0; i < 4; i++) {
    const blocked = await login('asha@example.com', 'saffron-lunchbox');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const wait = Number(blocked.headers['retry-after']);
    waits.push(wait);
    t.clock.advance(wait * 1000);
    expect((await login('asha@example.com', `late-guess-${i}`)).statusCode).toBe(401);
  }
  expect(waits).toEqual([1, 2, 4, 8]);
  const blocked = await login('asha@example.com', 'saffron-lunchbox');
  expect(blocked.json<{ message: string }>().message).toBe(
    'Too many failed sign-in attempts. Please wait 16 seconds and try again.',
  );
  t.clock.advance(16_000);
  expect((await login('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
});

test('the delay stops growing at 15 minutes and an hour without failures forgets them', async () => {
  const { t, login } = await setup();
  for (let i = 0; i < 25; i++) {
    const res = await login('asha@example.com', `guess-${i}-password`);
    if (res.statusCode === 429) t.clock.advance(Number(res.headers['retry-after']) * 1000);
    else expect(res.statusCode).toBe(401);
  }
  const blocked = await login('asha@example.com', 'saffron-lunchbox');
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  t.clock.advance(60 * 60 * 1000);
  expect((await login('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
});

test('a stranger guessing from elsewhere cannot keep the real person out', async () => {
  const { t, login } = await setup();
  await createUser(t, { email: 'owner@example.com', password: 'masala-admin-2025', role: 'admin' });
  for (const email of ['asha@example.com', 'owner@example.com']) {
    for (let i = 0; i < 8; i++) {
      const res = await login(email, `stranger-guess-${i}`, '203.0.113.66');
      expect([401, 429]).toContain(res.statusCode);
      t.clock.advance(2000);
    }
  }
  expect((await login('asha@example.com', 'saffron-lunchbox', '198.51.100.20')).statusCode).toBe(200);
  expect((await login('owner@example.com', 'masala-admin-2025', '198.51.100.21')).statusCode).toBe(200);
});

test('guessing one account from many addresses asks unknown browsers for a code; a browser that signed in before just gets in', async () => {
  const { t, login } = await setup({
    limits: { ...DEFAULT_ABUSE_LIMITS, signInFailuresPerAccountPerHour: 10 },
  });
  const first = await login('asha@example.com', 'saffron-lunchbox', '198.51.100.30');
  expect(first.statusCode).toBe(200);
  const cookie = deviceCookieOf(first);
  expect(first.headers['set-cookie']).toMatch(
    /^tf_device=[^;]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/,
  );

  for (let i = 0; i < 10; i++) {
    expect((await login('asha@example.com', `botnet-${i}-guess`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
  }
  const unknownBrowser = await login('asha@example.com', 'saffron-lunchbox', '192.0.2.200');
  expect(unknownBrowser.statusCode).toBe(200);
  expect(unknownBrowser.json()).toMatchObject({ verificationRequired: true });
  const knownBrowser = await login('asha@example.com', 'saffron-lunchbox', '192.0.2.200', { cookie });
  expect(knownBrowser.statusCode).toBe(200);
  // The known browser does not get a second cookie, and a cookie for another account proves nothing.
  expect(knownBrowser.headers['set-cookie']).toBeUndefined();
  await createUser(t, { email: 'ben@example.com', password: 'tamarind-rice-bowl' });
  for (let i = 0; i < 10; i++) await login('ben@example.com', `botnet-${i}-guess`, `192.0.2.${i + 1}`);
  const otherAccount = await login('ben@example.com', 'tamarind-rice-bowl', '192.0.2.200', { cookie });
  expect(otherAccount.json()).toMatchObject({ verificationRequired: true });
});

test('a known browser that keeps failing waits like anyone else', async () => {
  const { t, login } = await setup();
  const cookie = deviceCookieOf(await login('asha@example.com', 'saffron-lunchbox'));
  for (let i = 0; i < 5; i++) {
    expect(
      (await login('asha@example.com', `stolen-${i}-cookie`, `192.0.2.${i}`, { cookie })).statusCode,
    ).toBe(401);
  }
  expect((await login('asha@example.com', 'saffron-lunchbox', '192.0.2.9', { cookie })).statusCode).toBe(429);
  t.clock.advance(1000);
  expect((await login('asha@example.com', 'saffron-lunchbox', '192.0.2.9', { cookie })).statusCode).toBe(200);
});

test('guessing across accounts from one address slows that address down, but not browsers that signed in before', async () => {
  const { t, login } = await setup({
    limits: { ...DEFAULT_ABUSE_LIMITS, signInFailuresPerAddressPer15Minutes: 10 },
  });
  // Behind a proxy without TRUST_PROXY, everyone has the proxy's address: the sprayer, Asha and a newcomer.
  const proxy = '10.0.0.5';
  const cookie = deviceCookieOf(await login('asha@example.com', 'saffron-lunchbox', proxy));
  await failTenTimes((email, password) => login(email, password, proxy));
  const blocked = await login('newcomer@example.com', 'whatever-password', proxy);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await login('asha@example.com', 'saffron-lunchbox', proxy, { cookie })).statusCode).toBe(200);
  expect((await login('asha@example.com', 'saffron-lunchbox', '203.0.113.100')).statusCode).toBe(200);
  t.clock.advance(15 * 60 * 1000);
  expect((await login('newcomer@example.com', 'whatever-password', proxy)).statusCode).toBe(401);
});

test('a client cannot escape the address limit by writing its own X-Forwarded-For', async () => {
  const { login } = await setup({
    limits: { ...DEFAULT_ABUSE_LIMITS, signInFailuresPerAddressPer15Minutes: 10 },
  });
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
  const { login } = await setup({
    trustProxy: c.trustProxy,
    limits: { ...DEFAULT_ABUSE_LIMITS, signInFailuresPerAddressPer15Minutes: 10 },
  });
  // The proxy appends the address it saw to whatever the client sent.
  const viaProxy = (client: string) => (email: string, password: string) =>
    login(email, password, '10.0.0.5', { 'x-forwarded-for': `192.0.2.1, ${client}` });
  await failTenTimes(viaProxy('203.0.113.99'));
  expect((await viaProxy('203.0.113.99')('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(429);
  // Another client behind the same proxy is not blocked by the first one's failures.
  expect((await viaProxy('203.0.113.100')('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
});

test('a successful sign-in forgets its own failures', async () => {
  const { login } = await setup();
  for (let i = 0; i < 4; i++) await login('asha@example.com', `wrong-${i}-password`);
  expect((await login('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
  for (let i = 0; i < 4; i++) {
    expect((await login('asha@example.com', `wrong-${i}-again`)).statusCode).toBe(401);
  }
  expect((await login('asha@example.com', 'saffron-lunchbox')).statusCode).toBe(200);
});

test("a guesser's other IPv6 addresses (its /64) count as one address", async () => {
  const { login } = await setup();
  for (let i = 0; i < 5; i++) {
    expect((await login('asha@example.com', `v6-guess-${i}`, `2001:db8:66:1::${i + 1}`)).statusCode).toBe(
      401,
    );
  }
  expect((await login('asha@example.com', 'v6-guess-5', '2001:db8:66:1:ffff::9')).statusCode).toBe(429);
  expect((await login('asha@example.com', 'saffron-lunchbox', '2001:db8:77:1::1')).statusCode).toBe(200);
});
