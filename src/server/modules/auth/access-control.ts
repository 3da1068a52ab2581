// Enforces each route's access policy before anything else runs, and puts the caller on request.auth.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AccessPolicy } from '../../http/routing';
import { toErrorBody } from '../../http/error-handler';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/outage';
import { callerSessionValues, type CallerSessionValues, type CallerState } from './session-repository';
import type { AuthContext, SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on routes that are not public; null on public ones (and until a write checks it). */
    auth: AuthContext | null;
    /** On a `sessionInWrite` route, the session its write checks; null elsewhere. */
    sessionInWrite: SessionInWrite | null;
  }
}

/**
 * The caller of a `sessionInWrite` route (decision 0046): the user and session a well-signed token names, not yet
 * known to be live. The write's statement checks the session with `values` (session-repository.ts: callerSession)
 * and hands what it found to `found`, which refuses as the access hook would have.
 */
export interface SessionInWrite {
  readonly userId: number;
  readonly values: CallerSessionValues;
  /** Throws the 401 or 403 the access hook would have answered, unless the session is live and entitled. */
  found(state: CallerState): void;
  /** True once the write (or the read before an answer it did not settle) has said where the session stands. */
  settled: boolean;
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
    if (route.config?.sessionInWrite && route.config.access !== 'subscriber') {
      throw new Error(
        `Route ${route.url}: sessionInWrite checks a subscriber's session, its access must say so`,
      );
    }
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
  app.decorateRequest('sessionInWrite', null);

  /** What the access hook answers a caller whose session is not live (401) or who is not entitled (403). */
  function refusalFor(state: CallerState): AppError | undefined {
    if (state === 'signed-out') return unauthorized();
    if (state === 'not-entitled') return new AppError('FORBIDDEN', SUBSCRIPTION_REQUIRED_MESSAGE);
    return undefined;
  }

  function sessionInWrite(claim: { userId: number; sessionId: string; now: Date }): SessionInWrite {
    return {
      userId: claim.userId,
      values: callerSessionValues(claim.sessionId, claim.userId, claim.now),
      settled: false,
      found(state) {
        this.settled = true;
        const refusal = refusalFor(state);
        if (refusal) throw refusal;
      },
    };
  }

  /**
   * An answer on a `sessionInWrite` route that its write did not settle (a 4xx before the write, a repeat answered
   * from what an earlier request wrote): the session is read as on any other signed-in request, and a caller signed
   * out or no longer entitled gets the 401 or 403 they would have got first, whatever the route would have answered.
   */
  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    let refusal: AppError | FastifyError | undefined;
    try {
      const token = bearerToken(request);
      const auth = token ? await deps.sessions.authenticate(token) : null;
      refusal = refusalFor(auth ? (auth.entitled ? 'entitled' : 'not-entitled') : 'signed-out');
      if (!refusal) {
        request.auth = auth;
        return payload;
      }
    } catch (error) {
      // The session cannot be read (the database out of reach): the answer cannot go out without it. Answered here,
      // as the error handler would: an error passed on from onSend would reach Fastify's own handler instead.
      // The error handler takes whatever was thrown as a FastifyError as well.
      refusal = (error instanceof Error ? error : new Error(String(error))) as FastifyError;
      if (!isDatabaseUnavailable(refusal)) request.log.error({ err: refusal }, 'request failed');
    }
    const { status, body } = toErrorBody(refusal);
    void reply.removeHeader('idempotent-replayed').removeHeader('retry-after').code(status);
    void reply.type('application/json; charset=utf-8');
    if (refusal instanceof AppError && refusal.headers) void reply.headers(refusal.headers);
    if (status === 503) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return JSON.stringify(body);
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    // A write may have ended a session or changed a user (role, profile, subscription): reads kept from before it end
    // here, before its answer leaves, so the caller's next request is judged afresh.
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.readsOnly !== true) {
      deps.sessions.forgetCached();
    }
    const check = request.sessionInWrite;
    if (!check || check.settled) return done(null, payload);
    check.settled = true;
    void settle(request, reply, payload).then((answer) => done(null, answer));
  });

  // onRequest: a caller without the right session is turned away before its body is even read.
  app.addHook('onRequest', async (request) => {
    const { access, sessionInWrite: inWrite } = request.routeOptions.config;
    // The write checks the session in its own statement (decision 0046); a check given in deps (tests) reads it here.
    if (inWrite && !deps.isEntitled) {
      const token = bearerToken(request);
      const claim = token ? await deps.sessions.claim(token) : null;
      if (!claim) throw unauthorized();
      request.sessionInWrite = sessionInWrite(claim);
      return;
    }
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

/**
 * The caller of a `sessionInWrite` route: the user, and the session the write must check (absent when the access
 * hook has read it already, as it does when tests give their own entitlement check).
 */
export function writerOf(request: FastifyRequest): { userId: number; session?: SessionInWrite } {
  if (request.sessionInWrite)
    return { userId: request.sessionInWrite.userId, session: request.sessionInWrite };
  return { userId: callerOf(request).userId };
}
