import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AccessPolicy } from '../../http/routing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredRoutes, type RouteAccess } from './access-control';
import { bearer, createUser, signIn } from './auth-test-support';

const POLICIES: readonly AccessPolicy[] = ['public', 'user', 'subscriber', 'team', 'admin'];
/** No feature has a subscriber-only route yet: one probe route per policy makes sure each walk walks something. */
const PROBE = '/api/test-probe/';

let t: TestApp;
let asha: string;
let ben: string;
let boss: string;
let cook: string;
let ashaId: number;
/** The real entitlement check is the subscription issue's; here Asha is entitled and nobody else. */
const entitled = new Set<number>();
beforeAll(async () => {
  t = await createTestApp({
    deps: { isEntitled: (userId) => Promise.resolve(entitled.has(userId)) },
    routes(app) {
      for (const access of POLICIES) {
        app.get(`${PROBE}${access}`, { config: { access } }, (request) => ({
          userId: request.auth?.userId ?? null,
        }));
      }
    },
  });
  const ashaRow = await createUser(t, {
    email: 'asha@example.com',
    password: 'saffron-lunchbox',
    name: 'Asha Rao',
    phone: '(469) 555-0101',
    address: '1 Main St, Irving, TX 75039',
    username: 'asha',
  });
  ashaId = ashaRow.id;
  entitled.add(ashaId);
  await createUser(t, { email: 'ben@example.com', password: 'tamarind-rice-bowl', name: 'Ben Ortiz' });
  await createUser(t, { email: 'boss@example.com', password: 'masala-admin-2025', role: 'admin' });
  await createUser(t, { email: 'cook@example.com', password: 'tandoor-staff-2025', role: 'staff' });
  asha = await signIn(t, 'asha@example.com', 'saffron-lunchbox');
  ben = await signIn(t, 'ben@example.com', 'tamarind-rice-bowl');
  boss = await signIn(t, 'boss@example.com', 'masala-admin-2025');
  cook = await signIn(t, 'cook@example.com', 'tandoor-staff-2025');
});
afterAll(() => t.close());

const apiRoutes = (): RouteAccess[] =>
  registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
const protectedRoutes = (policy?: AccessPolicy) =>
  apiRoutes().filter((r) => r.access !== 'public' && (policy === undefined || r.access === policy));
// Ids nobody has: a walk must not change anyone's data (an admin call answers 404, past the access check).
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '999999').replace(/\*/g, 'x');
const call = (route: RouteAccess, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

test('every registered API route declares one of the five access policies', () => {
  const routes = apiRoutes().filter((r) => !r.url.startsWith(PROBE));
  expect(routes.length).toBeGreaterThan(5);
  const undeclared = routes.filter((r) => !r.access || !POLICIES.includes(r.access));
  expect(undeclared).toEqual([]);
});

test('the sign-in routes declare the policies they are meant to have', () => {
  const policyOf = (method: string, url: string) =>
    apiRoutes().find((r) => r.method === method && r.url === url)?.access;
  expect(policyOf('POST', '/api/auth/login')).toBe('public');
  expect(policyOf('POST', '/api/auth/forgot-password')).toBe('public');
  expect(policyOf('POST', '/api/auth/reset-password')).toBe('public');
  expect(policyOf('GET', '/api/auth/google')).toBe('public');
  expect(policyOf('GET', '/api/auth/google/callback')).toBe('public');
  expect(policyOf('POST', '/api/auth/login/two-factor')).toBe('public');
  expect(policyOf('POST', '/api/account/two-factor')).toBe('user');
  expect(policyOf('POST', '/api/auth/logout')).toBe('user');
  expect(policyOf('GET', '/api/user/profile')).toBe('user');
  expect(policyOf('DELETE', '/api/admin/users/:userId/sessions')).toBe('admin');
});

test('an app refuses to start with an API route that declares no policy', async () => {
  await expect(createTestApp({ routes: (app) => app.get('/api/undeclared', () => ({})) })).rejects.toThrow(
    /Route GET \/api\/undeclared declares no access policy/,
  );
});

test('every protected route answers 401 to an anonymous caller', async () => {
  const routes = protectedRoutes();
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const res = await call(route);
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'UNAUTHORIZED' });
  }
});

test('every admin route answers 403 to a subscriber and lets the admin through', async () => {
  const routes = protectedRoutes('admin');
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const asSubscriber = await call(route, bearer(asha));
    expect(asSubscriber.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(asSubscriber.json()).toEqual({ message: 'This area is for admins only', code: 'FORBIDDEN' });
    const asAdmin = await call(route, bearer(boss));
    expect([401, 403], `${route.method} ${route.url}`).not.toContain(asAdmin.statusCode);
  }
});

test('every owner-only route answers 403 to staff with its own message', async () => {
  for (const route of protectedRoutes('admin')) {
    const asStaff = await call(route, bearer(cook));
    expect(asStaff.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(asStaff.json()).toEqual({ message: 'Only an owner can do this', code: 'FORBIDDEN' });
  }
});

test('every team route answers 403 to a subscriber and lets staff and owners through', async () => {
  const routes = protectedRoutes('team');
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes) {
    const asSubscriber = await call(route, bearer(asha));
    expect(asSubscriber.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(asSubscriber.json()).toEqual({ message: 'This area is for admins only', code: 'FORBIDDEN' });
    for (const caller of [cook, boss]) {
      const res = await call(route, bearer(caller));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  }
});

test('every subscriber-only route answers 403 to a signed-in user without a subscription, the team included', async () => {
  const routes = protectedRoutes('subscriber');
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    for (const caller of [ben, boss, cook]) {
      const res = await call(route, bearer(caller));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({
        message: 'An active subscription is required for this feature',
        code: 'FORBIDDEN',
      });
    }
    const asSubscriber = await call(route, bearer(asha));
    expect([401, 403], `${route.method} ${route.url}`).not.toContain(asSubscriber.statusCode);
  }
});

test('every signed-in route lets any signed-in user through', async () => {
  const routes = protectedRoutes('user').filter((r) => r.url !== '/api/auth/logout');
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    for (const caller of [ben, cook]) {
      const res = await call(route, bearer(caller));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  }
});

test('each subscriber sees only their own profile, with Not-provided fields as null', async () => {
  const mine = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(asha) });
  expect(mine.json()).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.com',
    username: 'asha',
    phone: '(469) 555-0101',
    address: '1 Main St, Irving, TX 75039',
  });
  const other = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(ben) });
  expect(other.json()).toEqual({
    name: 'Ben Ortiz',
    email: 'ben@example.com',
    username: null,
    phone: null,
    address: null,
  });
  expect(other.body).not.toContain('asha');
});

test('a subscriber cannot sign another user out; an unknown user is 404 to the admin', async () => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/admin/users/1/sessions',
    headers: bearer(ben),
  });
  expect(res.statusCode).toBe(403);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(asha) })).statusCode,
  ).toBe(200);
  const missing = await t.app.inject({
    method: 'DELETE',
    url: '/api/admin/users/999999/sessions',
    headers: bearer(boss),
  });
  expect(missing.statusCode).toBe(404);
});

test('a route sees who is calling: the signed-in user on protected routes, nobody on public ones', async () => {
  const probe = async (access: AccessPolicy, token: string) =>
    (await t.app.inject({ url: `${PROBE}${access}`, headers: bearer(token) })).json<{
      userId: number | null;
    }>();
  expect(await probe('subscriber', asha)).toEqual({ userId: ashaId });
  expect(await probe('user', asha)).toEqual({ userId: ashaId });
  // A public route does not even look at the token.
  expect(await probe('public', asha)).toEqual({ userId: null });
});
