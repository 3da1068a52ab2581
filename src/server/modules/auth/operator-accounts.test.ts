import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';
import { DEFAULT_DEMO_PASSWORD, testAuthConfig } from './auth-config';
import { bearer, createUser, signIn } from './auth-test-support';
import { ensureOperatorAccounts } from './operator-accounts';
import { createPasswordHasher } from './password-hasher';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'tiffin-auth-config-'));

test('an empty embedded database gets the demo subscriber and the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
  const t = await createTestApp({
    config: {
      auth: {
        ...testAuthConfig,
        seedDemo: true,
        admin: { email: 'owner@tiffin.example', password: 'owner-passphrase-2025', name: 'Priya Shah' },
      },
    },
  });
  const demo = await signIn(t, 'demo@example.com', DEFAULT_DEMO_PASSWORD);
  const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(demo) });
  expect(profile.json()).toMatchObject({ name: 'Demo Subscriber', email: 'demo@example.com' });
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'owner@tiffin.example', password: 'owner-passphrase-2025' },
  });
  expect(admin.json()).toMatchObject({ user: { role: 'admin', name: 'Priya Shah' } });
  await t.close();
});

test('the demo is not seeded into a database that already has accounts', async () => {
  const t = await createTestApp();
  await createUser(t, { email: 'real@example.com', password: 'real-customer-pass' });
  await ensureOperatorAccounts({
    db: t.database.db,
    clock: t.clock,
    hasher: createPasswordHasher(10),
    config: { ...testAuthConfig, seedDemo: true },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'demo@example.com', password: DEFAULT_DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(401);
  await t.close();
});

test('at start an existing account is made admin, and a changed ADMIN_PASSWORD ends the old sessions', async () => {
  const t = await createTestApp();
  await createUser(t, { email: 'owner@tiffin.example', password: 'first-owner-pass' });
  const before = await signIn(t, 'owner@tiffin.example', 'first-owner-pass');
  const start = (password: string) =>
    ensureOperatorAccounts({
      db: t.database.db,
      clock: t.clock,
      hasher: createPasswordHasher(10),
      config: { ...testAuthConfig, admin: { email: 'Owner@Tiffin.example', password } },
    });
  await start('first-owner-pass');
  const stillIn = await t.app.inject({ url: '/api/user/profile', headers: bearer(before) });
  expect(stillIn.statusCode).toBe(200);
  const token = await signIn(t, 'owner@tiffin.example', 'first-owner-pass');
  expect(
    (await t.app.inject({ method: 'DELETE', url: '/api/admin/users/999/sessions', headers: bearer(token) }))
      .statusCode,
  ).toBe(404);

  await start('second-owner-passphrase');
  expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(401);
  await signIn(t, 'owner@tiffin.example', 'second-owner-passphrase');
  await t.close();
});

test('without ADMIN_NAME the owner is named from the address; ADMIN_NAME renames the old placeholder, never a chosen name', async () => {
  const t = await createTestApp();
  const start = (admin: { email: string; name?: string }) =>
    ensureOperatorAccounts({
      db: t.database.db,
      clock: t.clock,
      hasher: createPasswordHasher(10),
      config: { ...testAuthConfig, admin: { ...admin, password: 'owner-passphrase-2025' } },
    });
  const nameOf = async (email: string) => {
    const token = await signIn(t, email, 'owner-passphrase-2025');
    return (await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).json<{ name: string }>()
      .name;
  };

  await start({ email: 'priya.shah+ops@tiffin.example' });
  expect(await nameOf('priya.shah+ops@tiffin.example')).toBe('Priya Shah');

  // An owner made before ADMIN_NAME existed was called "Admin".
  await createUser(t, { email: 'founder@tiffin.example', role: 'admin', name: 'Admin' });
  await start({ email: 'founder@tiffin.example', name: 'Ravi Menon' });
  expect(await nameOf('founder@tiffin.example')).toBe('Ravi Menon');

  // A name the owner set for themselves stays, whatever ADMIN_NAME says at the next start.
  const token = await signIn(t, 'founder@tiffin.example', 'owner-passphrase-2025');
  await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: { name: 'Ravi M.' },
  });
  await start({ email: 'founder@tiffin.example', name: 'Someone Else' });
  expect(await nameOf('founder@tiffin.example')).toBe('Ravi M.');
  await t.close();
});

