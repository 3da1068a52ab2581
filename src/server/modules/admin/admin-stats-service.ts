// The dashboard's seven figures, each defined in docs/admin-stats.md; time from the app's Clock only.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminStats } from '../../../contracts/admin';
import { localDate, localDateOf, zonedInstant } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { charges, emailMessages, orders, refunds, subscriptions } from '../../db/schema';
import { pageViewRepository } from '../page-views/page-view-repository';

/** The first instant of the Central calendar month holding `now`, and of the month after. */
export function centralMonth(now: Date): { start: Date; end: Date } {
  const today = localDateOf(now);
  const [y = 0, m = 1] = today.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return {
    start: zonedInstant(localDate(`${today.slice(0, 7)}-01`), 0),
    end: zonedInstant(localDate(next), 0),
  };
}

export function createAdminStatsService(deps: { db: DbOrTx; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const { start, end } = centralMonth(now);
      // One round trip: on PostgreSQL the sub-selects run in one snapshot; each uses its own index or a count.
      const result = await db.execute(sql`
        select
          (select count(*)::int from ${subscriptions}
            where status in ('active', 'trialing', 'past_due', 'paused')) as subscribers,
          (select coalesce(sum(c.amount_cents), 0)::int from ${orders} o join ${charges} c on c.id = o.charge_id
            where o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz) as collected,
          (select coalesce(sum(amount_cents), 0)::int from ${refunds}
            where status = 'succeeded' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz) as refunded,
          (select count(*)::int from ${orders}) as orders,
          (select count(*)::int from ${emailMessages} where status = 'sent') as sent`);
      const [row] = rowsOf(
        result,
        z.object({
          subscribers: dbNumber,
          collected: dbNumber,
          refunded: dbNumber,
          orders: dbNumber,
          sent: dbNumber,
        }),
      );
      const visits = await pageViewRepository(db).stats(localDateOf(now));
      return {
        totalSubscribers: row?.subscribers ?? 0,
        monthlyRevenue: (row?.collected ?? 0) - (row?.refunded ?? 0),
        totalOrders: row?.orders ?? 0,
        emailsSent: row?.sent ?? 0,
        ...visits,
      };
    },
  };
}
