import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { isBetaBannerVisible, launchPhaseAt } from '../domain/launch';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'tiffin-config-'));

test('defaults serve on 127.0.0.1:3000 with the origin derived from the port', () => {
  const config = loadConfig({ DATA_DIR: tmp() }, '1.0.0');
  expect(config.port).toBe(3000);
  expect(config.host).toBe('127.0.0.1');
  expect(config.appOrigin).toBe('http://localhost:3000');
  expect(config.databaseUrl).toBeUndefined();
});

test('a bad value stops the start with one line naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmp() }, '1')).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmp() }, '1')).toThrow(/^Invalid configuration: PORT /);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: tmp() }, '1')).toThrow(/DATABASE_URL/);
  expect(() => loadConfig({ LOG_LEVEL: 'loud', DATA_DIR: tmp() }, '1')).toThrow(/LOG_LEVEL/);
});

test('the signing secret is generated once and kept in DATA_DIR', () => {
  const dir = tmp();
  const first = loadConfig({ DATA_DIR: dir }, '1').appSecret;
  expect(first.length).toBeGreaterThanOrEqual(48);
  expect(loadConfig({ DATA_DIR: dir }, '1').appSecret).toBe(first);
  expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first);
});

test('several instances on PostgreSQL must share a configured secret', () => {
  expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/db', DATA_DIR: tmp() }, '1')).toThrow(
    /APP_SECRET/,
  );
  const config = loadConfig(
    { DATABASE_URL: 'postgres://localhost/db', APP_SECRET: 'x'.repeat(32), DATA_DIR: tmp() },
    '1',
  );
  expect(config.appSecret).toBe('x'.repeat(32));
});

test('SESSION_CACHE_MS sets how long the embedded process keeps a session’s read, 0 for never', () => {
  expect(loadConfig({ DATA_DIR: tmp(), SESSION_CACHE_MS: '0' }, '1').auth.sessionCacheMs).toBe(0);
  expect(() => loadConfig({ DATA_DIR: tmp(), SESSION_CACHE_MS: 'forever' }, '1')).toThrow(/SESSION_CACHE_MS/);
});

test('X-Forwarded-For is believed only from proxies TRUST_PROXY names, never from everyone', () => {
  const trustProxy = (value?: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }, '1').trustProxy;
  expect(trustProxy()).toBe(false);
  expect(trustProxy('false')).toBe(false);
  expect(trustProxy('1')).toBe(1);
  expect(trustProxy('10.0.0.5, 10.0.0.0/24,::1,loopback')).toEqual([
    '10.0.0.5',
    '10.0.0.0/24',
    '::1',
    'loopback',
  ]);
  for (const bad of ['true', '0', 'proxy.example.com', '10.0.0.300']) {
    expect(() => trustProxy(bad)).toThrow(
      /^Invalid configuration: TRUST_PROXY must be false, a hop count \(1, 2, \.\.\.\) or a comma-separated list/,
    );
  }
});

test('by default the launch dates the site is sent are the spec’s, at midnight in Irving', () => {
  const { launch } = loadConfig({ DATA_DIR: tmp() }, '1').business;
  const dates = {
    betaBannerCutoff: new Date(launch.betaBannerCutoff),
    inviteOnlyStart: new Date(launch.inviteOnlyStart),
  };
  // July 4th 2024 and August 1st 2025 begin at 05:00 UTC in Irving (CDT, UTC-5).
  expect(isBetaBannerVisible(new Date('2024-07-04T04:59:59Z'), dates)).toBe(true);
  expect(isBetaBannerVisible(new Date('2024-07-04T05:00:00Z'), dates)).toBe(false);
  expect(launchPhaseAt(new Date('2025-08-01T04:59:59Z'), dates)).toBe('beta');
  expect(launchPhaseAt(new Date('2025-08-01T05:00:00Z'), dates)).toBe('inviteOnly');
});

test('the launch dates can be moved with BETA_BANNER_CUTOFF and INVITE_ONLY_START', () => {
  const { launch } = loadConfig(
    {
      DATA_DIR: tmp(),
      BETA_BANNER_CUTOFF: '2030-01-10T06:00:00Z',
      INVITE_ONLY_START: '2030-02-01T06:00:00Z',
    },
    '1',
  ).business;
  expect(launch).toEqual({
    betaBannerCutoff: '2030-01-10T06:00:00Z',
    inviteOnlyStart: '2030-02-01T06:00:00Z',
  });
  expect(() => loadConfig({ DATA_DIR: tmp(), INVITE_ONLY_START: 'August 1st' }, '1')).toThrow(
    /^Invalid configuration: INVITE_ONLY_START /,
  );
});

test('Google sign-in talks to its issuer over https only', () => {
  const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
  expect(loadConfig({ DATA_DIR: tmp(), ...google }, '1').auth.google?.issuer).toBe(
    'https://accounts.google.com',
  );
  expect(() =>
    loadConfig({ DATA_DIR: tmp(), ...google, GOOGLE_ISSUER: 'http://idp.example.com' }, '1'),
  ).toThrow(/^Invalid configuration: GOOGLE_ISSUER must be an https:\/\/ URL$/);
});
