// Wires sign-in into the app: access control first (so it covers every route), then the auth routes and accounts.
import type { AppConfig } from '../../config';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import { createOidcClient } from '../../adapters/oauth/oidc-client';
import { accountRoutes } from './account-routes';
import { createPasswordCheck, type PasswordCheck } from './account-password-check';
import { accountSessionsRoutes } from './account-sessions-routes';
import { createAccountSessionsService } from './account-sessions-service';
import { registerAccessControl, type EntitlementCheck } from './access-control';
import { authRoutes } from './auth-routes';
import { googleRoutes } from './google-routes';
import { createDeviceCookie } from './device-cookie';
import { createLoginService } from './login-service';
import { createOAuthStateCookie } from './oauth-state-cookie';
import { ensureOperatorAccounts } from './operator-accounts';
import { createPasswordHasher } from './password-hasher';
import { createPasswordLinkService } from './password-link-service';
import { passwordLinkRoutes } from './password-link-routes';
import { createPasswordResetService } from './password-reset-service';
import { createSessionService } from './session-service';
import { createSessionTokens } from './session-token';
import { createSignInCheckService } from './sign-in-check-service';
import { createSignInCodes } from './sign-in-codes';
import { createSignInThrottle } from './sign-in-throttle';
import { twoFactorRoutes } from './two-factor-routes';
import { createTwoFactorService } from './two-factor-service';

export async function registerAuth(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock; limiter: RateLimiter; isEntitled?: EntitlementCheck },
): Promise<{
  checkPassword: PasswordCheck;
  /** Deletion's second factor: true without two-factor on, else for a good code. */
  confirmsSecondFactor: (userId: number, code: string | undefined) => Promise<boolean>;
}> {
  const { config, db, clock, limiter } = deps;
  const limits = config.limits;
  const hasher = createPasswordHasher(config.auth.passwordHashCost);
  const sessions = createSessionService({
    db,
    clock,
    tokens: createSessionTokens(config.appSecret),
    cacheMs: config.auth.sessionCacheMs,
  });

  const twoFactor = createTwoFactorService({ db, clock, appSecret: config.appSecret, limits });
  registerAccessControl(app, {
    sessions,
    isEntitled: deps.isEntitled,
    checkBackOffice: twoFactor.checkBackOffice,
  });
  const device = createDeviceCookie(config.appSecret, config.appOrigin);
  const throttle = createSignInThrottle({ db, clock, limits });

  authRoutes(app, {
    sessions,
    login: createLoginService({
      db,
      clock,
      hasher,
      sessions,
      throttle,
      checks: createSignInCheckService({
        db,
        clock,
        appOrigin: config.appOrigin,
        limiter,
        throttle,
        twoFactor,
      }),
      twoFactorChallenge: twoFactor.challengeFor,
    }),
    passwordReset: createPasswordResetService({
      db,
      clock,
      hasher,
      appOrigin: config.appOrigin,
      limiter,
      limits,
    }),
    device,
  });
  passwordLinkRoutes(app, { passwordLinks: createPasswordLinkService({ db, clock }) });
  accountRoutes(app, { db, clock });
  const checkPassword = createPasswordCheck({ db, hasher, limiter });
  accountSessionsRoutes(app, {
    sessions: createAccountSessionsService({ db, clock, hasher, checkPassword }),
  });
  googleRoutes(app, {
    db,
    clock,
    sessions,
    appOrigin: config.appOrigin,
    oidc: config.auth.google ? createOidcClient(config.auth.google) : undefined,
    cookie: createOAuthStateCookie(config.appSecret, config.appOrigin),
    codes: createSignInCodes(db, config.appOrigin),
    device,
    twoFactorChallenge: twoFactor.challengeFor,
  });
  twoFactorRoutes(app, { twoFactor, sessions, device });

  await ensureOperatorAccounts({ db, clock, hasher, config: config.auth });
  return {
    checkPassword,
    confirmsSecondFactor: (userId, code) => twoFactor.confirmsSecondFactor(userId, code),
  };
}
