import { expect, onTestFinished, test } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, testConfig } from '../../testing/test-app';
import { sessions, users } from '../../db/schema';
import { bearer, createUser, signIn } from './auth-test-support';
import { deriveKey } from './secret-keys';
import { MAX_SESSIONS_PER_USER } from './session-repository';

/** Each test has its own app, database and clock, so moving the clock in one cannot age another's sessions. */
async function setup() {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  const ashaId = (
    await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox', name: 'Asha' })
  ).id;
  await createUser(t, { email: 'boss@example.com', password: 'masala-admin-2025', role: 'admin' });
  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
  const expectRejected = async (token: string) => {
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  };
  const signInAsha = () => signIn(t, 'asha@example.com', 'saffron-lunchbox');
  return { t, ashaId, profile, expectRejected, signInAsha };
}

const DAY = 24 * 60 * 60 * 1000;

test('a fresh token opens the profile', async () => {
  const { profile, signInAsha } = await setup();
  const token = await signInAsha();
  expect((await profile(bearer(token))).statusCode).toBe(200);
});

test('no token, a malformed header or garbage answers 401', async () => {
  const { profile, expectRejected } = await setup();
  expect((await profile()).statusCode).toBe(401);
  expect((await profile({ authorization: 'Basic YXNoYTpwdw==' })).statusCode).toBe(401);
  await expectRejected('not-a-jwt');
});

test('a token with a tampered payload answers 401', async () => {
  const { expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  const [header, , signature] = token.split('.');
  const claims = decodeJwt(token);
  const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
  await expectRejected(`${header}.${forged}.${signature}`);
});

test('an unsigned token (alg: none) answers 401', async () => {
  const { expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  const claims = decodeJwt(token);
  const unsigned = new UnsecuredJWT({ role: claims.role, sid: claims.sid })
    .setSubject(String(claims.sub))
    .setExpirationTime(claims.exp ?? 0)
    .encode();
  await expectRejected(unsigned);
});

test('a token signed with another key or another algorithm answers 401', async () => {
  const { profile, expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  const claims = decodeJwt(token);
  const sign = (alg: string, key: Uint8Array) =>
    new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg })
      .setSubject(String(claims.sub))
      .setExpirationTime(claims.exp ?? 0)
      .sign(key);
  await expectRejected(
    await sign('HS256', new TextEncoder().encode('another-secret-that-is-long-enough-0123456789')),
  );
  await expectRejected(await sign('HS256', new TextEncoder().encode(testConfig().appSecret)));
  // The right key, but an algorithm that is not on the allow-list.
  await expectRejected(await sign('HS512', deriveKey(testConfig().appSecret, 'session-token')));
  // Sanity check: the same claims signed the way the server signs are accepted.
  expect(
    (await profile(bearer(await sign('HS256', deriveKey(testConfig().appSecret, 'session-token')))))
      .statusCode,
  ).toBe(200);
});

test('an expired token answers 401 even while its session row would still be live', async () => {
  const { t, expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  const claims = decodeJwt(token);
  const expired = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) - 1)
    .sign(deriveKey(testConfig().appSecret, 'session-token'));
  await expectRejected(expired);
});

test('after logout the same token answers 401', async () => {
  const { t, expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  expect(out.statusCode).toBe(200);
  expect(out.json()).toEqual({ message: 'Logged out' });
  await expectRejected(token);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
  ).toBe(401);
});

test('logging out ends only that session', async () => {
  const { t, profile, signInAsha } = await setup();
  const phone = await signInAsha();
  const laptop = await signInAsha();
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
  expect((await profile(bearer(laptop))).statusCode).toBe(200);
});

test('a session idle for 7 days ends; one used within the week lives on', async () => {
  const { t, profile, expectRejected, signInAsha } = await setup();
  const idle = await signInAsha();
  const busy = await signInAsha();
  t.clock.advance(6 * DAY);
  expect((await profile(bearer(busy))).statusCode).toBe(200);
  t.clock.advance(1 * DAY + 1000);
  await expectRejected(idle);
  expect((await profile(bearer(busy))).statusCode).toBe(200);
});

test('a session ends 30 days after sign-in however busy it is', async () => {
  const { t, profile, expectRejected, signInAsha } = await setup();
  const token = await signInAsha();
  for (let week = 0; week < 5; week++) {
    t.clock.advance(5 * DAY);
    expect((await profile(bearer(token))).statusCode).toBe(200);
  }
  t.clock.advance(5 * DAY);
  await expectRejected(token);
});

test('removing the admin role takes effect at the next request', async () => {
  const { t, ashaId } = await setup();
  const boss = await signIn(t, 'boss@example.com', 'masala-admin-2025');
  const revoke = () =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${ashaId}/sessions`, headers: bearer(boss) });
  expect((await revoke()).statusCode).toBe(200);
  await t.database.db.update(users).set({ role: 'subscriber' }).where(eq(users.email, 'boss@example.com'));
  const res = await revoke();
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: 'This area is for admins only', code: 'FORBIDDEN' });
});

test('an admin revoking a user’s sessions signs them out everywhere at once', async () => {
  const { t, ashaId, profile, expectRejected, signInAsha } = await setup();
  const first = await signInAsha();
  const second = await signInAsha();
  const boss = await signIn(t, 'boss@example.com', 'masala-admin-2025');
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${ashaId}/sessions`,
    headers: bearer(boss),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ revoked: 2 });
  await expectRejected(first);
  await expectRejected(second);
  expect((await profile(bearer(boss))).statusCode).toBe(200);
  // Audited as the back office's "Sign out everywhere" is: the same action.
  const audit = await t.app.inject({ url: '/api/admin/audit-log', headers: bearer(boss) });
  expect(audit.json()).toMatchObject([
    { actorEmail: 'boss@example.com', action: 'subscriber.sign-out-everywhere', entityId: String(ashaId) },
  ]);
});

test('deleting a user ends their sessions with them', async () => {
  const { t, expectRejected } = await setup();
  await createUser(t, { email: 'leaving@example.com', password: 'goodbye-tiffin-box' });
  const token = await signIn(t, 'leaving@example.com', 'goodbye-tiffin-box');
  await t.database.db.delete(users).where(eq(users.email, 'leaving@example.com'));
  await expectRejected(token);
});

test('an account keeps at most 50 signed-in browsers: a new sign-in past them ends the oldest', async () => {
  const { t, ashaId, profile, signInAsha } = await setup();
  const first = await signInAsha();
  t.clock.advance(1000);
  const second = await signInAsha();
  for (let i = 0; i < MAX_SESSIONS_PER_USER - 1; i++) {
    t.clock.advance(1000);
    await signInAsha();
  }
  expect((await profile(bearer(first))).statusCode).toBe(401);
  expect((await profile(bearer(second))).statusCode).toBe(200);
  expect(await t.database.db.$count(sessions, eq(sessions.userId, ashaId))).toBe(MAX_SESSIONS_PER_USER);
});
