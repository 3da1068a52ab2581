// Account credit as the subscriber and the owner see it: the balance and its history, and the owner's changes.
import { and, eq, isNull } from 'drizzle-orm';
import type { AccountCredit, AdminCreditResponse, CreditEntry } from '../../../contracts/credit';
import { CREDIT_REASON_LABELS, type AdminCreditRequest } from '../../../contracts/credit';
import { cents, formatUsd } from '../../../domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { creditRepository, type CreditEntryRow } from './credit-repository';

/** The history shown: the latest entries (a weekly subscriber makes about one a week). */
const ENTRIES_SHOWN = 100;

export function toCreditEntry(row: CreditEntryRow): CreditEntry {
  return {
    id: row.id,
    amount: row.amountCents,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCreditService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function account(userId: number): Promise<AccountCredit> {
    const credit = creditRepository(db);
    const [balance, entries] = await Promise.all([
      credit.balanceOf(userId),
      credit.entriesOf(userId, ENTRIES_SHOWN),
    ]);
    return { balance, entries: entries.map(toCreditEntry) };
  }

  return {
    account,

    /** A subscriber's credit as the owner sees it on their page: 404 for an account that is not a subscriber's. */
    async accountOfSubscriber(userId: number): Promise<AccountCredit> {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (!user || user.role !== 'subscriber') throw new AppError('NOT_FOUND', 'No such subscriber');
      return account(userId);
    },

    /** Adds (or, negative, removes) credit with a reason, audited; a removal never takes the balance below zero. */
    async adjust(
      actor: AuthContext,
      userId: number,
      input: { amount: number; reason: AdminCreditRequest['reason']; note?: string | undefined },
    ): Promise<AdminCreditResponse> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)));
        if (!user || user.role !== 'subscriber') throw new AppError('NOT_FOUND', 'No such subscriber');
        const credit = creditRepository(tx);
        const balance = await credit.lockBalance(userId);
        if (balance + input.amount < 0) {
          const most = `The balance is ${formatUsd(cents(balance))}: remove at most that.`;
          throw new AppError('VALIDATION', most, { amount: most });
        }
        const entry = await credit.add(
          {
            userId,
            amountCents: input.amount,
            reason: input.reason,
            note: input.note || null,
            createdBy: actor.userId,
          },
          now,
        );
        await auditLogRepository(tx).record(
          {
            actor,
            action: input.amount > 0 ? 'subscriber.credit-add' : 'subscriber.credit-remove',
            entityType: 'user',
            entityId: userId,
            detail: {
              amountCents: input.amount,
              reason: input.reason,
              note: input.note || null,
              balanceCents: balance + input.amount,
            },
          },
          now,
        );
        const amount = formatUsd(cents(Math.abs(input.amount)));
        const after = formatUsd(cents(balance + input.amount));
        return {
          success: true as const,
          message: `${input.amount > 0 ? 'Added' : 'Removed'} ${amount} (${CREDIT_REASON_LABELS[input.reason].toLowerCase()}). The balance is now ${after}.`,
          balance: balance + input.amount,
          entry: toCreditEntry(entry),
        };
      });
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
