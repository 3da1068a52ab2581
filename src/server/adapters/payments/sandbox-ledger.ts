// The sandbox gateway's records in the app's database: written by the "provider" itself, outside our transactions.
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sandboxLedger } from '../../db/schema';
import type { LedgerEntry, SandboxLedger } from './sandbox-gateway';

type Row = typeof sandboxLedger.$inferSelect;

function entryOf(row: Row): LedgerEntry {
  return {
    key: row.key,
    kind: row.kind,
    requestHash: row.requestHash,
    outcome: row.outcome,
    declineCode: row.declineCode,
    resultId: row.resultId,
    paymentId: row.paymentId,
    amountCents: row.amountCents,
  };
}

export function databaseLedger(deps: { db: Db; clock: Clock }): SandboxLedger {
  const { db, clock } = deps;

  async function find(key: string): Promise<LedgerEntry | undefined> {
    const [row] = await db.select().from(sandboxLedger).where(eq(sandboxLedger.key, key));
    return row ? entryOf(row) : undefined;
  }

  return {
    find,

    async remember(entry) {
      const [inserted] = await db
        .insert(sandboxLedger)
        .values({ ...entry, createdAt: clock.now() })
        .onConflictDoNothing({ target: sandboxLedger.key })
        .returning();
      if (inserted) return entryOf(inserted);
      const kept = await find(entry.key);
      if (!kept) throw new Error('a sandbox ledger entry vanished');
      return kept;
    },

    async findPayment(paymentId) {
      const [row] = await db
        .select()
        .from(sandboxLedger)
        .where(and(eq(sandboxLedger.resultId, paymentId), eq(sandboxLedger.kind, 'charge')));
      return row ? entryOf(row) : undefined;
    },

    async refundedOf(paymentId) {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${sandboxLedger.amountCents}), 0)::int` })
        .from(sandboxLedger)
        .where(and(eq(sandboxLedger.paymentId, paymentId), eq(sandboxLedger.kind, 'refund')));
      return Number(row?.cents ?? 0);
    },
  };
}
