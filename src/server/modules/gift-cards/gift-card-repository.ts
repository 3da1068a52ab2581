// Gift cards: the row is the purchase's attempt, moved between states only from the state expected.
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftCards } from '../../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardState = GiftCardRow['state'];

export function giftCardRepository(db: DbOrTx) {
  return {
    async insert(values: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
      const [row] = await db.insert(giftCards).values(values).returning();
      if (!row) throw new Error('the gift card was not inserted');
      return row;
    },

    async find(id: string): Promise<GiftCardRow | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
      return row;
    },

    async findByCodeHash(hash: string): Promise<GiftCardRow | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, hash));
      return row;
    },

    /**
     * Moves the card to `to` if it is still in one of `from`; answers the moved row, or undefined when someone else
     * (the request, the reconciler, another instance, a second redemption) moved it first.
     */
    async transition(
      id: string,
      from: readonly GiftCardState[],
      to: GiftCardState,
      values: Partial<Omit<typeof giftCards.$inferInsert, 'id' | 'state'>> & { updatedAt: Date },
    ): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .update(giftCards)
        .set({ state: to, ...values })
        .where(and(eq(giftCards.id, id), inArray(giftCards.state, [...from])))
        .returning();
      return row;
    },

    /** Redeems the delivered card with this code, once: two redemptions that race meet on the row's lock. */
    async redeem(hash: string, userId: number, now: Date): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .update(giftCards)
        .set({ state: 'redeemed', redeemedBy: userId, redeemedAt: now, updatedAt: now })
        .where(and(eq(giftCards.codeHash, hash), eq(giftCards.state, 'delivered')))
        .returning();
      return row;
    },

    /** Purchases since a time per buyer e-mail and per client address (the card-testing limits). */
    async countSince(who: { email: string; ip: string }, since: Date) {
      const [byEmail] = await db
        .select({ n: count() })
        .from(giftCards)
        .where(
          and(sql`lower(${giftCards.buyerEmail}) = lower(${who.email})`, gt(giftCards.createdAt, since)),
        );
      const [byAddress] = await db
        .select({ n: count() })
        .from(giftCards)
        .where(and(eq(giftCards.ip, who.ip), gt(giftCards.createdAt, since)));
      return { byEmail: byEmail?.n ?? 0, byAddress: byAddress?.n ?? 0 };
    },

    async latest(limit: number): Promise<GiftCardRow[]> {
      return db.select().from(giftCards).orderBy(desc(giftCards.createdAt)).limit(limit);
    },
  };
}
