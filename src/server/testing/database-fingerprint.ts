// A cheap digest of every table, to show that a refused request changed nothing: its row count and the newest row
// version (xmin). An insert or a delete changes the count; an update writes a row version newer than all before.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rowsOf } from '../db/query-rows';

/**
 * The books a refused request is meant to keep: limit counters, failed sign-ins, idempotent answers and the
 * session's last-seen time. Everything else must be as it was.
 */
const BOOKKEEPING = ['rate_limit_counters', 'login_failures', 'idempotency_keys', 'sessions'];

const digestRow = z.object({ name: z.string(), rows: z.coerce.number(), newest: z.string().nullable() });

export function databaseFingerprint(db: Db): () => Promise<Record<string, string>> {
  let query: SQL | undefined;
  return async () => {
    if (!query) {
      const tables = rowsOf(
        await db.execute(sql`
          select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
        z.object({ name: z.string() }),
      )
        .map((row) => row.name)
        .filter((name) => !BOOKKEEPING.includes(name));
      query = sql.join(
        tables.map(
          (name) =>
            sql`select ${name} as name, count(*) as rows, max(xmin::text::bigint)::text as newest from ${sql.identifier(name)}`,
        ),
        sql` union all `,
      );
    }
    const rows = rowsOf(await db.execute(query), digestRow);
    return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}@${row.newest ?? '-'}`]));
  };
}
