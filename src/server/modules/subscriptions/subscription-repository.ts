// Reads and writes subscriptions, their charges and orders, and counts the spots a launch phase has given out.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  min,
  ne,
  not,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  charges,
  LIVE_SUBSCRIPTION_STATUSES,
  orders,
  refunds,
  subscriptions,
  waitlistInvitations,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = typeof charges.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
/** An order with what its charge has had refunded so far (cents) and when the latest refund was made. */
export type OrderWithRefunds = OrderRow & {
  refundedCents: number;
  refundedAsCreditCents: number;
  refundedAt: Date | null;
};
export type NewOrder = typeof orders.$inferInsert;
export type LaunchPhaseName = SubscriptionRow['launchPhase'];

/** Any number that identifies the capacity lock among advisory locks. */
const CAPACITY_LOCK_KEY = 727_002;

/** An incomplete subscription whose payment is under way or unresolved: it has a pending charge. */
const payingHold = sql`exists (select 1 from ${charges} where ${charges.subscriptionId} = ${subscriptions.id}
  and ${charges.status} = 'pending')`;

export function subscriptionRepository(db: DbOrTx) {
  /** Adds many periods' orders, one statement; orders that exist are answered as they are. In input order. */
  async function insertOrders(values: readonly NewOrder[]): Promise<OrderRow[]> {
    if (values.length === 0) return [];
    const weekKey = (o: Pick<NewOrder, 'subscriptionId' | 'weekStartDate'>) =>
      `${o.subscriptionId}|${o.weekStartDate}`;
    const inserted = await db
      .insert(orders)
      .values([...values])
      .onConflictDoNothing({ target: [orders.subscriptionId, orders.weekStartDate] })
      .returning();
    const found = new Map(inserted.map((o) => [weekKey(o), o]));
    const missing = values.filter((v) => !found.has(weekKey(v)));
    if (missing.length > 0) {
      const existing = await db
        .select()
        .from(orders)
        .where(
          or(
            ...missing.map((v) =>
              and(eq(orders.subscriptionId, v.subscriptionId), eq(orders.weekStartDate, v.weekStartDate)),
            ),
          ),
        );
      for (const o of existing) found.set(weekKey(o), o);
    }
    return values.map((v) => {
      const order = found.get(weekKey(v));
      if (!order) throw new Error('an order neither inserted nor found');
      return order;
    });
  }

  return {
    /**
     * Who eats in a service week: a live subscription with a paid order covering it that did not skip it (a change to
     * that week's menu is e-mailed to them, issue 42).
     */
    async eatersOf(monday: string): Promise<{ name: string; email: string }[]> {
      return db
        .selectDistinctOn([subscriptions.id], { name: subscriptions.name, email: subscriptions.email })
        .from(subscriptions)
        .innerJoin(
          orders,
          and(
            eq(orders.subscriptionId, subscriptions.id),
            inArray(orders.status, ['active', 'completed']),
            eq(orders.paymentStatus, 'successful'),
            sql`${orders.weekStartDate} between ${monday}::date - 21 and ${monday}::date`,
            sql`${orders.weekStartDate} + ${orders.weeks} * 7 > ${monday}::date`,
          ),
        )
        .where(
          and(
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            sql`not exists (select 1 from skipped_weeks k
              where k.subscription_id = ${subscriptions.id} and k.week_start_date = ${monday}::date)`,
          ),
        )
        .orderBy(subscriptions.id);
    },

    /**
     * Serialises everything that takes a spot, across instances, until the transaction ends: counting and taking
     * must not interleave, or two checkouts could both see the last spot free.
     */
    async lockCapacity(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_KEY})`);
    },

    /**
     * Spots of a phase that are taken: live subscriptions, incomplete ones while their payment is under way (a
     * pending charge: whatever the hold says, it may still settle), and waitlist invitations while they last and
     * their address has not subscribed. An unpaid hold (the two-step page before its payment) takes no spot: it is
     * free to take, so it must not be able to stop sales. `forEmail` leaves out that address's own invitation: the
     * spot it holds is the one its checkout takes.
     */
    async countHeldSpots(phase: LaunchPhaseName, now: Date, forEmail?: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.launchPhase, phase),
            or(
              inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
              and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.currentPeriodEnd, now)),
              and(eq(subscriptions.status, 'incomplete'), payingHold),
            ),
          ),
        );
      const [invited] = await db
        .select({ n: count() })
        .from(waitlistInvitations)
        .where(
          and(
            eq(waitlistInvitations.launchPhase, phase),
            gt(waitlistInvitations.expiresAt, now),
            forEmail === undefined
              ? undefined
              : sql`lower(${waitlistInvitations.email}) <> lower(${forEmail})`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(subscriptions)
                .where(
                  and(
                    sql`lower(${subscriptions.email}) = lower(${waitlistInvitations.email})`,
                    or(
                      and(
                        notInArray(subscriptions.status, ['incomplete', 'expired']),
                        gte(subscriptions.createdAt, waitlistInvitations.invitedAt),
                      ),
                      and(eq(subscriptions.status, 'incomplete'), payingHold),
                    ),
                  ),
                ),
            ),
          ),
        );
      return (row?.n ?? 0) + (invited?.n ?? 0);
    },

    /** Unpaid holds of a phase that have not lapsed: bounded, so that taking them cannot flood the table. */
    async countUnpaidHolds(phase: LaunchPhaseName, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.launchPhase, phase),
            eq(subscriptions.status, 'incomplete'),
            gt(subscriptions.holdExpiresAt, now),
            not(payingHold),
          ),
        );
      return row?.n ?? 0;
    },

    /** One client's unpaid two-step holds that are still held, and when the first of them lapses. */
    async unpaidHoldsOf(holdClient: string, now: Date): Promise<{ count: number; firstLapse: Date | null }> {
      const [row] = await db
        .select({ n: count(), first: min(subscriptions.holdExpiresAt) })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.holdClient, holdClient),
            eq(subscriptions.status, 'incomplete'),
            gt(subscriptions.holdExpiresAt, now),
            not(payingHold),
          ),
        );
      return { count: row?.n ?? 0, firstLapse: row?.first ?? null };
    },

    /** The live subscription of an e-mail address (any letter case), if any. */
    async findLiveByEmail(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            sql`lower(${subscriptions.email}) = lower(${email})`,
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
          ),
        )
        .limit(1);
      return row;
    },

    /** Whether the address ever had a subscription that got paid (new-customer coupons). */
    async hadSubscription(email: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(
          and(
            sql`lower(${subscriptions.email}) = lower(${email})`,
            notInArray(subscriptions.status, ['incomplete', 'expired']),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async insert(values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('the subscription was not inserted');
      return row;
    },

    async findByPublicId(publicId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId));
      return row;
    },

    async findById(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** The subscription a user sees on the dashboard: the newest that got past checkout. */
    async findCurrentForUser(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ['incomplete', 'expired'])),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async update(id: number, values: Partial<NewSubscription>): Promise<void> {
      await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },

    /** Removes an incomplete subscription whose payment failed; its charge and coupon redemption go with it. */
    async deleteIncomplete(id: number): Promise<void> {
      await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
    },

    /** Adds the charge unless that period of that subscription already has one of that kind; answers the row. */
    async insertCharge(values: NewCharge): Promise<{ charge: ChargeRow; created: boolean }> {
      const [inserted] = await db
        .insert(charges)
        .values(values)
        .onConflictDoNothing({ target: [charges.subscriptionId, charges.kind, charges.periodStart] })
        .returning();
      if (inserted) return { charge: inserted, created: true };
      const [existing] = await db
        .select()
        .from(charges)
        .where(
          and(
            eq(charges.subscriptionId, values.subscriptionId),
            eq(charges.kind, values.kind),
            eq(charges.periodStart, values.periodStart),
          ),
        );
      if (!existing) throw new Error('the charge neither inserted nor found');
      return { charge: existing, created: false };
    },

    /**
     * insertCharge for many periods in one statement (one commit for a billing batch): answers, in the order given,
     * each period's charge, the one just added or the one that was already there.
     */
    async insertCharges(values: NewCharge[]): Promise<ChargeRow[]> {
      if (values.length === 0) return [];
      const periodKey = (c: Pick<NewCharge, 'subscriptionId' | 'kind' | 'periodStart'>) =>
        `${c.subscriptionId}|${c.kind}|${c.periodStart}`;
      const inserted = await db
        .insert(charges)
        .values(values)
        .onConflictDoNothing({ target: [charges.subscriptionId, charges.kind, charges.periodStart] })
        .returning();
      const found = new Map(inserted.map((c) => [periodKey(c), c]));
      const missing = values.filter((v) => !found.has(periodKey(v)));
      if (missing.length > 0) {
        const existing = await db
          .select()
          .from(charges)
          .where(
            or(
              ...missing.map((v) =>
                and(
                  eq(charges.subscriptionId, v.subscriptionId),
                  eq(charges.kind, v.kind),
                  eq(charges.periodStart, v.periodStart),
                ),
              ),
            ),
          );
        for (const c of existing) found.set(periodKey(c), c);
      }
      return values.map((v) => {
        const charge = found.get(periodKey(v));
        if (!charge) throw new Error('a charge neither inserted nor found');
        return charge;
      });
    },

    async findPendingCharge(subscriptionId: number): Promise<ChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(charges)
        .where(and(eq(charges.subscriptionId, subscriptionId), eq(charges.status, 'pending')))
        .limit(1);
      return row;
    },

    /** The charge that paid the subscription's first period (checkout's answer). */
    async findFirstPaidCharge(subscriptionId: number): Promise<ChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(charges)
        .where(and(eq(charges.subscriptionId, subscriptionId), eq(charges.status, 'succeeded')))
        .orderBy(asc(charges.createdAt))
        .limit(1);
      return row;
    },

    async deleteCharge(id: string): Promise<void> {
      await db.delete(charges).where(eq(charges.id, id));
    },

    /** A user's orders, newest first, each with what was refunded of its charge and when the last refund was made. */
    async listOrdersForUser(userId: number): Promise<OrderWithRefunds[]> {
      const rows = await db
        .select({
          order: orders,
          refundedCents: sql<number>`coalesce(${charges.refundedCents}, 0)::int`,
          refundedAt: sql<string | null>`(select max(${refunds.updatedAt}) from ${refunds}
            where ${refunds.chargeId} = ${orders.chargeId} and ${refunds.status} = 'succeeded')`,
          refundedAsCreditCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds}
            where ${refunds.chargeId} = ${orders.chargeId} and ${refunds.status} = 'succeeded'
              and ${refunds.method} = 'credit')`,
        })
        .from(orders)
        .leftJoin(charges, eq(charges.id, orders.chargeId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map((r) => ({
        ...r.order,
        refundedCents: Number(r.refundedCents),
        refundedAsCreditCents: Number(r.refundedAsCreditCents),
        refundedAt: r.refundedAt === null ? null : new Date(r.refundedAt),
      }));
    },

    async findCharge(id: string): Promise<ChargeRow | undefined> {
      const [row] = await db.select().from(charges).where(eq(charges.id, id));
      return row;
    },

    async updateCharge(id: string, values: Partial<NewCharge>): Promise<void> {
      await db.update(charges).set(values).where(eq(charges.id, id));
    },

    /** Marks many charges paid in one statement, each with its gateway payment and its tries (null: unchanged). */
    async markChargesPaid(
      paid: readonly {
        id: string;
        gatewayPaymentId: string | null;
        attempts: number | null;
        /** The account credit of the try that paid (another try may have decided the row's since). */
        creditCents: number;
      }[],
      now: Date,
    ): Promise<void> {
      if (paid.length === 0) return;
      const rows = sql.join(
        paid.map(
          (p) =>
            sql`(${p.id}::uuid, ${p.gatewayPaymentId}::text, ${p.attempts}::integer, ${p.creditCents}::integer)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update charges set status = 'succeeded', gateway_payment_id = v.payment_id,
          attempts = coalesce(v.attempts, charges.attempts), decline_code = null, failure_message = null,
          credit_cents = v.credit, trying_until = null, updated_at = ${now.toISOString()}::timestamptz
        from (values ${rows}) as v(id, payment_id, attempts, credit)
        where charges.id = v.id`);
    },

    /** Makes many subscriptions active on the periods they just paid, in one statement. */
    async startPaidPeriods(
      periods: readonly {
        subscriptionId: number;
        periodStart: string;
        periodEnd: Date;
        nextPeriodStart: string;
      }[],
      now: Date,
    ): Promise<void> {
      if (periods.length === 0) return;
      const rows = sql.join(
        periods.map(
          (p) =>
            sql`(${p.subscriptionId}::bigint, ${p.periodStart}::date, ${p.periodEnd.toISOString()}::timestamptz, ${p.nextPeriodStart}::date)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update subscriptions set status = 'active', current_period_start = v.period_start,
          current_period_end = v.period_end, next_period_start = v.next_start, unpaid_periods = 0,
          updated_at = ${now.toISOString()}::timestamptz
        from (values ${rows}) as v(id, period_start, period_end, next_start)
        where subscriptions.id = v.id`);
    },

    /** Records a declined try unless the charge got paid meanwhile; answers whether it did. */
    /**
     * Takes a declined renewal for one more try, numbered `attempt`, until `until`: answers false when the period was
     * paid, that try was made already, or another try of it is still at the gateway (on any instance).
     */
    async claimRetry(id: string, attempt: number, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(charges)
        .set({ tryingUntil: until })
        .where(
          and(
            eq(charges.id, id),
            eq(charges.status, 'declined'),
            lt(charges.attempts, attempt),
            or(isNull(charges.tryingUntil), lte(charges.tryingUntil, now)),
          ),
        )
        .returning({ id: charges.id });
      return rows.length > 0;
    },

    async declineChargeUnlessPaid(id: string, values: Partial<NewCharge>): Promise<boolean> {
      const rows = await db
        .update(charges)
        .set({ ...values, tryingUntil: null, status: 'declined' })
        .where(and(eq(charges.id, id), ne(charges.status, 'succeeded')))
        .returning({ id: charges.id });
      return rows.length > 0;
    },

    insertOrders,

    /** Adds the period's order unless it exists; answers the order either way. */
    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [order] = await insertOrders([values]);
      if (!order) throw new Error('the order neither inserted nor found');
      return order;
    },

    async findOrderForCharge(chargeId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.chargeId, chargeId));
      return row;
    },

    /**
     * Live subscriptions whose next period starts on this Monday, by id after `afterId` (billing batches); paused ones
     * too, since the run is what keeps them paused or resumes them.
     */
    async findDueForPeriod(monday: string, afterId: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.nextPeriodStart, monday),
            inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'paused']),
            eq(subscriptions.cancelAtPeriodEnd, false),
            gt(subscriptions.id, afterId),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit);
    },

    /**
     * Subscriptions that want charge reminders and whose next period to bill starts on or before this Monday (a
     * skip or pause may still move the charge later), by id after `afterId`.
     */
    async findRemindable(monday: string, afterId: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            lte(subscriptions.nextPeriodStart, monday),
            inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'paused']),
            eq(subscriptions.cancelAtPeriodEnd, false),
            eq(subscriptions.chargeReminders, true),
            gt(subscriptions.id, afterId),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit);
    },

    async findByCalendarTokenHash(tokenHash: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.calendarTokenHash, tokenHash));
      return row;
    },

    /** Paid orders (not cancelled or refunded) whose weeks are not all before `fromMonday`, earliest first. */
    async listPaidOrdersFrom(subscriptionId: number, fromMonday: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.subscriptionId, subscriptionId),
            eq(orders.paymentStatus, 'successful'),
            inArray(orders.status, ['active', 'completed']),
            sql`${orders.weekStartDate} + ${orders.weeks} * 7 > ${fromMonday}::date`,
          ),
        )
        .orderBy(asc(orders.weekStartDate));
    },

    /** The subscription's latest declined renewal, if any (a new card may pay it). */
    async findLatestDeclinedRenewal(subscriptionId: number): Promise<ChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(charges)
        .where(
          and(
            eq(charges.subscriptionId, subscriptionId),
            eq(charges.kind, 'period'),
            eq(charges.status, 'declined'),
          ),
        )
        .orderBy(desc(charges.periodStart))
        .limit(1);
      return row;
    },

    /** Ends the subscriptions set to cancel whose paid period is over; answers how many. */
    async closeEndedCancellations(now: Date): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(subscriptions.cancelAtPeriodEnd, true),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },

    /** Orders whose last pickup day is on or before `lastFriday` are completed; answers how many. */
    async completeFinishedOrders(lastFriday: string): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: 'completed' })
        .where(
          and(
            eq(orders.status, 'active'),
            sql`${orders.weekStartDate} + (${orders.weeks} * 7 - 3) <= ${lastFriday}::date`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length;
    },

    /** Marks unpaid checkouts whose hold has passed as expired (no payment pending); answers how many. */
    async expireAbandonedHolds(now: Date): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(subscriptions.status, 'incomplete'),
            lte(subscriptions.holdExpiresAt, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(charges)
                .where(and(eq(charges.subscriptionId, subscriptions.id), eq(charges.status, 'pending'))),
            ),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },

    /** Whether the user has a subscription that entitles them to subscriber features (spec: active or trialing). */
    async isEntitled(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'trialing'])));
      return (row?.n ?? 0) > 0;
    },
  };
}
