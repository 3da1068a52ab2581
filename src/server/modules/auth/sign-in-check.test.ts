// Strangers failing at an account from many addresses cannot keep its owner out (issue 41): past the account's limit
// a new browser's right password signs in with a code e-mailed to the account (or its two-factor code), a wrong one
// is answered alike, and the owner is told once.
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { bearer, createUser, signIn } from './auth-test-support';

const LIMIT = 10;
const CHECK_FAILED = {
  message: 'That code did not work, or it has expired. Check the latest e-mail, or sign in again.',
  code: 'UNAUTHORIZED',
};

let t: MailedTestApp;
beforeAll(async () => {
  t = await createMailedTestApp({
    config: { limits: { ...DEFAULT_ABUSE_LIMITS, signInFailuresPerAccountPerHour: LIMIT } },
  });
});
afterAll(() => t.close());
// Each test starts hours later, past every window of the one before.
beforeEach(() => {
  t.clock.advance(3 * 60 * 60_000);
});

let people = 0;
async function person(password = 'saffron-lunchbox') {
  const email = `asha${++people}@example.com`;
  const user = await createUser(t, { email, password, name: 'Asha Rao' });
  return { email, password, user };
}

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
const verify = (challenge: string, code: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/verify',
    payload: { challenge, code },
    remoteAddress: ip,
    headers,
  });

/** A botnet: each address guesses once, so no address's own delay starts. */
async function botnet(email: string, guesses: number, from = 0) {
  for (let i = 0; i < guesses; i++) {
    const res = await login(email, `botnet-guess-${from + i}`, `192.0.2.${from + i + 1}`);
    expect([200, 401]).toContain(res.statusCode);
    t.clock.advance(1000);
  }
}

const challengeOf = (res: LightMyRequestResponse) => res.json<{ challenge: string }>().challenge;

/** The code and link of the latest sign-in e-mail to `email`. */
async function codeMailedTo(email: string) {
  const mail = (await t.mailTo(email)).filter((m) => m.subject === 'Your Tiffin Fit sign-in code').at(-1);
  const code = /Sign-in code\s*:?\s*(\d{6})/.exec(mail?.text ?? '')?.[1];
  const link = /(https?:\/\/\S+\/login\?verify=\S+)/.exec(mail?.text ?? '')?.[1];
  return { code: code ?? '', link: new URL(link ?? 'http://none/') };
}

test("past the account's limit, a new browser's right password signs in with the code e-mailed to the account; a wrong one is answered alike", async () => {
  const { email, password } = await person();
  await botnet(email, LIMIT + 5);

  // The real person on a new phone: no wait, a check.
  const right = await login(email, password, '198.51.100.40');
  expect(right.statusCode).toBe(200);
  expect(right.json()).toEqual({
    verificationRequired: true,
    challenge: expect.any(String),
    message: expect.stringMatching(/^Someone else has been trying to sign in/),
  });
  expect(right.headers['set-cookie']).toBeUndefined();
  // A stranger's next guess, right or wrong, looks the same: the answer does not confirm a guess.
  const wrong = await login(email, 'botnet-guess-last', '192.0.2.200');
  expect(wrong.statusCode).toBe(200);
  expect(Object.keys(wrong.json<object>())).toEqual(Object.keys(right.json<object>()));
  expect(wrong.json<{ message: string }>().message).toBe(right.json<{ message: string }>().message);

  const { code, link } = await codeMailedTo(email);
  expect(code).toMatch(/^\d{6}$/);
  expect(link.pathname).toBe('/login');
  expect(link.searchParams.get('verify')).toBe(challengeOf(right));
  expect(link.searchParams.get('code')).toBe(code);
  // Nothing was mailed for the wrong password, and its challenge takes no code.
  expect((await t.mailTo(email)).filter((m) => m.subject === 'Your Tiffin Fit sign-in code')).toHaveLength(1);
  const decoy = await verify(challengeOf(wrong), code, '192.0.2.200');
  expect(decoy.statusCode).toBe(401);
  expect(decoy.json()).toEqual(CHECK_FAILED);

  const badCode = await verify(challengeOf(right), code === '000000' ? '111111' : '000000', '198.51.100.40');
  expect(badCode.json()).toEqual(CHECK_FAILED);
  const passed = await verify(challengeOf(right), code, '198.51.100.40');
  expect(passed.statusCode, passed.body).toBe(200);
  expect(passed.json()).toMatchObject({ token: expect.any(String), user: { email } });
  const cookie = String(passed.headers['set-cookie']).split(';')[0] ?? '';
  expect(cookie).toMatch(/^tf_device=/);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: bearer(passed.json<{ token: string }>().token),
  });
  expect(profile.statusCode).toBe(200);
  // The code works once; the browser is now one the account knows and signs in without one, attack or not.
  expect((await verify(challengeOf(right), code, '198.51.100.40')).json()).toEqual(CHECK_FAILED);
  await botnet(email, 3, 100);
  expect((await login(email, password, '198.51.100.40', { cookie })).statusCode).toBe(200);
});

