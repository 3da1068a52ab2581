import { expect, onTestFinished, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, testConfig } from '../../testing/test-app';
import { users } from '../../db/schema';
import { bearer, createUser, signIn } from './auth-test-support';
import { deriveKey } from './secret-keys';
import { sessionRepository } from './session-repository';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Each test has its own app, database and clock, so moving the clock in one cannot age another's sessions. */
async function setup() {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  const meeraId = (
    await createUser(t, {
      email: 'meera@example.com',
      password: 'cardamom-lunchbox',
      name: 'Meera',
      phone: '(469) 555-0101',
    })
  ).id;
  await createUser(t, { email: 'boss@example.com', password: 'masala-admin-2025', role: 'admin' });
  const signInMeera = () => signIn(t, 'meera@example.com', 'cardamom-lunchbox');
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
  const statusOf = async (token: string) => (await profile(token)).statusCode;
  return { t, meeraId, signInMeera, profile, statusOf };
}

test('many signed-in reads arriving at once on a fresh server all answer', async () => {
  const { signInMeera, profile } = await setup();
  const token = await signInMeera();
  const answers = await Promise.all(Array.from({ length: 20 }, () => profile(token)));
  expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
});

test('the profile shows the account as it is now, not as it was at sign-in', async () => {
  const { t, meeraId, signInMeera, profile } = await setup();
  const token = await signInMeera();
  expect((await profile(token)).json()).toMatchObject({ name: 'Meera', phone: '(469) 555-0101' });
  await t.database.db.update(users).set({ name: 'Meera Iyer', phone: null }).where(eq(users.id, meeraId));
  expect((await profile(token)).json()).toEqual({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    username: null,
    phone: null,
    address: null,
  });
});

test('a session used a moment ago is refused on the very next request after it is revoked', async () => {
  const { t, meeraId, signInMeera, statusOf } = await setup();
  const token = await signInMeera();
  const boss = await signIn(t, 'boss@example.com', 'masala-admin-2025');
  expect(await statusOf(token)).toBe(200);
  const revoke = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${meeraId}/sessions`,
    headers: bearer(boss),
  });
  expect(revoke.statusCode).toBe(200);
  expect(await statusOf(token)).toBe(401);
});

test('a use within a minute of the last recorded one does not push the idle timeout back', async () => {
  const { t, signInMeera, statusOf } = await setup();
  const token = await signInMeera();
  t.clock.advance(MINUTE - 1);
  expect(await statusOf(token)).toBe(200);
  // Seven days after sign-in, the last recorded use: the unrecorded one above does not count.
  t.clock.advance(7 * DAY - (MINUTE - 1));
  expect(await statusOf(token)).toBe(401);
});

test('a use a minute after the last recorded one is recorded, and the session idles out exactly 7 days later', async () => {
  const { t, signInMeera, statusOf } = await setup();
  const kept = await signInMeera();
  const left = await signInMeera();
  t.clock.advance(MINUTE);
  expect(await statusOf(kept)).toBe(200);
  expect(await statusOf(left)).toBe(200);
  t.clock.advance(7 * DAY - 1);
  expect(await statusOf(kept)).toBe(200);
  t.clock.advance(1);
  expect(await statusOf(left)).toBe(401);
  expect(await statusOf(kept)).toBe(200);
});

test('a token that worked before is refused from its expiry on, though its session lives on', async () => {
  const { t, signInMeera, statusOf } = await setup();
  const token = await signInMeera();
  const claims = decodeJwt(token);
  const hour = 60 * MINUTE;
  const shortLived = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setExpirationTime(Math.floor((t.clock.now().getTime() + hour) / 1000))
    .sign(deriveKey(testConfig().appSecret, 'session-token'));
  expect(await statusOf(shortLived)).toBe(200);
  expect(await statusOf(shortLived)).toBe(200);
  t.clock.advance(hour);
  expect(await statusOf(shortLived)).toBe(401);
  expect(await statusOf(token)).toBe(200);
});

test('a session id with quotes in it is looked up as a value, never run as SQL', async () => {
  const { t, signInMeera, statusOf } = await setup();
  const token = await signInMeera();
  await expect(sessionRepository(t.database.db).findLive("x' OR '1'='1", 1, t.clock.now())).rejects.toThrow();
  expect(await statusOf(token)).toBe(200);
});
