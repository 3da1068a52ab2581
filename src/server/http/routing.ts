// Route typing and the access policy every API route must declare.
import type {
  FastifyInstance,
  FastifyTypeProviderDefault,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * Who may call a route: anyone, a signed-in user, a subscriber entitled to the tracker, the team (owners and staff,
 * issue 21), or an owner (`admin`, the role the spec's token names).
 */
export type AccessPolicy = 'public' | 'user' | 'subscriber' | 'team' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /**
     * A POST that only reads (its body is too long for a query string, as a typed sentence): the session reads this
     * process keeps survive it, as they survive a GET.
     */
    readsOnly?: true;
    /**
     * A public route that uses the signed-in caller when the request carries a valid session (checkout spends the
     * caller's own account credit); a missing or stale token is a caller of nobody, never a refusal.
     */
    readsCaller?: boolean;
    /**
     * A subscriber's write whose own statement checks the caller's session (decision 0046): the access hook checks
     * only the token, the handler passes `request.sessionInWrite` to the write, and any answer that the write did
     * not settle is held back until the session is read as every other signed-in request reads it.
     */
    sessionInWrite?: true;
  }
}

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type UntypedApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  FastifyTypeProviderDefault
>;

/** Refuses to register an /api route that does not say who may call it. */
export function requireAccessPolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    }
  });
}
