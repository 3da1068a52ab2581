// The account credit ledger (issue 43): entries, the balance kept beside them, and what a charge's try spends.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CreditReason } from '../../../contracts/credit';
import type { DbOrTx } from '../../db/client';
import { charges, creditBalances, creditEntries } from '../../db/schema';

export type CreditEntryRow = typeof creditEntries.$inferSelect;

/** One try of a charge that may spend credit: the subscriber's account and the try's number. */
export interface CreditTry {
  chargeId: string;
  userId: number;
  attempt: number;
}

/** One meal's credit for a closed day, given once per account and day. */
export interface ClosureGrant {
  userId: number;
  day: string;
  amountCents: number;
  note: string;
}

export function creditRepository(db: DbOrTx) {
  /** Moves a balance by `delta` (the row made when missing); the table's check refuses anything below zero. */
  async function moveBalance(userId: number, delta: number, now: Date): Promise<void> {
    if (delta < 0) {
      // Not an upsert: the row an insert proposes is checked before its conflict is seen, and -n fails the check.
      await db
        .update(creditBalances)
        .set({ balanceCents: sql`${creditBalances.balanceCents} + ${delta}`, updatedAt: now })
        .where(eq(creditBalances.userId, userId));
      return;
    }
    await db
      .insert(creditBalances)
      .values({ userId, balanceCents: delta, updatedAt: now })
      .onConflictDoUpdate({
        target: creditBalances.userId,
        set: {
          balanceCents: sql`${creditBalances.balanceCents} + ${delta}`,
          updatedAt: now,
        },
      });
  }

  return {
    async balanceOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: creditBalances.balanceCents })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId));
      return row?.balance ?? 0;
    },

    /** The balance, its row locked until the transaction ends (every change of it takes this lock first). */
    async lockBalance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: creditBalances.balanceCents })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId))
        .for('update');
      return row?.balance ?? 0;
    },

    async entriesOf(userId: number, limit: number): Promise<CreditEntryRow[]> {
      return db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
        .limit(limit);
    },

    /** Writes an entry and moves the balance with it; call in a transaction that took `lockBalance` first. */
    async add(
      entry: {
        userId: number;
        amountCents: number;
        reason: CreditReason;
        note?: string | null;
        createdBy?: number | null;
        orderId?: number | null;
        /** A redeemed gift card or a referral's reward: each unique, so it is credited once. */
        giftCardId?: string | null;
        referralId?: number | null;
      },
      now: Date,
    ): Promise<CreditEntryRow> {
      const [row] = await db
        .insert(creditEntries)
        .values({ ...entry, createdAt: now })
        .returning();
      if (!row) throw new Error('a credit entry was not written');
      await moveBalance(entry.userId, entry.amountCents, now);
      return row;
    },

    /**
     * Decides, once per try, the credit each charge's try takes: the balance up to the charge's amount. A try decided
     * before (a crash after this committed, another instance) answers what it took then, so the gateway is asked for
     * the same amount with the same key. One transaction for a whole batch: the charge rows are locked (in id order)
     * before the balances, as every spender does. Answers cents per charge id.
     */
    async spendOnTries(tries: readonly CreditTry[], now: Date): Promise<Map<string, number>> {
      const spent = new Map<string, number>();
      if (tries.length === 0) return spent;
      const byCharge = new Map(tries.map((t) => [t.chargeId, t]));
      const rows = await db
        .select({
          id: charges.id,
          amountCents: charges.amountCents,
          creditCents: charges.creditCents,
          creditTry: charges.creditTry,
        })
        .from(charges)
        .where(inArray(charges.id, [...byCharge.keys()]))
        .orderBy(asc(charges.id))
        .for('update');
      const undecided: { id: string; userId: number; attempt: number; amountCents: number }[] = [];
      for (const row of rows) {
        const t = byCharge.get(row.id);
        if (!t) continue;
        if (row.creditTry === t.attempt) spent.set(row.id, row.creditCents);
        else
          undecided.push({ id: row.id, userId: t.userId, attempt: t.attempt, amountCents: row.amountCents });
      }
      if (undecided.length === 0) return spent;
      const balances = new Map(
        (
          await db
            .select({ userId: creditBalances.userId, balance: creditBalances.balanceCents })
            .from(creditBalances)
            .where(
              and(
                inArray(creditBalances.userId, [...new Set(undecided.map((u) => u.userId))]),
                gt(creditBalances.balanceCents, 0),
              ),
            )
            .orderBy(asc(creditBalances.userId))
            .for('update')
        ).map((b) => [b.userId, b.balance]),
      );
      for (const u of undecided) {
        const balance = balances.get(u.userId) ?? 0;
        const take = Math.min(balance, u.amountCents);
        spent.set(u.id, take);
        if (take === 0) continue;
        balances.set(u.userId, balance - take);
        await db.insert(creditEntries).values({
          userId: u.userId,
          amountCents: -take,
          reason: 'charge',
          chargeId: u.id,
          chargeTry: u.attempt,
          createdAt: now,
        });
        await moveBalance(u.userId, -take, now);
      }
      const values = sql.join(
        undecided.map((u) => sql`(${u.id}::uuid, ${spent.get(u.id) ?? 0}::integer, ${u.attempt}::integer)`),
        sql`, `,
      );
      await db.execute(sql`
        update charges set credit_cents = v.credit, credit_try = v.try
        from (values ${values}) as v(id, credit, try)
        where charges.id = v.id`);
      return spent;
    },

    /**
     * Writes what a try already decided took (a gift card held at checkout, spent once its account exists): the
     * charge's `credit_cents` was set when the try was decided; this is its ledger entry. Once per try, as every
     * spend: a second call finds the entry there and moves nothing. Call after `lockBalance`.
     */
    async recordSpent(input: CreditTry, amountCents: number, now: Date): Promise<void> {
      const [entry] = await db
        .insert(creditEntries)
        .values({
          userId: input.userId,
          amountCents: -amountCents,
          reason: 'charge',
          chargeId: input.chargeId,
          chargeTry: input.attempt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: creditEntries.id });
      if (entry) await moveBalance(input.userId, -amountCents, now);
    },

    /**
     * Credits closed days, each account and day once (a day closed again, reopened and closed, or credited by both
     * the closure and the Friday run: the entry is unique). Accounts in id order, as every spender locks them.
     * Answers how many accounts got credit.
     */
    async grantClosureCredits(grants: readonly ClosureGrant[], now: Date): Promise<number> {
      if (grants.length === 0) return 0;
      const sorted = [...grants].sort((a, b) => a.userId - b.userId || a.day.localeCompare(b.day));
      const added = await db
        .insert(creditEntries)
        .values(
          sorted.map((g) => ({
            userId: g.userId,
            amountCents: g.amountCents,
            reason: 'closure' as const,
            note: g.note,
            closureDay: g.day,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: creditEntries.userId, amountCents: creditEntries.amountCents });
      const byUser = new Map<number, number>();
      for (const a of added) byUser.set(a.userId, (byUser.get(a.userId) ?? 0) + a.amountCents);
      for (const [userId, amount] of [...byUser].sort((a, b) => a[0] - b[0]))
        await moveBalance(userId, amount, now);
      return byUser.size;
    },

    /**
     * Gives back what every try of a charge took and has not had back (an attempt that will never pay: a checkout
     * released, refunded or declined). Call before the charge row goes, in the transaction that ends it.
     */
    async returnAllTries(chargeId: string, now: Date): Promise<number> {
      const taken = await db
        .select({ userId: creditEntries.userId, attempt: creditEntries.chargeTry })
        .from(creditEntries)
        .where(and(eq(creditEntries.chargeId, chargeId), eq(creditEntries.reason, 'charge')))
        .orderBy(asc(creditEntries.chargeTry));
      let returned = 0;
      for (const t of taken) {
        if (t.attempt === null) continue;
        returned += await creditRepository(db).returnTry(
          { chargeId, userId: t.userId, attempt: t.attempt },
          now,
        );
      }
      return returned;
    },

    /**
     * Gives back what a try that did not pay took (a declined card, a duplicate refunded), once: the entry is unique
     * per charge, try and reason. A later try decides afresh. Call in the transaction that records the outcome.
     */
    async returnTry(input: CreditTry, now: Date): Promise<number> {
      const [taken] = await db
        .select({ amountCents: creditEntries.amountCents })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.chargeId, input.chargeId),
            eq(creditEntries.chargeTry, input.attempt),
            eq(creditEntries.reason, 'charge'),
          ),
        );
      if (!taken) return 0;
      const [entry] = await db
        .insert(creditEntries)
        .values({
          userId: input.userId,
          amountCents: -taken.amountCents,
          reason: 'charge_returned',
          chargeId: input.chargeId,
          chargeTry: input.attempt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: creditEntries.id });
      if (!entry) return 0;
      await moveBalance(input.userId, -taken.amountCents, now);
      return -taken.amountCents;
    },
  };
}

/**
 * Applies the account's credit to one try of a charge before the card is asked (checkout's first charge, the Friday
 * run, and anything else that bills: gift cards and referrals only put credit on the account). Answers the cents the
 * try takes: the balance up to the charge's amount, decided once per try, so calling it again for the same try (a
 * crash, a retry, another instance) answers the same and spends nothing more. The card is asked for the charge's
 * amount less this; when it answers the whole amount, no card charge is made. Call inside a transaction, before the
 * gateway call, with the charge row written; if the try does not pay, `creditRepository(tx).returnTry` (or
 * `returnAllTries` when the charge is dropped) gives the credit back in the transaction that records it.
 */
export async function applyCreditToCharge(tx: DbOrTx, chargeTry: CreditTry, now: Date): Promise<number> {
  const spent = await creditRepository(tx).spendOnTries([chargeTry], now);
  return spent.get(chargeTry.chargeId) ?? 0;
}
