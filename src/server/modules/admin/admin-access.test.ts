import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { registeredRoutes, type RouteAccess } from '../auth/access-control';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { signInAdmin } from './admin-test-support';

type Caller = 'visitor' | 'subscriber' | 'staff' | 'owner';
const CALLERS: readonly Caller[] = ['visitor', 'subscriber', 'staff', 'owner'];

/**
 * Every call of the back office and its answer to a visitor, a subscriber, staff and an owner, with ids nobody has
 * and an empty body: 401 and 403 are the access check; anything else means the caller got past it (404 for the
 * unknown id, 400 for the empty body). Staff get the counter and the kitchen only (issue 21).
 */
const EXPECTED: Record<string, readonly [visitor: number, subscriber: number, staff: number, owner: number]> =
  {
    'GET /api/admin/stats': [401, 403, 403, 200],
    'GET /api/admin/subscribers': [401, 403, 403, 200],
    'GET /api/admin/subscribers.csv': [401, 403, 403, 200],
    'GET /api/admin/subscribers/:id': [401, 403, 403, 404],
    'POST /api/admin/subscribers/:id/sign-out': [401, 403, 403, 404],
    'DELETE /api/admin/subscribers/:id': [401, 403, 403, 404],
    'DELETE /api/admin/users/:userId/sessions': [401, 403, 403, 404],
    'POST /api/admin/subscribers/:id/free-trial': [401, 403, 403, 400],
    'GET /api/admin/email-logs': [401, 403, 403, 200],
    'POST /api/admin/email-logs/:id/resend': [401, 403, 403, 404],
    'POST /api/admin/send-newsletter': [401, 403, 403, 400],
    'GET /api/admin/settings': [401, 403, 403, 200],
    'GET /api/admin/audit-log': [401, 403, 403, 200],
    'GET /api/admin/pickups/today': [401, 403, 200, 200],
    'POST /api/admin/pickups/check-in': [401, 403, 400, 400],
    'GET /api/admin/production': [401, 403, 200, 200],
    'GET /api/admin/waitlist': [401, 403, 403, 200],
    'POST /api/admin/waitlist/:id/invite': [401, 403, 403, 404],
    'GET /api/admin/coupons': [401, 403, 403, 200],
    'POST /api/admin/coupons': [401, 403, 403, 400],
    'POST /api/admin/coupons/:id/disable': [401, 403, 403, 404],
    'GET /api/admin/coupons/:id/redemptions': [401, 403, 403, 404],
    'POST /api/admin/charges/:chargeId/refund': [401, 403, 403, 400],
    'GET /api/admin/team': [401, 403, 403, 200],
    'POST /api/admin/team': [401, 403, 403, 400],
    'PATCH /api/admin/team/:id': [401, 403, 403, 400],
    'DELETE /api/admin/team/:id': [401, 403, 403, 404],
    'POST /api/admin/team/:id/invitation': [401, 403, 403, 404],
    'GET /api/admin/backups': [401, 403, 403, 200],
    'POST /api/admin/backups': [401, 403, 403, 201],
    'GET /api/admin/incidents': [401, 403, 403, 200],
    'GET /api/admin/two-factor-policy': [401, 403, 403, 200],
    'PUT /api/admin/two-factor-policy': [401, 403, 403, 400],
    'POST /api/test-email-templates': [401, 403, 403, 400],
  };

let t: TestApp;
const headersOf: Record<Caller, Record<string, string>> = {
  visitor: {},
  subscriber: {},
  staff: {},
  owner: {},
};
beforeAll(async () => {
  t = await createTestApp();
  headersOf.subscriber = await subscribeAndSignIn(t);
  headersOf.owner = await signInAdmin(t);
  await createUser(t, { email: 'counter@example.com', password: 'counter-chai-2026', role: 'staff' });
  headersOf.staff = bearer(await signIn(t, 'counter@example.com', 'counter-chai-2026'));
});
afterAll(() => t.close());

/** The routes only the team may call: the /api/admin ones, and any other that declares admin or team. */
const backOfficeRoutes = (): RouteAccess[] =>
  registeredRoutes(t.app).filter(
    (r) =>
      r.method !== 'HEAD' && (r.url.startsWith('/api/admin/') || r.access === 'admin' || r.access === 'team'),
  );
const keyOf = (r: RouteAccess) => `${r.method} ${r.url}`;
const concreteUrl = (url: string) =>
  url.replace(':chargeId', '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, '999999');
const call = (route: RouteAccess, caller: Caller) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: headersOf[caller],
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

test('the table names every back-office call, and each is for owners or, for the kitchen, the team', () => {
  const routes = backOfficeRoutes();
  expect(routes.map(keyOf).sort()).toEqual(Object.keys(EXPECTED).sort());
  for (const route of routes) {
    const staffPass = EXPECTED[keyOf(route)]?.[2] !== 403;
    expect(route.access, keyOf(route)).toBe(staffPass ? 'team' : 'admin');
  }
});

test('each back-office call answers a visitor, a subscriber, staff and an owner as the table says', async () => {
  const answered: Record<string, number[]> = {};
  for (const route of backOfficeRoutes()) {
    answered[keyOf(route)] = [];
    for (const caller of CALLERS) {
      const res = await call(route, caller);
      answered[keyOf(route)]?.push(res.statusCode);
      if (res.statusCode === 403) {
        expect(res.json(), keyOf(route)).toEqual({
          message: caller === 'staff' ? 'Only an owner can do this' : 'This area is for admins only',
          code: 'FORBIDDEN',
        });
      }
    }
  }
  expect(answered).toEqual(EXPECTED);
});

test('the role is read from the database on each call: a demoted admin is refused at once', async () => {
  const { users } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  const ok = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: headersOf.owner });
  expect(ok.statusCode).toBe(200);
  await t.database.db.update(users).set({ role: 'subscriber' }).where(eq(users.email, 'boss@example.com'));
  const refused = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: headersOf.owner });
  expect(refused.statusCode).toBe(403);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'boss@example.com'));
});
