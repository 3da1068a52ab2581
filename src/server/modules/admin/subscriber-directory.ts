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
const latestOf = (alias: SQL) => sql`left join lateral (
    select s.status, s.plan_type from ${subscriptions} s
    where s.user_id = ${alias}.id and s.status not in ('incomplete', 'expired')
    order by s.created_at desc, s.id desc limit 1
  ) s on true`;

/** Each account's newest subscription in one pass, for filters that must look at every account's. */
const latestAll = sql`left join (
    select distinct on (user_id) user_id, status, plan_type from ${subscriptions}
    where user_id is not null and status not in ('incomplete', 'expired')
    order by user_id, created_at desc, id desc
  ) s on s.user_id = u.id`;

function accountWhere(filter: SubscriberFilter): SQL {
  const parts: SQL[] = [sql`u.role = 'subscriber'`];
  if (filter.q) {
    const like = containsPattern(filter.q);
    parts.push(sql`(lower(u.name) like ${like} or lower(u.email) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

function subscriptionWhere(filter: SubscriberFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status === 'live') parts.push(sql`s.status in ('active', 'trialing', 'past_due', 'paused')`);
  else if (filter.status) parts.push(sql`s.status = ${filter.status}`);
  if (filter.plan) parts.push(sql`s.plan_type = ${filter.plan}`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
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

/** The account's creation as an ISO instant, the way the API answers it. */
const createdAt = sql`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export function subscriberDirectory(db: DbOrTx) {
  return {
    /**
     * Newest accounts first; `limit` null answers every row (the CSV export). Without a status or plan filter the
     * page of accounts is taken first and only its rows look up their subscription.
     */
    async list(filter: SubscriberFilter, page: { limit: number | null; offset: number }) {
      const limit = page.limit === null ? sql`` : sql` limit ${page.limit} offset ${page.offset}`;
      const bySubscription = subscriptionWhere(filter);
      const result = bySubscription
        ? await db.execute(sql`
            select u.id, u.name, u.email, s.status, s.plan_type, ${createdAt}
            from ${users} u ${latestAll}
            where ${accountWhere(filter)} and ${bySubscription}
            order by u.created_at desc, u.id desc${limit}`)
        : await db.execute(sql`
            select u.id, u.name, u.email, s.status, s.plan_type, ${createdAt}
            from (select id, name, email, created_at from ${users} u
              where ${accountWhere(filter)} order by u.created_at desc, u.id desc${limit}) u
            ${latestOf(sql`u`)}
            order by u.created_at desc, u.id desc`);
      return rowsOf(result, rowSchema).map(toSubscriber);
    },

    async count(filter: SubscriberFilter): Promise<number> {
      const bySubscription = subscriptionWhere(filter);
      const result = await db.execute(
        bySubscription
          ? sql`select count(*)::int as n from ${users} u ${latestAll}
              where ${accountWhere(filter)} and ${bySubscription}`
          : sql`select count(*)::int as n from ${users} u where ${accountWhere(filter)}`,
      );
      return rowsOf(result, z.object({ n: dbNumber }))[0]?.n ?? 0;
    },

    /**
     * One page and the total. A search or a filter reads every matching account anyway, so it counts them in the
     * same scan (a window count); the unfiltered first pages read 50 rows from the index and count apart.
     *
     * A search finds its accounts first, on their own (`materialized`: through the trigram indexes on name and
     * e-mail), and sorts only those. Left to plan the whole query, Postgres walked every account newest first to fill
     * the page, lowering each name and e-mail on the way: 16.8 ms against 1.3 ms for 111 matches among 10,000.
     * Without a subscription filter, only the page's rows then look up their subscription.
     */
    async page(filter: SubscriberFilter, page: { limit: number; offset: number }) {
      if (!filter.q && subscriptionWhere(filter) === undefined) {
        const [rows, total] = await Promise.all([this.list(filter, page), this.count(filter)]);
        return { rows, total };
      }
      const bySubscription = subscriptionWhere(filter);
      const matches = sql`with matches as materialized (
          select id, name, email, created_at from ${users} u where ${accountWhere(filter)})`;
      const window = sql`order by u.created_at desc, u.id desc limit ${page.limit} offset ${page.offset}`;
      const select = sql`select u.id, u.name, u.email, s.status, s.plan_type`;
      let query: SQL;
      if (!bySubscription) {
        query = sql`${matches} ${select}, u.total, ${createdAt}
          from (select u.*, count(*) over () as total from matches u ${window}) u ${latestOf(sql`u`)}
          order by u.created_at desc, u.id desc`;
      } else if (filter.q) {
        query = sql`${matches} ${select}, count(*) over () as total, ${createdAt}
          from matches u ${latestAll} where ${bySubscription} ${window}`;
      } else {
        query = sql`${select}, count(*) over () as total, ${createdAt}
          from ${users} u ${latestAll} where ${accountWhere(filter)} and ${bySubscription} ${window}`;
      }
      const result = await db.execute(query);
      const rows = rowsOf(result, z.object({ ...rowSchema.shape, total: dbNumber }));
      const total = rows[0]?.total ?? (page.offset > 0 ? await this.count(filter) : 0);
      return { rows: rows.map(toSubscriber), total };
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
