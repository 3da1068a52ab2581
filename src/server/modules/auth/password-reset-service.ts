// Resetting a forgotten password by e-mail: one answer for every address, single-use links, all sessions ended.
import { INVALID_RESET_LINK_MESSAGE } from '../../../contracts/auth';
import { newPasswordProblem } from '../../../domain/password-policy';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueEmail } from '../email/outbox';
import { authTokenRepository } from './auth-token-repository';
import { hashLinkToken, issueLinkToken, PASSWORD_RESET_TTL_MINUTES } from './email-link-tokens';
import type { PasswordHasher } from './password-hasher';
import { sessionRepository } from './session-repository';
import { userRepository } from './user-repository';

/** One reset e-mail a minute per account at most, so the form cannot be used to flood someone's inbox. */
const RESEND_INTERVAL_MS = 60 * 1000;

export interface PasswordResetService {
  /** Enqueues a reset e-mail when the address has an account; does nothing visible otherwise. */
  requestReset(email: string): Promise<void>;
  /** Sets the password from a reset or account-setup link and ends every session of the account. */
  resetPassword(token: string, password: string): Promise<void>;
}

export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  appOrigin: string;
}): PasswordResetService {
  const { db, clock, hasher, appOrigin } = deps;

  return {
    async requestReset(email) {
      const user = await userRepository(db).findByEmail(email);
      if (!user) return;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const latest = await authTokenRepository(tx).latestFor(user.id);
        if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS) return;
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

      await db.transaction(async (tx) => {
        const now = clock.now();
        const used = await authTokenRepository(tx).consume(tokenHash, now);
        if (!used) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
        await userRepository(tx).update(used.userId, { passwordHash }, now);
        await sessionRepository(tx).revokeAllForUser(used.userId, now);
      });
    },
  };
}
