import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('health answers ok with the database and version', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'ok', version: 'test' });
});

test('every response carries the strict security headers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBeDefined();
  expect(res.headers['strict-transport-security']).toContain('max-age=');
});

test('a draining instance (SIGTERM) says so with 503 for the proxy, and still serves, closing each connection', async () => {
  t.app.lifecycle.draining = true;
  try {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining', db: 'ok', version: 'test' });
    const menu = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers.connection).toBe('close');
  } finally {
    t.app.lifecycle.draining = false;
  }
});

test('health answers 503 when the database does not answer', async () => {
  const broken = await createTestApp();
  await broken.database.close();
  const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'degraded', db: 'down' });
  await broken.app.close();
});
