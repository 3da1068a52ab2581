// Cases, their replies and photos: the tables of problems reported and made right.
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { CaseCategory } from '../../../contracts/cases';
import type { LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import {
  charges,
  orders,
  subscriptions,
  supportCasePhotos,
  supportCaseReplies,
  supportCases,
  users,
} from '../../db/schema';

export type CaseRow = typeof supportCases.$inferSelect;
export type CaseReplyRow = typeof supportCaseReplies.$inferSelect;

/** A case with who reported it and what their order of that day paid by card. */
export interface CaseListRow {
  case: CaseRow;
  name: string;
  email: string;
  planType: 'weekly' | 'monthly' | null;
  chargeId: string | null;
  refundableCents: number | null;
  hasPhoto: boolean;
}

/** Advisory lock key (with the user id as the second key): a subscriber's new reports. */
const REPORT_LOCK_KEY = 727_191;

export function caseRepository(db: DbOrTx) {
  const listed = () =>
    db
      .select({
        case: supportCases,
        name: users.name,
        email: users.email,
        planType: subscriptions.planType,
        chargeId: charges.id,
        refundableCents: sql<number | null>`case when ${charges.gatewayPaymentId} is null then null
          else greatest(${charges.amountCents} - ${charges.creditCents} - ${charges.refundedCents}, 0) end`,
        hasPhoto: sql<boolean>`exists (select 1 from ${supportCasePhotos} p where p.case_id = ${supportCases.id})`,
      })
      .from(supportCases)
      .innerJoin(users, eq(users.id, supportCases.userId))
      .leftJoin(orders, eq(orders.id, supportCases.orderId))
      .leftJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
      .leftJoin(charges, eq(charges.id, orders.chargeId));

  return {
    /**
     * Held until the transaction ends, before a subscriber's new case is written: two instances taking the same
     * lunch's report at once cannot both find no open one.
     */
    async lockReportsOf(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK_KEY}, ${userId % 2_147_483_647}::int)`);
    },

    /** The subscriber's case about that day's lunch that is not resolved yet, if any. */
    async unresolvedOn(userId: number, day: LocalDate): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: supportCases.id })
        .from(supportCases)
        .where(
          and(
            eq(supportCases.userId, userId),
            eq(supportCases.day, day),
            ne(supportCases.status, 'resolved'),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(
      input: {
        userId: number;
        day: LocalDate;
        dishName: string;
        orderId: number;
        category: CaseCategory;
        description: string;
      },
      now: Date,
    ): Promise<CaseRow> {
      const [row] = await db
        .insert(supportCases)
        .values({ ...input, status: 'open', createdAt: now })
        .returning();
      if (!row) throw new Error('case not written');
      return row;
    },

    async savePhoto(caseId: number, photo: { jpeg: Buffer; width: number; height: number }, now: Date) {
      await db.insert(supportCasePhotos).values({ caseId, ...photo, createdAt: now });
    },

    async photo(caseId: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ jpeg: supportCasePhotos.jpeg })
        .from(supportCasePhotos)
        .where(eq(supportCasePhotos.caseId, caseId));
      return row?.jpeg;
    },

    /** How many cases the account opened since an instant (a bound on what one account can file). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportCases)
        .where(and(eq(supportCases.userId, userId), gte(supportCases.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async ofUser(userId: number): Promise<CaseListRow[]> {
      return listed().where(eq(supportCases.userId, userId)).orderBy(desc(supportCases.createdAt)).limit(50);
    },

    /** Open and replied cases, oldest first, then the latest resolved ones. */
    async queue(): Promise<CaseListRow[]> {
      const waiting = await listed()
        .where(ne(supportCases.status, 'resolved'))
        .orderBy(asc(supportCases.createdAt))
        .limit(500);
      const resolved = await listed()
        .where(eq(supportCases.status, 'resolved'))
        .orderBy(desc(supportCases.resolvedAt))
        .limit(50);
      return [...waiting, ...resolved];
    },

    async find(id: number): Promise<CaseListRow | undefined> {
      const [row] = await listed().where(eq(supportCases.id, id));
      return row;
    },

    async lock(id: number): Promise<CaseRow | undefined> {
      const [row] = await db.select().from(supportCases).where(eq(supportCases.id, id)).for('update');
      return row;
    },

    async update(id: number, set: Partial<typeof supportCases.$inferInsert>): Promise<void> {
      await db.update(supportCases).set(set).where(eq(supportCases.id, id));
    },

    async addReply(
      input: { caseId: number; fromTeam: boolean; authorId: number | null; message: string },
      now: Date,
    ): Promise<CaseReplyRow> {
      const [row] = await db
        .insert(supportCaseReplies)
        .values({ ...input, createdAt: now })
        .returning();
      if (!row) throw new Error('reply not written');
      return row;
    },

    async repliesOf(caseIds: readonly number[]): Promise<Map<number, CaseReplyRow[]>> {
      const out = new Map<number, CaseReplyRow[]>();
      if (caseIds.length === 0) return out;
      const rows = await db
        .select()
        .from(supportCaseReplies)
        .where(inArray(supportCaseReplies.caseId, [...caseIds]))
        .orderBy(asc(supportCaseReplies.id));
      for (const row of rows) out.set(row.caseId, [...(out.get(row.caseId) ?? []), row]);
      return out;
    },
  };
}
