// The signed-in person's own sessions: where they are signed in, ending one or all others, and changing the password
// (which signs every other browser out and says so by e-mail).
import type { AccountSession } from '../../../contracts/account';
import { CURRENT_PASSWORD_WRONG_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '../../../contracts/account';
import { describeUserAgent } from '../../../domain/session-device';
import { newPasswordProblem } from '../../../domain/password-policy';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueEmail } from '../email/outbox';
import type { PasswordCheck } from './account-password-check';
import type { PasswordHasher } from './password-hasher';
import { sessionRepository } from './session-repository';
import type { AuthContext } from './session-service';
import { userRepository } from './user-repository';

/**
 * The e-mail that says the password changed and how many browsers were signed out: after a change here and after a
 * reset by e-mail (password-reset-service.ts), in the transaction of the change.
 */
export async function enqueuePasswordChangedEmail(
  tx: DbOrTx,
  user: { id: number; name: string; email: string },
  change: { how: 'changed' | 'reset'; signedOut: number },
  now: Date,
): Promise<void> {
  await enqueueEmail(
    tx,
    {
      template: 'password-changed',
      data: { name: user.name, how: change.how, signedOut: change.signedOut, changedAt: now.toISOString() },
      to: user.email,
      dedupeKey: `password-changed:${user.id}:${now.getTime()}`,
    },
    now,
  );
}

export function createAccountSessionsService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  checkPassword: PasswordCheck;
}) {
  const { db, clock, hasher, checkPassword } = deps;
  return {
    async list(caller: AuthContext): Promise<AccountSession[]> {
      const rows = await sessionRepository(db).listLive(caller.userId, clock.now());
      const sessions = rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        place: row.clientAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
      // This browser first, then the others by when they were last used.
      return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
    },

    async end(caller: AuthContext, sessionId: string): Promise<void> {
      const ended = await sessionRepository(db).revokeOwn(caller.userId, sessionId, clock.now());
      if (!ended) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    },

    endOthers: (caller: AuthContext) =>
      sessionRepository(db).revokeOthers(caller.userId, caller.sessionId, clock.now()),

    /** A new password, the current one confirmed: every other browser is signed out and the person told. */
    async changePassword(
      caller: AuthContext,
      input: { currentPassword: string; newPassword: string },
    ): Promise<number> {
      await checkPassword(
        caller.userId,
        input.currentPassword,
        'currentPassword',
        CURRENT_PASSWORD_WRONG_MESSAGE,
      );
      const problem = newPasswordProblem(input.newPassword);
      if (problem) throw new AppError('VALIDATION', problem, { newPassword: problem });
      const passwordHash = await hasher.hash(input.newPassword);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const users = userRepository(tx);
        await users.update(caller.userId, { passwordHash }, now);
        const signedOut = await sessionRepository(tx).revokeOthers(caller.userId, caller.sessionId, now);
        await enqueuePasswordChangedEmail(
          tx,
          { id: caller.userId, name: caller.name, email: caller.email },
          { how: 'changed', signedOut },
          now,
        );
        return signedOut;
      });
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
