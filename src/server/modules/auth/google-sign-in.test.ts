import { OAuth2Server } from 'oauth2-mock-server';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testAuthConfig } from './auth-config';
import { bearer, createUser } from './auth-test-support';

const CLIENT_ID = 'tiffin-test-client';
const ORIGIN = 'http://localhost:3000';

let idp: OAuth2Server;
let t: TestApp;
/** What the mock provider puts in the next ID tokens. */
let identity: Record<string, unknown> = {};
/** Whether the next token response carries an ID token whose signature is not the provider's. */
let forgeSignature = false;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  idp.service.on('beforeResponse', (response: { body: Record<string, unknown> | '' }) => {
    if (!forgeSignature || response.body === '' || typeof response.body.id_token !== 'string') return;
    // Same header and claims, another signature: what a token not made with the provider's key looks like.
    const [header, payload, signature = ''] = response.body.id_token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes.reverse();
    response.body.id_token = `${header}.${payload}.${bytes.toString('base64url')}`;
  });
  t = await createTestApp({
    config: {
      auth: {
        ...testAuthConfig,
        google: {
          clientId: CLIENT_ID,
          clientSecret: 'test-client-secret',
          issuer: String(idp.issuer.url),
          allowHttpIssuer: true,
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.stop();
});
afterEach(() => {
  identity = {};
  forgeSignature = false;
});

test("with Google's settings, the pages tell the login page to show the Google button", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/login' });
  const content = /<meta name="site-config" content="([^"]+)"/.exec(res.body)?.[1] ?? '';
  expect(content).toContain('&#34;googleSignInEnabled&#34;:true');
});

/** Starts at /api/auth/google, lets the provider approve, and answers the callback the browser would make. */
async function signInWithGoogle(tamper?: (callback: URL) => void, cookieOverride?: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const approval = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(approval.status).toBe(302);
  const callback = new URL(String(approval.headers.get('location')));
  tamper?.(callback);
  const res = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieOverride ?? cookie },
  });
  return { start, callback, res };
}

/** The one-time code in the callback's redirect to /auth-success. */
function codeFrom(location: string | undefined): string {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/auth-success`);
  expect(url.searchParams.has('token')).toBe(false);
  return url.searchParams.get('code') ?? '';
}

/** The cookie (name=value) the callback set to bind its code to this browser. */
function bindingOf(res: LightMyRequestResponse): string {
  const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
  const binding = cookies.find((c) => c.startsWith('tf_google_exchange='));
  expect(binding).toMatch(
    /^tf_google_exchange=[^;]+; Max-Age=60; Path=\/api\/auth\/google; HttpOnly; SameSite=Strict$/,
  );
  return binding?.split(';')[0] ?? '';
}

const exchange = (code: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code }, headers: { cookie } });

/** What /auth-success does in the browser that came back from Google: trade the code for a session token. */
async function tokenFrom(res: LightMyRequestResponse): Promise<string> {
  const answer = await exchange(codeFrom(res.headers.location), bindingOf(res));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ token: string }>().token;
}

const FAILED = `${ORIGIN}/login?error=google_auth_failed`;

test('the start redirects to the provider with state, nonce and an S256 PKCE challenge, bound by an HttpOnly cookie', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode).toBe(302);
  const url = new URL(String(res.headers.location));
  expect(`${url.origin}${url.pathname}`).toBe(`${String(idp.issuer.url)}/authorize`);
  const q = url.searchParams;
  expect(q.get('client_id')).toBe(CLIENT_ID);
  expect(q.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/google/callback`);
  expect(q.get('response_type')).toBe('code');
  expect(q.get('scope')).toBe('openid email profile');
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('state')?.length).toBeGreaterThanOrEqual(43);
  expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(43);
  expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(
    /^tf_google_signin=[^;]+; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax$/,
  );
  expect(cookie).not.toContain(String(q.get('state')));
});

