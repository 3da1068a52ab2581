// The admin's subscriber list: accounts with their latest subscription, searched, filtered and paged in SQL.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_TYPES } from '../../../contracts/checkout';
import { SUBSCRIPTION_STATUSES } from '../../../contracts/subscription';
import type { AdminSubscriber, SubscribersCsvQuery } from '../../../contracts/admin';
import type { DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { subscriptions, users } from '../../db/schema';

export type SubscriberFilter = Pick<SubscribersCsvQuery, 'q' | 'status' | 'plan'>;

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The subscription an account is listed with: its newest that got past checkout. */
const latest = sql`left join lateral (
    select s.status, s.plan_type from ${subscriptions} s
    where s.user_id = u.id and s.status not in ('incomplete', 'expired')
    order by s.created_at desc, s.id desc limit 1
  ) s on true`;

function whereOf(filter: SubscriberFilter): SQL {
  const parts: SQL[] = [sql`u.role = 'subscriber'`];
  if (filter.q) {
    const like = containsPattern(filter.q);
    parts.push(sql`(lower(u.name) like ${like} or lower(u.email) like ${like})`);
  }
  if (filter.status === 'live') parts.push(sql`s.status in ('active', 'trialing', 'past_due', 'paused')`);
  else if (filter.status) parts.push(sql`s.status = ${filter.status}`);
  if (filter.plan) parts.push(sql`s.plan_type = ${filter.plan}`);
  return sql.join(parts, sql` and `);
}

const rowSchema = z.object({
  id: dbNumber,
  name: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  created_at: z.string(),
});
type Row = z.infer<typeof rowSchema>;

const toSubscriber = (r: Row): AdminSubscriber => ({
  id: r.id,
  name: r.name,
  email: r.email,
  status: r.status,
  planType: r.plan_type,
  createdAt: new Date(r.created_at).toISOString(),
});

export function subscriberDirectory(db: DbOrTx) {
  return {
    /** Newest accounts first; `limit` null answers every row (the CSV export). */
    async list(filter: SubscriberFilter, page: { limit: number | null; offset: number }) {
      const limit = page.limit === null ? sql`` : sql` limit ${page.limit} offset ${page.offset}`;
      const result = await db.execute(sql`
        select u.id, u.name, u.email, s.status, s.plan_type, to_char(u.created_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from ${users} u ${latest}
        where ${whereOf(filter)}
        order by u.created_at desc, u.id desc${limit}`);
      return rowsOf(result, rowSchema).map(toSubscriber);
    },

    async count(filter: SubscriberFilter): Promise<number> {
      const needsLatest = filter.status !== undefined || filter.plan !== undefined;
      const result = await db.execute(sql`
        select count(*)::int as n from ${users} u ${needsLatest ? latest : sql``} where ${whereOf(filter)}`);
      return rowsOf(result, z.object({ n: dbNumber }))[0]?.n ?? 0;
    },
  };
}

/** RFC 4180 CSV, with cells that a spreadsheet would run as a formula defused. */
export function subscribersCsv(rows: AdminSubscriber[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [['id', 'name', 'email', 'status', 'planType', 'createdAt'].join(',')];
  for (const r of rows)
    lines.push([r.id, r.name, r.email, r.status, r.planType, r.createdAt].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
