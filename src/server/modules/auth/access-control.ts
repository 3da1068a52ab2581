// Enforces each route's access policy before anything else runs, and puts the caller on request.auth.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AccessPolicy } from '../../http/routing';
import type { AuthContext, SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on routes that are not public; null on public ones. */
    auth: AuthContext | null;
  }
}

/** Whether the user may use the subscriber-only features (the subscription issue supplies the real check). */
export type EntitlementCheck = (userId: number) => Promise<boolean>;

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';
export const ADMIN_REQUIRED_MESSAGE = 'This area is for admins only';
/** What staff are told by an owner-only call (issue 21). */
export const OWNER_REQUIRED_MESSAGE = 'Only an owner can do this';
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'An active subscription is required for this feature';

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
  /** The route's request schemas, for the tests that walk every route with hostile input. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

const routesByApp = new WeakMap<object, RouteAccess[]>();

/** Every route registered on the app so far with its declared policy (for the test that walks them). */
export function registeredRoutes(app: FastifyInstance): readonly RouteAccess[] {
  return routesByApp.get(app) ?? [];
}

/** Methods that change nothing (a write under one of them would be a bug of its own). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  return match?.[1];
}

function unauthorized(): AppError {
  return new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE, undefined, { 'www-authenticate': 'Bearer' });
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    isEntitled?: EntitlementCheck;
    /** Throws when the team must set up two-factor sign-in before using the back office (issue 21). */
    checkBackOffice?: (auth: AuthContext) => Promise<void>;
  },
): void {
  const routes: RouteAccess[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { body, querystring, params } = route.schema ?? {};
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: { body, querystring, params },
      });
    }
  });

  app.decorateRequest('auth', null);

  // A write may have ended a session or changed a user (role, profile, subscription): reads kept from before it end
  // here, before its answer leaves, so the caller's next request is judged afresh.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.readsOnly !== true) {
      deps.sessions.forgetCached();
    }
    done(null, payload);
  });

  // onRequest: a caller without the right session is turned away before its body is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') {
      const token = request.routeOptions.config.readsCaller ? bearerToken(request) : undefined;
      if (token) request.auth = await deps.sessions.authenticate(token);
      return;
    }

    const token = bearerToken(request);
    const auth = token ? await deps.sessions.authenticate(token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;

    if (access === 'admin' && auth.role !== 'admin') {
      throw new AppError(
        'FORBIDDEN',
        auth.role === 'staff' ? OWNER_REQUIRED_MESSAGE : ADMIN_REQUIRED_MESSAGE,
      );
    }
    if (access === 'team' && auth.role === 'subscriber')
      throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
    if ((access === 'admin' || access === 'team') && deps.checkBackOffice) await deps.checkBackOffice(auth);
    // The session's own read says whether the caller is entitled; a check given in its place (tests) wins.
    const entitled = deps.isEntitled ? await deps.isEntitled(auth.userId) : auth.entitled;
    if (access === 'subscriber' && !entitled) {
      throw new AppError('FORBIDDEN', SUBSCRIPTION_REQUIRED_MESSAGE);
    }
  });
}

/** The caller of a route whose policy is not public (the hook has already turned everyone else away). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