test('once the owner exists, a start without ADMIN_PASSWORD (as DEPLOY.md leaves it) keeps them and their password', async () => {
  const t = await createTestApp();
  const start = (admin: { email: string; password?: string }) =>
    ensureOperatorAccounts({
      db: t.database.db,
      clock: t.clock,
      hasher: createPasswordHasher(10),
      config: { ...testAuthConfig, admin },
    });
  await expect(start({ email: 'owner@tiffin.example' })).rejects.toThrow(
    /ADMIN_EMAIL owner@tiffin.example has no account yet: set ADMIN_PASSWORD/,
  );

  await start({ email: 'owner@tiffin.example', password: 'first-start-passphrase' });
  const before = await signIn(t, 'owner@tiffin.example', 'first-start-passphrase');
  await start({ email: 'owner@tiffin.example' });
  expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(before) })).statusCode).toBe(200);
  await signIn(t, 'owner@tiffin.example', 'first-start-passphrase');
  await t.close();
});

test('the auth settings have safe defaults and refuse half-configured or weak values', () => {
  const config = loadConfig({ DATA_DIR: tmp() }, '1');
  expect(config.auth).toEqual({
    passwordHashCost: 17,
    admin: undefined,
    seedDemo: true,
    demoPassword: 'tiffin-demo-2025',
    google: undefined,
    sessionCacheMs: 1000,
  });
  const postgres = loadConfig(
    {
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://localhost/db',
      APP_SECRET: 'x'.repeat(32),
      SEED_DEMO: 'true',
    },
    '1',
  );
  expect(postgres.auth.seedDemo).toBe(false);
  expect(postgres.auth.sessionCacheMs).toBe(0);
  expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }, '1').auth.seedDemo).toBe(false);
  expect(
    loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, '1').auth.google,
  ).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });

  expect(loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@example.com' }, '1').auth.admin).toEqual({
    email: 'a@example.com',
  });
  expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_PASSWORD: 'owner-passphrase-2025' }, '1')).toThrow(
    /ADMIN_PASSWORD .* set ADMIN_EMAIL too/,
  );
  expect(() =>
    loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, '1'),
  ).toThrow(/ADMIN_PASSWORD/);
  expect(() =>
    loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'password1234' }, '1'),
  ).toThrow(/ADMIN_PASSWORD is too common/);
  expect(
    loadConfig(
      {
        DATA_DIR: tmp(),
        ADMIN_EMAIL: 'a@example.com',
        ADMIN_PASSWORD: 'owner-passphrase-2025',
        ADMIN_NAME: ' Asha ',
      },
      '1',
    ).auth.admin,
  ).toEqual({ email: 'a@example.com', password: 'owner-passphrase-2025', name: 'Asha' });
  expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_NAME: 'Asha' }, '1')).toThrow(/ADMIN_NAME .* ADMIN_EMAIL/);
  expect(() => loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'id' }, '1')).toThrow(/GOOGLE_CLIENT_SECRET/);
  expect(() => loadConfig({ DATA_DIR: tmp(), PASSWORD_HASH_COST: '12' }, '1')).toThrow(/only for tests/);
  expect(
    loadConfig({ DATA_DIR: tmp(), PASSWORD_HASH_COST: '12', NODE_ENV: 'test' }, '1').auth.passwordHashCost,
  ).toBe(12);
});

test('passwords are stored as scrypt N=2^17, r=8, p=1 strings that verify in constant time', async () => {
  const hasher = createPasswordHasher(17);
  const stored = await hasher.hash('a fine lunch passphrase');
  expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(await hasher.verify(stored, 'a fine lunch passphrase')).toBe(true);
  expect(await hasher.verify(stored, 'a fine lunch passphrasE')).toBe(false);
  expect(hasher.needsRehash(stored)).toBe(false);
  expect(createPasswordHasher(10).needsRehash(stored)).toBe(true);
  expect(await hasher.verify('$scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'x')).toBe(false);
  expect(await hasher.verifyNothing('anything')).toBe(false);
});
