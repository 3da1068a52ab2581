// POST /api/auth/password-link: /reset-password asks what its link is for, to speak to who it was sent to (issue 41).
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { testMailConfig } from '../email/mail-config';
import { createAccountWithSetupEmail } from './account-setup';
import { testAuthConfig } from './auth-config';
import { createUser } from './auth-test-support';

const INVALID = { message: 'Invalid or expired reset link', code: 'BAD_REQUEST' };

let smtp: SmtpTestServer;
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    config: {
      mail: { ...testMailConfig, smtpUrl: smtp.url },
      auth: {
        ...testAuthConfig,
        admin: { email: 'founder@example.com', password: 'cumin-founder-passphrase' },
      },
      limits: { ...DEFAULT_ABUSE_LIMITS, passwordResetsPerAddressPerHour: 1000 },
    },
  });
  owner = await signInAdmin(t);
  await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox', name: 'Asha Rao' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
  t.clock.advance(5 * 60 * 1000);
});

/** The token of the /reset-password link e-mailed to `email`. */
async function linkTo(email: string): Promise<string> {
  await t.app.emailWorker.drain();
  const token = smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no password link was e-mailed to ${email}`);
  return token;
}

const kindOf = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-link', payload: { token } });

test('a forgotten password, a first password after checkout and a team invitation each say what they are, and only that', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'asha@example.com' },
  });
  const reset = await kindOf(await linkTo('asha@example.com'));
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ kind: 'password-reset' });

  await t.database.db.transaction((tx) =>
    createAccountWithSetupEmail(
      tx,
      { name: 'Meera Iyer', email: 'meera@example.com' },
      { now: t.clock.now(), appOrigin: 'http://localhost:3000' },
    ),
  );
  expect((await kindOf(await linkTo('meera@example.com'))).json()).toEqual({ kind: 'account-setup' });

  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/team',
    headers: owner,
    payload: { email: 'sam@example.com', name: 'Sam Counter', role: 'staff' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  expect((await kindOf(await linkTo('sam@example.com'))).json()).toEqual({ kind: 'team-invitation' });
});

test('asking does not use the link up: the password is set with it afterwards, and then it is spent', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'asha@example.com' },
  });
  const token = await linkTo('asha@example.com');
  expect((await kindOf(token)).statusCode).toBe(200);

  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'tamarind-lunchbox-9' },
  });
  expect(set.statusCode, set.body).toBe(200);
  const spent = await kindOf(token);
  expect(spent.statusCode).toBe(400);
  expect(spent.json()).toEqual(INVALID);
});

test('an unknown, expired or malformed link answers the invalid link, whoever asks', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'asha@example.com' },
  });
  const token = await linkTo('asha@example.com');
  t.clock.advance(31 * 60 * 1000);

  for (const asked of [token, 'not-a-token-we-sent', '', 'x'.repeat(500), 42]) {
    const res = await kindOf(asked);
    expect(res.statusCode, String(asked)).toBe(400);
    expect(res.json()).toEqual(INVALID);
  }
});
