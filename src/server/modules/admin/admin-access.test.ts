import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredRoutes, type RouteAccess } from '../auth/access-control';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { signInAdmin } from './admin-test-support';

let t: TestApp;
let subscriber: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  subscriber = await subscribeAndSignIn(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const adminRoutes = (): RouteAccess[] =>
  registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
const concreteUrl = (url: string) =>
  url.replace(':chargeId', '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, '999999');
const call = (route: RouteAccess, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

test('every /api/admin call is for admins only', () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(21);
  expect(routes.filter((r) => r.access !== 'admin')).toEqual([]);
});

test('a visitor gets 401 and a subscriber 403 from every admin call', async () => {
  for (const route of adminRoutes()) {
    const visitor = await call(route);
    expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
    const refused = await call(route, subscriber);
    expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  }
});

test('an admin gets past the access check of every admin call', async () => {
  for (const route of adminRoutes()) {
    const res = await call(route, admin);
    expect([200, 201, 204, 400, 404, 409], `${route.method} ${route.url}: ${res.body}`).toContain(
      res.statusCode,
    );
  }
});

test('the role is read from the database on each call: a demoted admin is refused at once', async () => {
  const { users } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  const ok = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin });
  expect(ok.statusCode).toBe(200);
  await t.database.db.update(users).set({ role: 'subscriber' }).where(eq(users.email, 'boss@example.com'));
  const refused = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin });
  expect(refused.statusCode).toBe(403);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'boss@example.com'));
});
