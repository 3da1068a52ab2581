// Stores anonymous visits (one row per visitor, Central day and path) and answers the counts the admin statistics need.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { pageVisits } from '../../db/schema';

export interface PageViewStats {
  websiteVisits: number;
  todayVisits: number;
  uniquePages: number;
}

/**
 * Rows one address may add in a day: a client posting made-up visitor ids or paths in a loop stops growing the
 * table here (its views then go uncounted), while a household or an office behind one address stays well below.
 */
export const MAX_ROWS_PER_ADDRESS_DAY = 200;

export interface PageVisit {
  day: string;
  visitorHash: string;
  addressHash: string;
  path: string;
  at: Date;
}

export function pageViewRepository(db: DbOrTx) {
  return {
    /** A first view of the path that day adds a row (within the address's daily allowance); later ones count. */
    async record(visit: PageVisit): Promise<void> {
      const { day, visitorHash, addressHash, path, at } = visit;
      await db.execute(sql`
        insert into ${pageVisits} (day, visitor_hash, address_hash, path, views, first_seen_at, last_seen_at)
        select ${day}::date, ${visitorHash}, ${addressHash}, ${path}, 1, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        where exists (
          select 1 from ${pageVisits}
          where day = ${day}::date and visitor_hash = ${visitorHash} and path = ${path}
        ) or (
          select count(*) from ${pageVisits} where day = ${day}::date and address_hash = ${addressHash}
        ) < ${MAX_ROWS_PER_ADDRESS_DAY}
        on conflict (day, visitor_hash, path)
        do update set views = ${pageVisits.views} + 1, last_seen_at = excluded.last_seen_at`);
    },

    /** Visits (visitor-days) in total and on `today`, and distinct paths ever viewed. */
    async stats(today: string): Promise<PageViewStats> {
      const result = await db.execute(sql`
        select
          (select count(*)::int from (select distinct day, visitor_hash from ${pageVisits}) v) as visits,
          (select count(distinct visitor_hash)::int from ${pageVisits} where day = ${today}::date) as today,
          (select count(distinct path)::int from ${pageVisits}) as pages`);
      const [row] = rowsOf(result, z.object({ visits: dbNumber, today: dbNumber, pages: dbNumber }));
      return { websiteVisits: row?.visits ?? 0, todayVisits: row?.today ?? 0, uniquePages: row?.pages ?? 0 };
    },
  };
}