test('a new Google user with a verified e-mail gets a subscriber account and lands on /auth-success signed in', async () => {
  identity = { email: 'new.user@example.com', email_verified: true, name: 'New User', sub: 'google-new-1' };
  const { res } = await signInWithGoogle();
  expect(res.statusCode).toBe(302);
  expect(String(res.headers['set-cookie'])).toContain('tf_google_signin=; Max-Age=0');
  const token = await tokenFrom(res);
  expect(decodeJwt(token).role).toBe('subscriber');
  const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(token) });
  expect(profile.json()).toMatchObject({ name: 'New User', email: 'new.user@example.com' });

  // The same Google identity comes back to the same account, whatever e-mail it now shows.
  identity = { email: 'renamed@example.com', email_verified: true, name: 'Renamed', sub: 'google-new-1' };
  const again = await signInWithGoogle();
  const profileAgain = await t.app.inject({
    url: '/api/user/profile',
    headers: bearer(await tokenFrom(again.res)),
  });
  expect(profileAgain.json()).toMatchObject({ email: 'new.user@example.com' });
});

test('a verified e-mail links the existing password account, which keeps its password', async () => {
  await createUser(t, { email: 'Linked@Example.com', password: 'keeps-her-password', name: 'Lin' });
  identity = { email: 'linked@example.com', email_verified: true, sub: 'google-lin' };
  const { res } = await signInWithGoogle();
  const token = await tokenFrom(res);
  expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).json()).toMatchObject({
    name: 'Lin',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'linked@example.com', password: 'keeps-her-password' },
  });
  expect(login.statusCode).toBe(200);
});

test('an unverified e-mail neither links an existing account nor claims a new one', async () => {
  await createUser(t, { email: 'victim@example.com', password: 'victims-own-secret' });
  identity = { email: 'victim@example.com', email_verified: false, sub: 'google-attacker' };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
  identity = { email: 'unclaimed@example.com', email_verified: false, sub: 'google-unverified' };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
});

test('a wrong state is refused and signs nobody in', async () => {
  identity = { email: 'state@example.com', email_verified: true, sub: 'google-state' };
  const { res } = await signInWithGoogle((callback) => callback.searchParams.set('state', 'forged-state'));
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(FAILED);
  expect(
    await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'state@example.com') }),
  ).toBeUndefined();
});

test('a callback without the cookie of the browser that started, or with a forged cookie, is refused', async () => {
  identity = { email: 'cookie@example.com', email_verified: true, sub: 'google-cookie' };
  expect((await signInWithGoogle(undefined, '')).res.headers.location).toBe(FAILED);
  expect(
    (await signInWithGoogle(undefined, 'tf_google_signin=eyJhbGciOiJkaXIifQ..x.y.z')).res.headers.location,
  ).toBe(FAILED);
});

test('a sign-in cookie older than 10 minutes is refused', async () => {
  identity = { email: 'slow@example.com', email_verified: true, sub: 'google-slow' };
  const { res } = await signInWithGoogle(() => t.clock.advance(11 * 60 * 1000));
  expect(res.headers.location).toBe(FAILED);
});

test('an ID token for another client or with another nonce is refused', async () => {
  identity = { email: 'aud@example.com', email_verified: true, sub: 'google-aud', aud: 'someone-else' };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
  identity = {
    email: 'nonce@example.com',
    email_verified: true,
    sub: 'google-nonce',
    nonce: 'replayed-nonce',
  };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
});

test('an ID token whose signature is not the provider’s is refused', async () => {
  identity = { email: 'forged@example.com', email_verified: true, sub: 'google-forged' };
  forgeSignature = true;
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
  forgeSignature = false;
  expect(await tokenFrom((await signInWithGoogle()).res)).not.toBe('');
});

test('an ID token naming another issuer is refused', async () => {
  identity = {
    email: 'iss@example.com',
    email_verified: true,
    sub: 'google-iss',
    iss: 'https://evil.example',
  };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
});

