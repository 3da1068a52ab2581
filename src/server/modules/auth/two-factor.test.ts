import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testAuthConfig } from './auth-config';
import { bearer, createUser, signIn } from './auth-test-support';
import { ensureOperatorAccounts } from './operator-accounts';
import { createPasswordHasher } from './password-hasher';

/** One app and database for the file: each test uses its own account, and the clock only moves forward. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: '198.51.100.9', ...(payload ? { payload } : {}) });

const login = (email: string, password: string) => call('POST', '/api/auth/login', {}, { email, password });
const codeStep = (challenge: string, code: string) =>
  call('POST', '/api/auth/login/two-factor', {}, { challenge, code });

/** An account with two-factor on: its secret, its recovery codes and its headers. */
async function withTwoFactor(email: string, role: 'subscriber' | 'admin' | 'staff' = 'subscriber') {
  const password = 'cardamom-tiffin-42';
  await createUser(t, { email, password, role });
  const headers = bearer(await signIn(t, email, password));
  const setup = await call('POST', '/api/account/two-factor', headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call('POST', '/api/account/two-factor/confirm', headers, {
    code: codeAt(secret, t.clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The next code is of the next step: the one just used cannot sign in again.
  t.clock.advance(STEP_MS);
  return {
    secret,
    password,
    headers,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

test('set-up answers a base32 secret and its otpauth URL, and keeps the secret sealed, not in clear', async () => {
  await createUser(t, { email: 'meera@example.com', password: 'cardamom-tiffin-42' });
  const headers = bearer(await signIn(t, 'meera@example.com', 'cardamom-tiffin-42'));
  const res = await call('POST', '/api/account/two-factor', headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { secret, otpauthUrl } = res.json<{ secret: string; otpauthUrl: string }>();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const url = new URL(otpauthUrl);
  expect(url.protocol + url.host).toBe('otpauth:totp');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    secret,
    issuer: 'Tiffin Fit',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  expect(decodeURIComponent(url.pathname)).toContain('meera@example.com');
  const rows = await t.database.db.select().from(twoFactorSecrets);
  expect(rows.map((r) => r.secretSealed).join()).not.toContain(secret);

  const status = await call('GET', '/api/account/two-factor', headers);
  expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

  const wrong = await call('POST', '/api/account/two-factor/confirm', headers, { code: '000000' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ code: 'VALIDATION', fields: { code: expect.any(String) } });
  const junk = await call('POST', '/api/account/two-factor/confirm', headers, { code: 'x' });
  expect(junk.statusCode).toBe(400);

  const right = await call('POST', '/api/account/two-factor/confirm', headers, {
    code: codeAt(secret, t.clock.now()),
  });
  expect(right.statusCode).toBe(200);
  const { recoveryCodes } = right.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  const stored = await t.database.db.select().from(twoFactorRecoveryCodes);
  expect(stored.map((r) => r.codeHash).join()).not.toContain(recoveryCodes[0]?.replace('-', ''));
  expect((await call('GET', '/api/account/two-factor', headers)).json()).toEqual({
    enabled: true,
    recoveryCodesLeft: 10,
    required: false,
  });
  expect((await call('POST', '/api/account/two-factor', headers)).statusCode).toBe(409);
});

test('with two-factor on, the password answers a challenge and no token; a current code signs in once', async () => {
  const { secret, password } = await withTwoFactor('ravi@example.com');
  const first = await login('ravi@example.com', password);
  expect(first.statusCode).toBe(200);
  const body = first.json<{ twoFactorRequired: boolean; challenge: string; token?: string }>();
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  expect(first.headers['set-cookie']).toBeUndefined();

  const wrong = await codeStep(body.challenge, '123456');
  expect(wrong.statusCode).toBe(401);
  const code = codeAt(secret, t.clock.now());
  const ok = await codeStep(body.challenge, code);
  expect(ok.statusCode, ok.body).toBe(200);
  const { token, user } = ok.json<{ token: string; user: { email: string } }>();
  expect(user.email).toBe('ravi@example.com');
  expect((await call('GET', '/api/user/profile', bearer(token))).statusCode).toBe(200);

  // The challenge is used up, and the same code cannot sign in again within its window.
  expect((await codeStep(body.challenge, code)).statusCode).toBe(401);
  const again = await login('ravi@example.com', password);
  const replay = await codeStep(again.json<{ challenge: string }>().challenge, code);
  expect(replay.statusCode).toBe(401);
  t.clock.advance(STEP_MS);
  const next = await codeStep(again.json<{ challenge: string }>().challenge, codeAt(secret, t.clock.now()));
  expect(next.statusCode).toBe(200);
});

test('a recovery code signs in once, in any letter case and without its dash', async () => {
  const { password, recoveryCodes, headers } = await withTwoFactor('priya@example.com');
  const recovery = recoveryCodes[3] ?? '';
  const challenge = async () =>
    (await login('priya@example.com', password)).json<{ challenge: string }>().challenge;
  const ok = await codeStep(await challenge(), recovery.toUpperCase().replace('-', ''));
  expect(ok.statusCode).toBe(200);
  expect((await codeStep(await challenge(), recovery)).statusCode).toBe(401);
  expect((await call('GET', '/api/account/two-factor', headers)).json()).toMatchObject({
    recoveryCodesLeft: 9,
  });
});

test('a challenge lasts five minutes', async () => {
  const { secret, password } = await withTwoFactor('kabir@example.com');
  const { challenge } = (await login('kabir@example.com', password)).json<{ challenge: string }>();
  t.clock.advance(5 * 60_000 + 1000);
  const late = await codeStep(challenge, codeAt(secret, t.clock.now()));
  expect(late.statusCode).toBe(401);
  expect(late.json()).toMatchObject({ message: 'This sign-in has expired. Please sign in again.' });
  expect((await codeStep('not-a-challenge', codeAt(secret, t.clock.now()))).statusCode).toBe(401);
  expect((await codeStep(challenge, '12')).statusCode).toBe(400);
});

test('wrong codes are throttled like passwords', async () => {
  const { secret, password } = await withTwoFactor('arjun@example.com');
  const { challenge } = (await login('arjun@example.com', password)).json<{ challenge: string }>();
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) answers.push((await codeStep(challenge, '000000')).statusCode);
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  const refused = await codeStep(challenge, codeAt(secret, t.clock.now()));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  t.clock.advance(2 * 60_000);
  expect((await codeStep(challenge, codeAt(secret, t.clock.now()))).statusCode).toBe(200);
});

test('turning it off takes a code; then the password alone signs in again', async () => {
  const { secret, password, headers } = await withTwoFactor('nila@example.com');
  const wrong = await call('DELETE', '/api/account/two-factor', headers, { code: '000000' });
  expect(wrong.statusCode).toBe(400);
  const off = await call('DELETE', '/api/account/two-factor', headers, {
    code: codeAt(secret, t.clock.now()),
  });
  expect(off.statusCode, off.body).toBe(200);
  const res = await login('nila@example.com', password);
  expect(res.json()).toMatchObject({ token: expect.any(String) });
  expect((await call('DELETE', '/api/account/two-factor', headers, { code: '123456' })).statusCode).toBe(409);
});

test('owners can require it for the team: staff without it must set it up first, and it is audited', async () => {
  const owner = await withTwoFactor('owner@example.com', 'admin');
  const ownerHeaders = owner.headers;
  await createUser(t, { email: 'cook@example.com', password: 'tandoor-cook-2026', role: 'staff' });
  const cook = bearer(await signIn(t, 'cook@example.com', 'tandoor-cook-2026'));
  expect((await call('GET', '/api/admin/pickups/today', cook)).statusCode).toBe(200);

  // An owner without it cannot require it (they would lock themselves out first).
  await createUser(t, { email: 'owner2@example.com', password: 'tandoor-cook-2026', role: 'admin' });
  const owner2 = bearer(await signIn(t, 'owner2@example.com', 'tandoor-cook-2026'));
  expect((await call('PUT', '/api/admin/two-factor-policy', owner2, { required: true })).statusCode).toBe(
    409,
  );
  expect((await call('PUT', '/api/admin/two-factor-policy', cook, { required: true })).statusCode).toBe(403);

  const on = await call('PUT', '/api/admin/two-factor-policy', ownerHeaders, { required: true });
  expect(on.json()).toEqual({ required: true });
  expect((await call('GET', '/api/admin/two-factor-policy', ownerHeaders)).json()).toEqual({
    required: true,
  });

  const refused = await call('GET', '/api/admin/pickups/today', cook);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
  expect((await call('GET', '/api/admin/stats', owner2)).json()).toMatchObject({
    code: 'TWO_FACTOR_SETUP_REQUIRED',
  });
  expect((await call('GET', '/api/account/two-factor', cook)).json()).toEqual({
    enabled: false,
    recoveryCodesLeft: 0,
    required: true,
  });
  // Setting it up is allowed, and opens the back office.
  const { secret } = (await call('POST', '/api/account/two-factor', cook)).json<{ secret: string }>();
  await call('POST', '/api/account/two-factor/confirm', cook, { code: codeAt(secret, t.clock.now()) });
  expect((await call('GET', '/api/admin/pickups/today', cook)).statusCode).toBe(200);
  expect((await call('POST', '/api/auth/logout', owner2)).statusCode).toBe(200);

  const actions = await t.database.db
    .select({ action: auditLog.action, actor: auditLog.actorEmail })
    .from(auditLog)
    .where(eq(auditLog.entityType, 'user'));
  expect(actions).toEqual(
    expect.arrayContaining([
      { action: 'two-factor.enable', actor: 'owner@example.com' },
      { action: 'two-factor.enable', actor: 'cook@example.com' },
    ]),
  );
  await call('PUT', '/api/admin/two-factor-policy', ownerHeaders, { required: false });
});

test('the ADMIN_EMAIL owner who lost their phone gets back in with a new ADMIN_PASSWORD, two-factor off', async () => {
  const { password } = await withTwoFactor('operator@example.com', 'admin');
  expect((await login('operator@example.com', password)).json()).toMatchObject({ twoFactorRequired: true });
  const admin = { email: 'operator@example.com', password: 'a-new-operator-passphrase' };
  const config = { ...testAuthConfig, admin };
  await ensureOperatorAccounts({
    db: t.database.db,
    clock: t.clock,
    hasher: createPasswordHasher(10),
    config,
  });
  expect((await login(admin.email, admin.password)).json()).toMatchObject({ token: expect.any(String) });
});
