// Every route in the route table, as a visitor, a subscriber and an admin, with hostile input: never a 5xx, text
// no field may hold is 400 naming the field, and a refused request leaves the database as it was.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registeredRoutes, type RouteAccess } from '../modules/auth/access-control';
import { signInAdmin, signInAdminAgain } from '../modules/admin/admin-test-support';
import { signInAgain } from '../modules/subscriptions/subscription-test-support';
import { GOALS, trackerSubscriber } from '../modules/nutrition/nutrition-test-support';
import { databaseFingerprint } from '../testing/database-fingerprint';
import { hostileVariants, sampleRequest, urlOf, type Variant } from '../testing/hostile-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

type Role = 'visitor' | 'subscriber' | 'admin';

let t: TestApp;
let fingerprint: ReturnType<typeof databaseFingerprint>;
/** The database as the last request that reached a handler left it. */
let known: Record<string, string>;
/** Requests that reached a route's handler (past access control and validation). */
let handled = 0;
const headersOf: Record<Role, Record<string, string>> = { visitor: {}, subscriber: {}, admin: {} };

beforeAll(async () => {
  t = await createTestApp({
    config: { testClock: true },
    routes: (app) => {
      app.addHook('preHandler', (_request, _reply, done) => {
        handled += 1;
        done();
      });
    },
  });
  headersOf.subscriber = await trackerSubscriber(t);
  headersOf.admin = await signInAdmin(t);
  const goals = await t.app.inject({
    method: 'POST',
    url: '/api/nutritional-goals',
    headers: headersOf.subscriber,
    payload: GOALS,
  });
  expect(goals.statusCode).toBe(200);
  fingerprint = databaseFingerprint(t.database.db);
  known = await fingerprint();
});
afterAll(() => t.close());

function mayPass(role: Role, route: RouteAccess): boolean {
  switch (route.access) {
    case undefined:
    case 'public':
      return true;
    case 'admin':
    case 'team':
      return role === 'admin';
    case 'subscriber':
      return role === 'subscriber';
    case 'user':
      return role !== 'visitor';
  }
}

async function signInAgainAs(role: Role): Promise<void> {
  if (role === 'subscriber') headersOf.subscriber = await signInAgain(t);
  if (role === 'admin') headersOf.admin = await signInAdminAgain(t);
}

/** Signing out last: it would end the session the rest of the walk uses. */
function routesToWalk(): RouteAccess[] {
  const routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD');
  const last = (r: RouteAccess) => (r.url === '/api/auth/logout' ? 1 : 0);
  return [...routes].sort((a, b) => last(a) - last(b));
}

function send(role: Role, route: RouteAccess, variant: Variant): Promise<LightMyRequestResponse> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const payload = variant.rawBody ?? (variant.body === undefined ? undefined : JSON.stringify(variant.body));
  return t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, variant.params, variant.query),
    headers: {
      ...headersOf[role],
      ...(hasBody && payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody && payload !== undefined ? { payload } : {}),
    remoteAddress: '198.51.100.77',
  });
}

function check(role: Role, route: RouteAccess, variant: Variant, res: LightMyRequestResponse): void {
  const what = `${role} ${route.method} ${route.url}: ${variant.label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  // An address whose percent-encoding is not UTF-8 is refused by the router, before access control.
  if (
    variant.refusesField === undefined &&
    res.statusCode === 400 &&
    res.json<{ code: string }>().code === 'BAD_REQUEST'
  )
    return;
  if (!mayPass(role, route)) {
    expect([401, 403], what).toContain(res.statusCode);
    return;
  }
  if (variant.refusesField !== undefined) {
    expect(res.statusCode, what).toBe(400);
    const body = res.json<{ code: string; fields?: Record<string, string> }>();
    expect(body.code, what).toBe('VALIDATION');
    expect(Object.keys(body.fields ?? {}), what).toContain(variant.refusesField);
  }
}

const refused = (res: LightMyRequestResponse) => res.statusCode >= 400;

/**
 * Sends each variant. A request that never reached a handler (refused at the door or by validation) cannot have
 * written; one that did is followed by a look at the database, which must be as before when it was refused.
 */
async function walk(role: Role, route: RouteAccess, variants: Variant[]): Promise<void> {
  for (const variant of variants) {
    const before = handled;
    const res = await send(role, route, variant);
    check(role, route, variant, res);
    if (route.url === '/api/auth/logout' && res.statusCode === 200) await signInAgainAs(role);
    if (handled === before) continue;
    const now = await fingerprint();
    if (refused(res)) expect(now, `${role} ${route.method} ${route.url}: ${variant.label}`).toEqual(known);
    known = now;
  }
}

test.each<Role>(['visitor', 'subscriber', 'admin'])(
  'every route answers hostile input sent as the %s with a 4xx that names the field and changes nothing',
  async (role) => {
    let sent = 0;
    for (const route of routesToWalk()) {
      const variants = hostileVariants(route, sampleRequest(route));
      // A caller the route turns away at the door gets a few of them: what matters there is no 5xx.
      const chosen = mayPass(role, route) ? variants : variants.slice(0, 4);
      await walk(role, route, chosen);
      sent += chosen.length;
    }
    expect(sent).toBeGreaterThan(500);
    expect(handled).toBeGreaterThan(0);
  },
  // Over 500 requests each, most followed by a look at every table: 10-15 s alone, and npm test runs it beside the
  // browser tests on two cores (the project's 120 s ran out once with the machine's load at 20).
  360_000,
);

test('the digest sees a write, and answers from the last one while nothing is written', async () => {
  // On a PostgreSQL server the transaction ids are the whole cluster's: the other test files' databases write beside
  // this one, so whether a digest was read again there depends on them. Only the embedded database is this file's
  // alone, and only there can the reads be counted.
  const alone = t.database.kind === 'pglite';
  const before = await fingerprint();
  const { read } = fingerprint.counts;
  expect(await fingerprint()).toEqual(before);
  if (alone) expect(fingerprint.counts.read).toBe(read);
  const view = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: '/faq', visitorId: '5b0e7c1e-6a5e-4c1e-9a51-2f1f4b0c9d3e' },
  });
  expect(view.statusCode).toBe(204);
  expect(await fingerprint()).not.toEqual(before);
  if (alone) expect(fingerprint.counts.read).toBe(read + 1);
  else expect(fingerprint.counts.read).toBeGreaterThan(read);
});

test.each(['user-agent', 'referer'])(
  'a page view whose %s header carries a NUL or a control byte is refused with the header named, and counts nothing',
  async (header) => {
    const before = await fingerprint();
    for (const value of ['Mozilla/5.0\u0000', 'https://example.com/\u0007']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/page-views',
        payload: { path: '/', visitorId: '5b0e7c1e-6a5e-4c1e-9a51-2f1f4b0c9d3e' },
        headers: { [header]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { [header]: expect.any(String) as string },
      });
    }
    expect(await fingerprint()).toEqual(before);
  },
);
