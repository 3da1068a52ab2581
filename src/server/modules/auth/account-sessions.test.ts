import { afterAll, beforeAll, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { emailMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser } from './auth-test-support';
import { issueLinkToken } from './email-link-tokens';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One person per test, so the tests share the app but never each other's sessions. */
async function person(email: string, password = 'saffron-lunchbox') {
  const user = await createUser(t, { email, password, name: 'Asha Rao' });
  const signIn = async (userAgent: string, ip = '203.0.113.42') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json<{ token: string }>().token);
  };
  return { user, signIn };
}

const call = (
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const sessionsOf = async (headers: Record<string, string>) => {
  const res = await call('GET', '/api/account/sessions', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessions: { id: string; device: string; place: string; current: boolean }[] }>().sessions;
};
const works = async (headers: Record<string, string>) =>
  (await call('GET', '/api/user/profile', headers)).statusCode;
const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.recipientEmail, email))
      .orderBy(asc(emailMessages.id))
  ).map((m) => ({ template: m.template, subject: m.subject }));

test('the list shows each browser in plain words, its masked address and which one is this', async () => {
  const asha = await person('list@example.com');
  const phone = await asha.signIn(ANDROID_CHROME, '198.51.100.23');
  await asha.signIn(IPHONE_SAFARI);
  t.clock.advance(60_000);
  const list = await sessionsOf(phone);
  expect(list).toHaveLength(2);
  expect(list[0]).toMatchObject({ device: 'Chrome on Android', place: '198.51.100.x', current: true });
  expect(list[1]).toMatchObject({ device: 'Safari on iPhone', place: '203.0.113.x', current: false });
  expect(JSON.stringify(list)).not.toContain('198.51.100.23');
  expect((await call('GET', '/api/account/sessions', {})).statusCode).toBe(401);
});

test('ending one session signs that browser out at once; another person cannot end it', async () => {
  const asha = await person('one@example.com');
  const laptop = await asha.signIn(MAC_FIREFOX);
  const phone = await asha.signIn(ANDROID_CHROME);
  const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? '';

  const ravi = await person('ravi-one@example.com');
  const raviHeaders = await ravi.signIn(MAC_FIREFOX);
  expect((await call('DELETE', `/api/account/sessions/${phoneId}`, raviHeaders)).statusCode).toBe(404);
  expect(await works(phone)).toBe(200);

  const ended = await call('DELETE', `/api/account/sessions/${phoneId}`, laptop);
  expect(ended.statusCode, ended.body).toBe(200);
  expect(await works(phone)).toBe(401);
  expect(await works(laptop)).toBe(200);
  expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Firefox on Mac']);
  const again = await call('DELETE', `/api/account/sessions/${phoneId}`, laptop);
  expect(again.statusCode).toBe(404);
  expect(again.json()).toMatchObject({ message: 'That session has already ended' });
});

test('signing out everywhere else keeps only this browser', async () => {
  const asha = await person('others@example.com');
  const others = [await asha.signIn(ANDROID_CHROME), await asha.signIn(IPHONE_SAFARI)];
  const laptop = await asha.signIn(MAC_FIREFOX);
  const res = await call('DELETE', '/api/account/sessions', laptop);
  expect(res.json()).toEqual({ ended: 2 });
  for (const headers of others) expect(await works(headers)).toBe(401);
  expect(await works(laptop)).toBe(200);
  expect(await sessionsOf(laptop)).toHaveLength(1);
});

test('a password change needs the current password, signs the other browsers out and says so by e-mail', async () => {
  const asha = await person('change@example.com');
  const phone = await asha.signIn(ANDROID_CHROME);
  const laptop = await asha.signIn(MAC_FIREFOX);
  const change = (currentPassword: string, newPassword: string) =>
    call('POST', '/api/account/password', laptop, { currentPassword, newPassword });

  const wrong = await change('not-my-password', 'a brand new phrase');
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ fields: { currentPassword: 'Your current password is not right' } });
  expect((await change('saffron-lunchbox', 'short')).statusCode).toBe(400);
  expect(await works(phone)).toBe(200);

  const done = await change('saffron-lunchbox', 'a brand new phrase');
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json()).toEqual({ message: 'Your password has been changed.', ended: 1 });
  expect(await works(phone)).toBe(401);
  expect(await works(laptop)).toBe(200);
  expect(await mailsTo('change@example.com')).toEqual([
    { template: 'password-changed', subject: 'Your Tiffin Fit password was changed' },
  ]);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'change@example.com', password: 'a brand new phrase' },
  });
  expect(login.statusCode).toBe(200);
});

test('a reset by e-mailed link ends every session and says so; a first password from a set-up link does not e-mail', async () => {
  const asha = await person('reset@example.com');
  const phone = await asha.signIn(ANDROID_CHROME);
  const link = await issueLinkToken(t.database.db, {
    userId: asha.user.id,
    purpose: 'password-reset',
    now: t.clock.now(),
    appOrigin: 'http://localhost:3000',
  });
  const token = new URL(link.url).searchParams.get('token');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'another fresh phrase' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await works(phone)).toBe(401);
  expect(await mailsTo('reset@example.com')).toEqual([
    { template: 'password-changed', subject: 'Your Tiffin Fit password was changed' },
  ]);

  const newcomer = await createUser(t, { email: 'setup@example.com', name: 'New Person' });
  const setup = await issueLinkToken(t.database.db, {
    userId: newcomer.id,
    purpose: 'account-setup',
    now: t.clock.now(),
    appOrigin: 'http://localhost:3000',
  });
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: new URL(setup.url).searchParams.get('token'), password: 'my first phrase' },
  });
  expect(first.statusCode).toBe(200);
  expect(await mailsTo('setup@example.com')).toEqual([]);
});
