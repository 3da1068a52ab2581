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
 * unknown id, 400 for the empty body). Staff get the counter and the kitchen only (issue 21). OTHER_EXPECTED below
 * does the same for every other route of the app: together, the whole route table in two tables.
 */
const EXPECTED: Record<string, readonly [visitor: number, subscriber: number, staff: number, owner: number]> =
  {
    'GET /api/admin/stats': [401, 403, 403, 200],
    'GET /api/admin/subscribers': [401, 403, 403, 200],
    'GET /api/admin/subscribers.csv': [401, 403, 403, 200],
    'GET /api/admin/subscribers/:id': [401, 403, 403, 404],
    'POST /api/admin/subscribers/:id/sign-out': [401, 403, 403, 404],
    'DELETE /api/admin/subscribers/:id': [401, 403, 403, 400],
    'DELETE /api/admin/users/:userId/sessions': [401, 403, 403, 404],
    'POST /api/admin/subscribers/:id/free-trial': [401, 403, 403, 400],
    'GET /api/admin/subscribers/:id/credit': [401, 403, 403, 404],
    'POST /api/admin/subscribers/:id/credit': [401, 403, 403, 400],
    'GET /api/admin/email-logs': [401, 403, 403, 200],
    'POST /api/admin/email-logs/:id/resend': [401, 403, 403, 404],
    'POST /api/admin/send-newsletter': [401, 403, 403, 400],
    'GET /api/admin/settings': [401, 403, 403, 200],
    'GET /api/admin/audit-log': [401, 403, 403, 200],
    'GET /api/admin/closures': [401, 403, 403, 200],
    'PUT /api/admin/closures/settings': [401, 403, 403, 400],
    'GET /api/admin/gift-cards': [401, 403, 403, 200],
    'POST /api/admin/gift-cards/:id/refund': [401, 403, 403, 400],
    'POST /api/admin/gift-cards/:id/resend': [401, 403, 403, 400],
    'GET /api/admin/gift-card-settings': [401, 403, 403, 200],
    'PUT /api/admin/gift-card-settings': [401, 403, 403, 400],
    'GET /api/admin/referral-settings': [401, 403, 403, 200],
    'PUT /api/admin/referral-settings': [401, 403, 403, 400],
    'POST /api/admin/closures': [401, 403, 403, 400],
    'DELETE /api/admin/closures/:id': [401, 403, 403, 404],
    'GET /api/admin/prices': [401, 403, 403, 200],
    'POST /api/admin/prices': [401, 403, 403, 400],
    'GET /api/admin/sales-tax': [401, 403, 403, 200],
    'PUT /api/admin/sales-tax': [401, 403, 403, 400],
    'GET /api/admin/reports/statement': [401, 403, 403, 400],
    'GET /api/admin/reports/sales-tax': [401, 403, 403, 400],
    'GET /api/admin/exports/charges.csv': [401, 403, 403, 400],
    'GET /api/admin/exports/refunds.csv': [401, 403, 403, 400],
    'GET /api/admin/exports/credit.csv': [401, 403, 403, 400],
    'GET /api/admin/ratings': [401, 403, 200, 200],
    'GET /api/admin/cases': [401, 403, 403, 200],
    'GET /api/admin/cases/:id': [401, 403, 403, 404],
    'POST /api/admin/cases/:id/replies': [401, 403, 403, 400],
    'POST /api/admin/cases/:id/resolve': [401, 403, 403, 400],
    'GET /api/admin/pickups/today': [401, 403, 200, 200],
    'POST /api/admin/pickups/check-in': [401, 403, 400, 400],
    'GET /api/admin/production': [401, 403, 200, 200],
    'GET /api/admin/kitchen/shopping-list': [401, 403, 200, 200],
    'GET /api/admin/kitchen/labels': [401, 403, 200, 200],
    'GET /api/admin/dishes': [401, 403, 200, 200],
    'POST /api/admin/dishes': [401, 403, 400, 400],
    'GET /api/admin/dishes/:id': [401, 403, 404, 404],
    'PATCH /api/admin/dishes/:id': [401, 403, 404, 404],
    'DELETE /api/admin/dishes/:id': [401, 403, 404, 404],
    'POST /api/admin/dishes/:id/photo': [401, 403, 404, 404],
    'GET /api/admin/foods': [401, 403, 400, 400],
    'GET /api/admin/menu/access': [401, 403, 200, 200],
    'GET /api/admin/menu/weeks': [401, 403, 200, 200],
    'GET /api/admin/menu/weeks/:weekStart': [401, 403, 400, 400],
    'PUT /api/admin/menu/weeks/:weekStart': [401, 403, 400, 400],
    'GET /api/admin/menu/rotation': [401, 403, 200, 200],
    'PUT /api/admin/menu/rotation': [401, 403, 400, 400],
    'PUT /api/admin/menu/editors/:userId': [401, 403, 403, 400],
    'PUT /api/admin/menu/settings': [401, 403, 403, 400],
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

/** Every other call of the app, and its answer to the same four callers (the same empty bodies and unknown ids). */
const OTHER_EXPECTED: Record<
  string,
  readonly [visitor: number, subscriber: number, staff: number, owner: number]
> = {
  'POST /api/auth/login': [400, 400, 400, 400],
  'POST /api/auth/forgot-password': [400, 400, 400, 400],
  'POST /api/auth/reset-password': [400, 400, 400, 400],
  'POST /api/auth/password-link': [400, 400, 400, 400],
  'GET /api/user/profile': [401, 200, 200, 200],
  'PATCH /api/user/profile': [401, 400, 400, 400],
  'GET /api/account/sessions': [401, 200, 200, 200],
  'DELETE /api/account/sessions/:id': [401, 400, 400, 400],
  'DELETE /api/account/sessions': [401, 200, 200, 200],
  'POST /api/account/password': [401, 400, 400, 400],
  'GET /api/auth/google': [302, 302, 302, 302],
  'GET /api/auth/google/callback': [302, 302, 302, 302],
  'POST /api/auth/google/exchange': [400, 400, 400, 400],
  'GET /api/account/two-factor': [401, 200, 200, 200],
  'POST /api/account/two-factor': [401, 200, 200, 200],
  'POST /api/account/two-factor/confirm': [401, 400, 400, 400],
  'DELETE /api/account/two-factor': [401, 400, 400, 400],
  'POST /api/auth/login/two-factor': [400, 400, 400, 400],
  'POST /api/auth/login/verify': [400, 400, 400, 400],
  'GET /api/health': [200, 200, 200, 200],
  'GET /api/menu': [200, 200, 200, 200],
  'GET /api/menu/photos/:photoId': [400, 400, 400, 400],
  'POST /api/page-views': [400, 400, 400, 400],
  'GET /api/launch': [200, 200, 200, 200],
  'GET /api/plans': [200, 200, 200, 200],
  'POST /api/waitlist': [400, 400, 400, 400],
  'GET /api/email-templates/previews': [200, 200, 200, 200],
  'POST /api/validate-subscription-capacity': [400, 400, 400, 400],
  'POST /api/checkout-credit': [400, 400, 400, 400],
  'POST /api/validate-coupon': [400, 400, 400, 400],
  'POST /api/validate-referral': [400, 400, 400, 400],
  'POST /api/gift-cards': [400, 400, 400, 400],
  'POST /api/gift-cards/redeem': [401, 400, 400, 400],
  'POST /api/validate-gift-card': [400, 400, 400, 400],
  'GET /api/referral': [401, 200, 403, 403],
  'POST /api/process-payment-and-create-subscription': [400, 400, 400, 400],
  'POST /api/create-subscription': [400, 400, 400, 400],
  'POST /api/complete-payment': [400, 400, 400, 400],
  'GET /api/subscription': [401, 200, 404, 404],
  'DELETE /api/subscription': [401, 200, 404, 404],
  'POST /api/subscription/resume': [401, 200, 404, 404],
  'PATCH /api/subscription/upgrade': [401, 400, 400, 400],
  'POST /api/subscription/skip': [401, 400, 400, 400],
  'DELETE /api/subscription/skip/:weekStartDate': [401, 400, 400, 400],
  'POST /api/subscription/pause': [401, 400, 400, 400],
  'DELETE /api/subscription/pause': [401, 409, 404, 404],
  'PUT /api/subscription/friday-special': [401, 400, 400, 400],
  'PATCH /api/subscription/preferences': [401, 400, 400, 400],
  'PUT /api/subscription/card': [401, 400, 400, 400],
  'POST /api/subscription/calendar-link': [401, 200, 404, 404],
  'GET /api/calendar/:token.ics': [404, 404, 404, 404],
  'GET /api/orders': [401, 200, 200, 200],
  'GET /api/nutritional-goals': [401, 404, 403, 403],
  'POST /api/nutritional-goals': [401, 400, 403, 403],
  'POST /api/daily-nutrition': [401, 400, 403, 403],
  'POST /api/daily-nutrition/batch': [401, 400, 403, 403],
  'POST /api/daily-nutrition/copy': [401, 400, 403, 403],
  'GET /api/daily-nutrition/recent': [401, 200, 403, 403],
  'GET /api/daily-nutrition/lunch': [401, 200, 403, 403],
  'POST /api/daily-nutrition/lunch': [401, 201, 403, 403],
  'GET /api/daily-nutrition/:date': [401, 400, 403, 403],
  'PATCH /api/daily-nutrition/entries/:id': [401, 404, 403, 403],
  'DELETE /api/daily-nutrition/entries/:id': [401, 404, 403, 403],
  'POST /api/nutrition/weights': [401, 400, 403, 403],
  'GET /api/nutrition/weights': [401, 200, 403, 403],
  'GET /api/nutrition/preferences': [401, 200, 403, 403],
  'PUT /api/nutrition/preferences': [401, 400, 403, 403],
  'DELETE /api/nutrition/weights/:date': [401, 400, 403, 403],
  'GET /api/ai-recommendations': [401, 200, 403, 403],
  'POST /api/ai-recommendations/generate': [401, 200, 403, 403],
  'GET /api/nutrition/history': [401, 200, 403, 403],
  'GET /api/nutrition/streaks': [401, 200, 403, 403],
  'GET /api/nutrition/check-in': [401, 200, 403, 403],
  'POST /api/nutrition/check-in': [401, 400, 403, 403],
  'GET /api/nutrition/export': [401, 200, 404, 404],
  'GET /api/foods': [401, 400, 403, 403],
  'POST /api/foods/parse': [401, 400, 403, 403],
  'GET /api/foods/custom': [401, 200, 403, 403],
  'POST /api/foods/custom': [401, 400, 403, 403],
  'DELETE /api/foods/custom/:code': [401, 400, 403, 403],
  'GET /api/foods/meals': [401, 200, 403, 403],
  'POST /api/foods/meals': [401, 400, 403, 403],
  'DELETE /api/foods/meals/:id': [401, 404, 403, 403],
  'GET /api/subscription/pickup-code': [401, 200, 200, 200],
  'GET /api/account/export': [401, 200, 200, 200],
  'GET /api/account/credit': [401, 200, 200, 200],
  'POST /api/ratings': [401, 400, 400, 400],
  'GET /api/ratings': [401, 200, 200, 200],
  'GET /api/ratings/dishes': [200, 200, 200, 200],
  'GET /api/ratings/link': [400, 400, 400, 400],
  'POST /api/ratings/link': [400, 400, 400, 400],
  'POST /api/cases': [401, 400, 400, 400],
  'GET /api/cases': [401, 200, 200, 200],
  'GET /api/account/export/tracker.csv': [401, 200, 200, 200],
  'DELETE /api/account': [401, 400, 400, 400],
  'GET /': [200, 200, 200, 200],
  'GET /subscribe': [200, 200, 200, 200],
  'GET /subscribe-old': [200, 200, 200, 200],
  'GET /login': [200, 200, 200, 200],
  'GET /forgot-password': [200, 200, 200, 200],
  'GET /reset-password': [200, 200, 200, 200],
  'GET /auth-success': [200, 200, 200, 200],
  'GET /dashboard': [200, 200, 200, 200],
  'GET /insights': [200, 200, 200, 200],
  'GET /insights/:articleId': [404, 404, 404, 404],
  'GET /nutrition': [200, 200, 200, 200],
  'GET /privacy': [200, 200, 200, 200],
  'GET /terms': [200, 200, 200, 200],
  'GET /refund': [200, 200, 200, 200],
  'GET /faq': [200, 200, 200, 200],
  'GET /admin': [200, 200, 200, 200],
  'GET /admin/subscribers/:id': [200, 200, 200, 200],
  'GET /admin/roster': [200, 200, 200, 200],
  'GET /admin/menu': [200, 200, 200, 200],
  'GET /admin/shopping-list': [200, 200, 200, 200],
  'GET /admin/labels': [200, 200, 200, 200],
  'GET /admin/gift-cards': [200, 200, 200, 200],
  'GET /gift-cards': [200, 200, 200, 200],
  'GET /admin/production': [200, 200, 200, 200],
  'GET /admin/waitlist': [200, 200, 200, 200],
  'GET /admin/coupons': [200, 200, 200, 200],
  'GET /admin/audit': [200, 200, 200, 200],
  'GET /admin/books': [200, 200, 200, 200],
  'GET /admin/team': [200, 200, 200, 200],
  'GET /admin/security': [200, 200, 200, 200],
  'GET /admin/login': [200, 200, 200, 200],
  'GET /waitlist': [200, 200, 200, 200],
  'GET /email-preview': [200, 200, 200, 200],
  'GET /welcome': [200, 200, 200, 200],
  'GET /api/newsletter/unsubscribe': [400, 400, 400, 400],
  'POST /api/newsletter/unsubscribe': [400, 400, 400, 400],
  'POST /api/auth/logout': [401, 200, 200, 200],
};

/** Calls that end the caller's own session: answered last, so every other call meets a signed-in caller. */
const ENDS_OWN_SESSION = new Set(['POST /api/auth/logout']);
const otherRoutes = (): RouteAccess[] => {
  const backOffice = new Set(backOfficeRoutes().map(keyOf));
  const routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && !backOffice.has(keyOf(r)));
  return [
    ...routes.filter((r) => !ENDS_OWN_SESSION.has(keyOf(r))),
    ...routes.filter((r) => ENDS_OWN_SESSION.has(keyOf(r))),
  ];
};

test('every other call of the app answers a visitor, a subscriber, staff and an owner as its table says', async () => {
  expect(otherRoutes().map(keyOf).sort()).toEqual(Object.keys(OTHER_EXPECTED).sort());
  const answered: Record<string, number[]> = {};
  for (const route of otherRoutes()) {
    answered[keyOf(route)] = [];
    for (const caller of CALLERS) answered[keyOf(route)]?.push((await call(route, caller)).statusCode);
  }
  expect(answered).toEqual(OTHER_EXPECTED);
});
