// Coupons as the admin manages them: list with redemption counts, create, disable, and who redeemed one.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  MAX_COUPONS,
  REDEMPTIONS_SHOWN,
  TOO_MANY_COUPONS_MESSAGE,
  type AdminCoupon,
  type CouponRedemption,
  type createCouponRequestSchema,
} from '../../../contracts/admin';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/session-service';
import { auditLogRepository } from './audit-log-repository';

type CouponRow = typeof coupons.$inferSelect;
/** Any number that identifies the coupon count's lock among advisory locks. */
const COUPON_LIMIT_LOCK_KEY = 7_341_004;
export type NewCoupon = z.output<typeof createCouponRequestSchema>;

function view(row: CouponRow, redemptions: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    plans: row.plans,
    firstPeriodOnly: row.firstPeriodOnly,
    newCustomersOnly: row.newCustomersOnly,
    maxRedemptions: row.maxRedemptions,
    validFrom: row.validFrom ? row.validFrom.toISOString() : null,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    active: row.active,
    redemptions,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCouponAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function redemptionsOf(tx: DbOrTx, couponId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return row?.n ?? 0;
  }

  return {
    async list(): Promise<AdminCoupon[]> {
      const rows = await db
        .select({ coupon: coupons, n: sql<number>`count(${couponRedemptions.id})::int` })
        .from(coupons)
        .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
        .groupBy(coupons.id)
        .orderBy(desc(coupons.createdAt), desc(coupons.id));
      return rows.map((r) => view(r.coupon, Number(r.n)));
    },

    async create(actor: AuthContext, input: NewCoupon): Promise<AdminCoupon> {
      const now = clock.now();
      const validFrom = input.validFrom ? new Date(input.validFrom) : null;
      const validUntil = input.validUntil ? new Date(input.validUntil) : null;
      if (validFrom && validUntil && validUntil <= validFrom) {
        throw new AppError('VALIDATION', 'The end must come after the start', {
          validUntil: 'The end must come after the start',
        });
      }
      return db.transaction(async (tx) => {
        // Counted under a lock, so admins creating at once cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(${COUPON_LIMIT_LOCK_KEY})`);
        if ((await tx.$count(coupons)) >= MAX_COUPONS)
          throw new AppError('CONFLICT', TOO_MANY_COUPONS_MESSAGE);
        const [inserted] = await tx
          .insert(coupons)
          .values({
            code: input.code,
            description: input.description,
            percentOff: input.percentOff ?? null,
            amountOffCents: input.amountOffCents ?? null,
            plans: input.plans,
            firstPeriodOnly: input.firstPeriodOnly,
            newCustomersOnly: input.newCustomersOnly,
            maxRedemptions: input.maxRedemptions ?? null,
            validFrom,
            validUntil,
            active: true,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          throw new AppError('CONFLICT', `A coupon with the code ${input.code} already exists.`, {
            code: 'This code is taken',
          });
        }
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: inserted.id,
            detail: {
              code: inserted.code,
              percentOff: inserted.percentOff,
              amountOffCents: inserted.amountOffCents,
            },
          },
          now,
        );
        return view(inserted, 0);
      });
    },

    async disable(actor: AuthContext, id: number): Promise<AdminCoupon> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning();
        if (!row) throw new AppError('NOT_FOUND', 'No such coupon');
        await auditLogRepository(tx).record(
          { actor, action: 'coupon.disable', entityType: 'coupon', entityId: id, detail: { code: row.code } },
          now,
        );
        return view(row, await redemptionsOf(tx, id));
      });
    },

    async redemptions(id: number): Promise<CouponRedemption[]> {
      const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
      if (!coupon) throw new AppError('NOT_FOUND', 'No such coupon');
      const rows = await db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id))
        .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
        .limit(REDEMPTIONS_SHOWN);
      return rows.map((r) => ({
        id: r.id,
        subscriptionId: r.subscriptionId,
        email: r.email,
        discountCents: r.discountCents,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
