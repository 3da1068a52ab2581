// The person's rights over their data (issue 21): a copy of everything held, and deletion by them or, at their
// request, by an owner (audited).
import { eq } from 'drizzle-orm';
import {
  DELETE_CODE_REQUIRED_MESSAGE,
  DELETE_PASSWORD_WRONG_MESSAGE,
  DELETE_SUBSCRIBER_EMAIL_MESSAGE,
  DELETE_TEAM_MESSAGE,
  type DeleteSubscriberRequest,
} from '../../../contracts/account';
import type { AccountExport } from '../../../contracts/account-export';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { PasswordCheck } from '../auth/account-password-check';
import type { AuthContext } from '../auth/session-service';
import type { UserRow } from '../auth/user-repository';
import { enqueueEmail } from '../email/outbox';
import { eraseAccount, type ErasedAccount } from './account-erasure';
import { exportAccount } from './account-export';

/**
 * The one place deletion asks for the second factor: answers whether `code` proves it (true for an account without
 * two-factor on). app.ts composes the two-factor service's check.
 */
export type VerifySecondFactor = (user: UserRow, code: string | undefined) => Promise<boolean>;
export const noSecondFactor: VerifySecondFactor = () => Promise.resolve(true);
export const SECOND_FACTOR_WRONG_MESSAGE = 'That code is not right. Please try a new one.';

export function createAccountDataService(deps: {
  db: Db;
  clock: Clock;
  checkPassword: PasswordCheck;
  verifySecondFactor: VerifySecondFactor;
}) {
  const { db, clock } = deps;

  async function erase(tx: DbOrTx, userId: number, byOwner: boolean): Promise<ErasedAccount | undefined> {
    const now = clock.now();
    const erased = await eraseAccount(tx, userId, now);
    if (!erased) return undefined;
    await enqueueEmail(
      tx,
      {
        template: 'account-deleted',
        data: {
          name: erased.name,
          byOwner,
          planCancelled: erased.planCancelled,
          deletedAt: now.toISOString(),
        },
        to: erased.email,
        dedupeKey: `account-deleted:${userId}`,
      },
      now,
    );
    return erased;
  }

  return {
    async export(userId: number): Promise<AccountExport> {
      const data = await exportAccount(db, userId, clock.now());
      if (!data) throw new AppError('NOT_FOUND', 'Account not found');
      return data;
    },

    /** The person deletes their own account, with their password (and a code where two-factor is on). */
    async deleteOwn(
      caller: AuthContext,
      input: { password: string; code?: string | undefined },
    ): Promise<void> {
      if (caller.role !== 'subscriber') throw new AppError('CONFLICT', DELETE_TEAM_MESSAGE);
      const user = await deps.checkPassword(
        caller.userId,
        input.password,
        'password',
        DELETE_PASSWORD_WRONG_MESSAGE,
      );
      if (!(await deps.verifySecondFactor(user, input.code))) {
        const message = input.code ? SECOND_FACTOR_WRONG_MESSAGE : DELETE_CODE_REQUIRED_MESSAGE;
        throw new AppError('VALIDATION', message, { code: message });
      }
      await db.transaction(async (tx) => {
        const erased = await erase(tx, caller.userId, false);
        if (!erased) throw new AppError('NOT_FOUND', 'Account not found');
        await auditLogRepository(tx).record(
          {
            actor: { userId: caller.userId, email: null },
            action: 'account.delete',
            entityType: 'user',
            entityId: caller.userId,
            detail: { by: 'the person', planCancelled: erased.planCancelled },
          },
          clock.now(),
        );
      });
    },

    /**
     * An owner deletes a subscriber's account at the subscriber's request, confirmed as the person's own deletion
     * is: the subscriber's e-mail typed, the owner's password and, where the owner has two-factor on, a code. Audited.
     */
    async deleteByOwner(actor: AuthContext, userId: number, confirm: DeleteSubscriberRequest): Promise<void> {
      const [target] = await db
        .select({ role: users.role, email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!target || target.deletedAt) throw new AppError('NOT_FOUND', 'No such subscriber');
      if (target.role !== 'subscriber') throw new AppError('CONFLICT', DELETE_TEAM_MESSAGE);
      if (confirm.email.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw new AppError('VALIDATION', DELETE_SUBSCRIBER_EMAIL_MESSAGE, {
          email: DELETE_SUBSCRIBER_EMAIL_MESSAGE,
        });
      }
      const owner = await deps.checkPassword(
        actor.userId,
        confirm.password,
        'password',
        DELETE_PASSWORD_WRONG_MESSAGE,
      );
      if (!(await deps.verifySecondFactor(owner, confirm.code))) {
        const message = confirm.code ? SECOND_FACTOR_WRONG_MESSAGE : DELETE_CODE_REQUIRED_MESSAGE;
        throw new AppError('VALIDATION', message, { code: message });
      }
      await db.transaction(async (tx) => {
        const erased = await erase(tx, userId, true);
        if (!erased) throw new AppError('NOT_FOUND', 'No such subscriber');
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'subscriber.delete',
            entityType: 'user',
            entityId: userId,
            detail: { planCancelled: erased.planCancelled },
          },
          clock.now(),
        );
      });
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
