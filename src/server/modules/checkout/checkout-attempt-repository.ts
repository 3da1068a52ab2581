// Checkout attempts: written before the gateway is called, moved between states only from the state expected.
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkoutAttempts } from '../../db/schema';

export type AttemptRow = typeof checkoutAttempts.$inferSelect;
export type AttemptState = AttemptRow['state'];

/** States an attempt is still open in: the gateway may or may not have charged, or the settle is not written yet. */
export const UNRESOLVED_STATES = ['reserved', 'paid'] as const satisfies readonly AttemptState[];

export function checkoutAttemptRepository(db: DbOrTx) {
  return {
    async insert(values: typeof checkoutAttempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(checkoutAttempts).values(values).returning();
      if (!row) throw new Error('the checkout attempt was not inserted');
      return row;
    },

    async find(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
      return row;
    },

    /** The attempt, locked until the transaction ends: the request and the reconciler settle it in turn. */
    async lock(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id)).for('update');
      return row;
    },

    /**
     * Moves the attempt to `to` if it is still in one of `from`; answers the moved row, or undefined when someone
     * else (the request, the reconciler, another instance) moved it first.
     */
    async transition(
      id: string,
      from: readonly AttemptState[],
      to: AttemptState,
      values: { gatewayPaymentId?: string; outcome?: string; updatedAt: Date },
    ): Promise<AttemptRow | undefined> {
      // The billing address serves the settling only: an attempt that has ended keeps none.
      const ended = !(UNRESOLVED_STATES as readonly AttemptState[]).includes(to);
      const [row] = await db
        .update(checkoutAttempts)
        .set({ state: to, ...values, ...(ended && { billingAddress: null }) })
        .where(and(eq(checkoutAttempts.id, id), inArray(checkoutAttempts.state, [...from])))
        .returning();
      return row;
    },

    /** This address's attempts still open, oldest first. */
    async findUnresolved(email: string): Promise<AttemptRow[]> {
      return db
        .select()
        .from(checkoutAttempts)
        .where(
          and(
            sql`lower(${checkoutAttempts.email}) = lower(${email})`,
            inArray(checkoutAttempts.state, [...UNRESOLVED_STATES]),
          ),
        )
        .orderBy(checkoutAttempts.attemptedAt);
    },

    /** Attempts since a time per e-mail and per client address (the card-testing limits). */
    async countSince(who: { email: string; ip: string }, since: Date) {
      const [byEmail] = await db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(
          and(
            sql`lower(${checkoutAttempts.email}) = lower(${who.email})`,
            gt(checkoutAttempts.attemptedAt, since),
          ),
        );
      const [byAddress] = await db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(and(eq(checkoutAttempts.ip, who.ip), gt(checkoutAttempts.attemptedAt, since)));
      return { byEmail: byEmail?.n ?? 0, byAddress: byAddress?.n ?? 0 };
    },

    /** Forgets finished attempts older than a date (housekeeping); open ones stay until they are resolved. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(checkoutAttempts)
        .where(
          and(
            lt(checkoutAttempts.attemptedAt, before),
            sql`${checkoutAttempts.state} not in ('reserved', 'paid')`,
          ),
        )
        .returning({ id: checkoutAttempts.id });
      return rows.length;
    },
  };
}
