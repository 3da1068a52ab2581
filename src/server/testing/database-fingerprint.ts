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

/** The next transaction id to be given out: a write anywhere takes one, so while it stands still nothing was written. */
const NEXT_XID = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`;

export interface FingerprintCounts {
  /** Digests read in full. */
  read: number;
  /** Digests answered from the last one, as no transaction had written since. */
  kept: number;
}

/**
 * Reading every table costs some 15 ms (planning ~60 selects, each time); most refused requests write nothing at all,
 * not even to the bookkeeping tables, so the digest is read again only once a transaction id has been given out since
 * the last one. On PostgreSQL the ids are the server's, so other databases' writes only cost a full read.
 */
export function databaseFingerprint(db: Db): {
  (): Promise<Record<string, string>>;
  counts: FingerprintCounts;
} {
  let query: SQL | undefined;
  let last: { xid: string; digest: Record<string, string> } | undefined;
  const counts: FingerprintCounts = { read: 0, kept: 0 };
  const nextXid = async () => rowsOf(await db.execute(NEXT_XID), z.object({ xid: z.string() }))[0]?.xid ?? '';
  const read = async () => {
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
  const fingerprint = async () => {
    const xid = await nextXid();
    if (last?.xid === xid) {
      counts.kept += 1;
      return last.digest;
    }
    counts.read += 1;
    // The id is read before the tables: a write that lands between the two is seen by the next call.
    last = { xid, digest: await read() };
    return last.digest;
  };
  return Object.assign(fingerprint, { counts });
}
