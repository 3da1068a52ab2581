// Reads coupons by code and records their redemptions.
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export function couponRepository(db: DbOrTx) {
  return {
    /** The active coupon with this code, whatever the letter case. */
    async findActiveByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`upper(${coupons.code}) = upper(${code.trim()}) and ${coupons.active}`);
      return row;
    },

    async countRedemptions(couponId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId));
      return row?.n ?? 0;
    },

    async redeem(values: typeof couponRedemptions.$inferInsert): Promise<void> {
      await db.insert(couponRedemptions).values(values);
    },
  };
}
