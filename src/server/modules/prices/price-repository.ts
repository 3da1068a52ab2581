// The owner's price changes: written once, read whole (a handful of rows in the life of the business).
import { desc, sql } from 'drizzle-orm';
import type { LocalDate } from '../../../domain/calendar';
import type { PriceChange } from '../../../domain/plan-prices';
import type { DbOrTx } from '../../db/client';
import { planPriceChanges } from '../../db/schema';

export type PriceChangeRow = typeof planPriceChanges.$inferSelect;

/** One price change at a time, on every instance: each knows the price it replaces. */
const PRICE_LOCK_KEY = 4_303_001;

export function toPriceChange(row: PriceChangeRow): PriceChange {
  return {
    planType: row.planType,
    priceCents: row.priceCents,
    announcedAt: row.announcedAt,
    firstPeriod: row.firstPeriod as LocalDate,
  };
}

export function priceRepository(db: DbOrTx) {
  return {
    async all(): Promise<PriceChangeRow[]> {
      return db
        .select()
        .from(planPriceChanges)
        .orderBy(desc(planPriceChanges.announcedAt), desc(planPriceChanges.id));
    },

    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PRICE_LOCK_KEY})`);
    },

    async insert(row: typeof planPriceChanges.$inferInsert): Promise<PriceChangeRow> {
      const [inserted] = await db.insert(planPriceChanges).values(row).returning();
      if (!inserted) throw new Error('price change not written');
      return inserted;
    },
  };
}

/** Every change, as the pure rules read them. Read once per billing batch or checkout: a few rows. */
export async function priceChanges(db: DbOrTx): Promise<PriceChange[]> {
  return (await priceRepository(db).all()).map(toPriceChange);
}
