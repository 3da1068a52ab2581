// GET /api/auth/google and its callback: the OpenID Connect code flow with state, nonce and PKCE bound to the browser.
import * as z from 'zod/mini';
import {
  GOOGLE_AUTH_FAILED,
  GOOGLE_NOT_CONFIGURED,
  SIGN_IN_NOT_COMPLETED_MESSAGE,
  googleExchangeRequestSchema,
} from '../../../contracts/auth';
import { loginAnswerSchema } from '../../../contracts/two-factor';
import type { OidcClient, OidcStart } from '../../adapters/oauth/oidc-client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { DeviceCookie } from './device-cookie';
import type { TwoFactorChallenger } from './login-service';
import { accountForGoogleIdentity } from './google-sign-in';
import type { OAuthStateCookie } from './oauth-state-cookie';
import type { SessionService } from './session-service';
import type { SignInCodes } from './sign-in-codes';
import { userRepository } from './user-repository';

const param = z.optional(z.string().check(z.maxLength(2048)));
/** Providers add parameters of their own (scope, authuser, iss...): only these are read. */
const callbackQuerySchema = z.object({ code: param, state: param, error: param });

export interface GoogleRouteDeps {
  db: Db;
  clock: Clock;
  appOrigin: string;
  /** Undefined when Google sign-in is not configured. */
  oidc: OidcClient | undefined;
  cookie: OAuthStateCookie;
  sessions: SessionService;
  codes: SignInCodes;
  device: DeviceCookie;
  /** Google proves who the person is, not that they hold their second factor: two-factor asks for its code too. */
  twoFactorChallenge: TwoFactorChallenger;
}

export function googleRoutes(app: App, deps: GoogleRouteDeps): void {
  // Every redirect target is fixed here; none is ever taken from the request.
  const callbackUrl = `${deps.appOrigin}/api/auth/google/callback`;
  const loginWithError = (error: string) => `${deps.appOrigin}/login?error=${error}`;

  app.get('/api/auth/google', { config: { access: 'public' } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!deps.oidc) return reply.redirect(loginWithError(GOOGLE_NOT_CONFIGURED), 302);
    let started: OidcStart;
    try {
      started = await deps.oidc.start(callbackUrl);
    } catch (err) {
      request.log.warn({ reason: err instanceof Error ? err.message : 'unknown' }, 'google discovery failed');
      return reply.redirect(loginWithError(GOOGLE_AUTH_FAILED), 302);
    }
    const cookie = await deps.cookie.set(started.checks, deps.clock.now());
    return reply.header('set-cookie', cookie).redirect(started.url, 302);
  });

  app.get(
    '/api/auth/google/callback',
    { config: { access: 'public' }, schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('set-cookie', deps.cookie.clear());
      const fail = (reason: string) => {
        request.log.warn({ reason }, 'google sign-in failed');
        return reply.redirect(loginWithError(GOOGLE_AUTH_FAILED), 302);
      };
      const { code, state, error } = request.query;
      if (!deps.oidc) return fail('not configured');
      if (error || !code || !state) return fail(error ? `provider said ${error}` : 'code or state missing');

      const started = await deps.cookie.open(request.headers.cookie, state, deps.clock.now());
      if (!started) return fail('state does not match the browser that started the sign-in');

      try {
        // The provider's whole answer, on the one callback address this server uses, for the library to check.
        const answer = new URL(callbackUrl);
        answer.search = new URL(request.url, deps.appOrigin).search;
        const identity = await deps.oidc.finish(answer, started);
        const user = await accountForGoogleIdentity(deps.db, deps.clock, identity);
        // Not a session in the address bar: a one-time code this browser alone can exchange for one.
        const { code, setCookie } = await deps.codes.issue(user.id, deps.clock.now());
        return reply
          .header('set-cookie', setCookie)
          .redirect(`${deps.appOrigin}/auth-success?code=${code}`, 302);
      } catch (err) {
        return fail(err instanceof Error ? `${err.name}: ${err.message}` : 'unknown');
      }
    },
  );

  app.post(
    '/api/auth/google/exchange',
    {
      config: { access: 'public' },
      schema: { body: googleExchangeRequestSchema, response: { 200: loginAnswerSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('set-cookie', deps.codes.clearCookie());
      const cookies = request.headers.cookie;
      const userId = await deps.codes.redeem(request.body.code, cookies, deps.clock.now());
      const user = userId === null ? undefined : await userRepository(deps.db).findById(userId);
      if (!user) {
        request.log.warn('google sign-in code refused: unknown, used, expired or from another browser');
        throw new AppError('UNAUTHORIZED', SIGN_IN_NOT_COMPLETED_MESSAGE);
      }
      const challenge = await deps.twoFactorChallenge(user.id);
      if (challenge !== null) return { twoFactorRequired: true as const, challenge };
      const token = await deps.sessions.start(user, {
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
      if (!deps.device.deviceFor(cookies, user.email)) {
        void reply.header('set-cookie', deps.device.issue(user.email).setCookie);
      }
      return {
        token,
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
        message: 'Login successful',
      };
    },
  );
}
