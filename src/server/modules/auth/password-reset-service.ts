// Resetting a forgotten password by e-mail: one answer for every address, single-use links, all sessions ended.
import { INVALID_RESET_LINK_MESSAGE } from '../../../contracts/auth';
import { newPasswordProblem } from '../../../domain/password-policy';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { AppError } from '../../http/app-error';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import { enqueueEmail } from '../email/outbox';
import { enqueuePasswordChangedEmail } from './account-sessions-service';
import { authTokenRepository } from './auth-token-repository';
import { hashLinkToken, issueLinkToken, PASSWORD_RESET_TTL_MINUTES } from './email-link-tokens';
import { loginFailureRepository } from './login-failure-repository';
import type { PasswordHasher } from './password-hasher';
import { sessionRepository } from './session-repository';
import { userRepository } from './user-repository';

/** One reset e-mail a minute per account at most, so the form cannot be used to flood someone's inbox. */
const RESEND_INTERVAL_MS = 60 * 1000;
export const TOO_MANY_RESETS_MESSAGE =
  'Too many password reset requests. Please wait a while, then check your inbox before asking again.';

export interface PasswordResetService {
  /**
   * Enqueues a reset e-mail when the address has an account; does nothing visible otherwise. Requests are limited per
   * client address (429, whatever the e-mail); e-mails per account and hour, silently.
   */
  requestReset(email: string, ip: string): Promise<void>;
  /** Sets the password from a reset or account-setup link and ends every session of the account; answers its e-mail. */
  resetPassword(token: string, password: string): Promise<{ email: string }>;
}

export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  appOrigin: string;
  limiter: RateLimiter;
  limits: AbuseLimits;
}): PasswordResetService {
  const { db, clock, hasher, appOrigin, limiter, limits } = deps;

  return {
    async requestReset(email, ip) {
      const perAddress = { limit: limits.passwordResetsPerAddressPerHour, windowMs: HOUR_MS };
      await limiter.take('password-reset:address', ip, perAddress, TOO_MANY_RESETS_MESSAGE);
      const user = await userRepository(db).findByEmail(email);
      if (!user) return;
      const now = clock.now();
      const sentRecently = async (tokens: ReturnType<typeof authTokenRepository>) => {
        const latest = await tokens.latestFor(user.id);
        return latest !== undefined && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS;
      };
      if (await sentRecently(authTokenRepository(db))) return;
      // The account's hourly e-mail budget: past it nothing more is sent, and the answer stays the same, so that
      // strangers asking for someone's reset neither flood their inbox nor stop them (the latest link still works).
      const perAccount = { limit: limits.passwordResetEmailsPerAccountPerHour, windowMs: HOUR_MS };
      if (!(await limiter.hit('password-reset:account', String(user.id), perAccount)).allowed) return;
      await db.transaction(async (tx) => {
        if (await sentRecently(authTokenRepository(tx))) return;
        const link = await issueLinkToken(tx, { userId: user.id, purpose: 'password-reset', now, appOrigin });
        await enqueueEmail(
          tx,
          {
            template: 'password-reset',
            data: { name: user.name, resetUrl: link.url, expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
            to: user.email,
            dedupeKey: `password-reset:${link.tokenId}`,
          },
          now,
        );
      });
    },

    async resetPassword(token, password) {
      const tokenHash = hashLinkToken(token);
      const pending = await authTokenRepository(db).findUsable(tokenHash, clock.now());
      if (!pending) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
      const problem = newPasswordProblem(password);
      if (problem) throw new AppError('VALIDATION', problem, { password: problem });
      const passwordHash = await hasher.hash(password);

      return db.transaction(async (tx) => {
        const now = clock.now();
        const used = await authTokenRepository(tx).consume(tokenHash, now);
        if (!used) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
        const users = userRepository(tx);
        await users.update(used.userId, { passwordHash }, now);
        const user = await users.findById(used.userId);
        if (!user) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
        const signedOut = await sessionRepository(tx).revokeAllForUser(used.userId, now);
        await loginFailureRepository(tx).clearForEmail(user.email.toLowerCase());
        // A first password (account set-up, a team invitation) changes nothing the person must hear about.
        if (used.purpose === 'password-reset') {
          await enqueuePasswordChangedEmail(tx, user, { how: 'reset', signedOut }, now);
        }
        return { email: user.email };
      });
    },
  };
}