test('an expired ID token is refused', async () => {
  const past = Math.floor(Date.now() / 1000) - 3600;
  identity = { email: 'old@example.com', email_verified: true, sub: 'google-old', iat: past - 60, exp: past };
  expect((await signInWithGoogle()).res.headers.location).toBe(FAILED);
});

test('the provider refusing the sign-in, or a missing code, ends on the failure page', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/google/callback?error=access_denied&state=x',
  });
  expect(res.headers.location).toBe(FAILED);
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/google/callback' })).headers.location).toBe(
    FAILED,
  );
});

test('without Google configured, the start sends the browser back to /login to say so', async () => {
  const plain = await createTestApp({ config: { auth: testAuthConfig, appOrigin: testConfig().appOrigin } });
  const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`${ORIGIN}/login?error=google_not_configured`);
  await plain.close();
});

test('the code works once, in the browser that started the sign-in, within a minute; a session token in its place signs nobody in', async () => {
  identity = { email: 'code@example.com', email_verified: true, sub: 'google-code' };
  const refused = { message: 'Sign in was not completed. Please try again.', code: 'UNAUTHORIZED' };

  // Another browser (no binding cookie, or its own from another sign-in) cannot use the code, which is then spent.
  const first = (await signInWithGoogle()).res;
  const elsewhere = await exchange(codeFrom(first.headers.location), '');
  expect(elsewhere.statusCode).toBe(401);
  expect(elsewhere.json()).toEqual(refused);
  expect((await exchange(codeFrom(first.headers.location), bindingOf(first))).statusCode).toBe(401);

  const attackers = (await signInWithGoogle()).res;
  const victims = (await signInWithGoogle()).res;
  expect((await exchange(codeFrom(attackers.headers.location), bindingOf(victims))).statusCode).toBe(401);

  // Late.
  const late = (await signInWithGoogle()).res;
  t.clock.advance(61 * 1000);
  expect((await exchange(codeFrom(late.headers.location), bindingOf(late))).statusCode).toBe(401);

  // Twice: the second exchange gets nothing, and the answer removes the binding cookie.
  const once = (await signInWithGoogle()).res;
  const ok = await exchange(codeFrom(once.headers.location), bindingOf(once));
  expect(ok.statusCode).toBe(200);
  expect([ok.headers['set-cookie']].flat().map(String)).toContain(
    'tf_google_exchange=; Max-Age=0; Path=/api/auth/google; HttpOnly; SameSite=Strict',
  );
  const again = await exchange(codeFrom(once.headers.location), bindingOf(once));
  expect(again.statusCode).toBe(401);

  // A session token (what /auth-success used to take) is not a code.
  const token = ok.json<{ token: string }>().token;
  expect((await exchange(token.slice(0, 100), bindingOf(once))).statusCode).toBe(401);
  expect(await t.database.db.query.signInCodes.findMany()).toHaveLength(0);
});

test('with two-factor on, Google sign-in asks for the code too before a session starts', async () => {
  identity = { email: 'twofa.google@example.com', email_verified: true, name: 'Tara', sub: 'google-2fa' };
  const headers = bearer(await tokenFrom((await signInWithGoogle()).res));
  const { secret } = (await t.app.inject({ method: 'POST', url: '/api/account/two-factor', headers })).json<{
    secret: string;
  }>();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const code = (ms = 0) => totp.generate({ timestamp: t.clock.now().getTime() + ms });
  const on = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers,
    payload: { code: code() },
  });
  expect(on.statusCode).toBe(200);

  const { res } = await signInWithGoogle();
  const answer = await exchange(codeFrom(res.headers.location), bindingOf(res));
  expect(answer.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge: answer.json<{ challenge: string }>().challenge, code: code(30_000) },
  });
  expect(signedIn.json()).toMatchObject({
    token: expect.any(String),
    user: { email: 'twofa.google@example.com' },
  });
});