test('the owner is told of the failed attempts once, not for each; an hour after the burst a new browser signs in as before', async () => {
  const { email, password } = await person();
  await botnet(email, LIMIT * 3);
  const told = (await t.mailTo(email)).filter(
    (m) => m.subject === 'Failed sign-in attempts on your Tiffin Fit account',
  );
  expect(told).toHaveLength(1);
  expect(told[0]?.text).toContain(`we have refused ${LIMIT} sign-ins`);
  expect(told[0]?.text).toContain('Nobody got in.');
  t.clock.advance(61 * 60_000);
  const after = await login(email, password, '198.51.100.41');
  expect(after.statusCode).toBe(200);
  expect(after.json()).toMatchObject({ token: expect.any(String) });
});

test("a stranger's guess every 15 minutes never makes the real person wait, and no wait per account exceeds 15 minutes", async () => {
  const { email, password } = await person();
  await botnet(email, 60);
  for (let round = 0; round < 4; round++) {
    t.clock.advance(15 * 60_000);
    const guess = await login(email, `slow-guess-${round}`, '203.0.113.66');
    if (guess.statusCode === 429) expect(Number(guess.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // A check while the burst lasts (the hour's failures past the limit), then a plain sign-in: never a wait.
    const real = await login(email, password, `198.51.100.${50 + round}`);
    expect(real.statusCode).toBe(200);
    expect(Object.keys(real.json<object>())).toContain(round < 3 ? 'verificationRequired' : 'token');
  }
});

test("with two-factor on, the check takes the account's authenticator code, and nothing is e-mailed", async () => {
  const { email, password } = await person();
  const token = await signIn(t, email, password, '198.51.100.60');
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor',
    headers: bearer(token),
  });
  const { secret } = setup.json<{ secret: string }>();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const codeAt = (ms: number) => totp.generate({ timestamp: t.clock.now().getTime() + ms });
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers: bearer(token),
    payload: { code: codeAt(0) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  t.clock.advance(60_000);

  await botnet(email, LIMIT);
  const right = await login(email, password, '198.51.100.61');
  expect(right.json()).toMatchObject({ verificationRequired: true });
  expect((await t.mailTo(email)).filter((m) => m.subject === 'Your Tiffin Fit sign-in code')).toHaveLength(0);
  const passed = await verify(challengeOf(right), codeAt(0), '198.51.100.61');
  expect(passed.statusCode, passed.body).toBe(200);
});

test('a check takes five wrong codes, then is gone', async () => {
  const { email, password } = await person();
  await botnet(email, LIMIT);
  const right = await login(email, password, '198.51.100.70');
  const { code } = await codeMailedTo(email);
  const wrong = code === '123456' ? '654321' : '123456';
  for (let i = 0; i < 5; i++) {
    expect((await verify(challengeOf(right), wrong, '198.51.100.70')).json()).toEqual(CHECK_FAILED);
  }
  expect((await verify(challengeOf(right), code, '198.51.100.70')).json()).toEqual(CHECK_FAILED);
});
