// Statements the embedded database prepares once by name, for reads that run on every signed-in request.
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';

export interface EmbeddedStatement {
  /** Runs the statement with these placeholder values; answers its rows as arrays, columns in select order. */
  execute(values: Record<string, unknown>): Promise<unknown[][]>;
}

/** Per PGlite instance (one session each), the statements prepared on it so far. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** A value as an SQL literal of unknown type, which PostgreSQL casts to the parameter's type. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  // Drizzle hands placeholder values over as given, so a Date arrives here as a Date.
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return pg.escapeLiteral(String(value));
  }
  throw new TypeError(`cannot send a ${typeof value} to a prepared statement`);
}

/**
 * The query prepared on the embedded database under `name`; undefined on PostgreSQL and inside a transaction, where
 * Drizzle's `.prepare(name)` already has pg parse it once per pooled connection.
 *
 * Why: PGlite's query() parses, describes and plans its statement on every call, which made the session lookup cost
 * twice what the rest of a signed-in request does. PREPARE once, then EXECUTE over the simple protocol, reuses the
 * plan. EXECUTE takes no bind parameters, so the values travel as literals escaped by pg's escapeLiteral.
 */
export function prepareEmbedded(
  db: DbOrTx,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): EmbeddedStatement | undefined {
  // Only the database object itself carries $client; a transaction must not take this path (it holds PGlite's lock).
  if (!('$client' in db) || !(db.$client instanceof PGlite)) return undefined;
  const client = db.$client;
  const { sql, params } = query.toSQL();
  return {
    async execute(values) {
      let statements = preparedOn.get(client);
      if (!statements) preparedOn.set(client, (statements = new Map<string, Promise<unknown>>()));
      let prepared = statements.get(name);
      if (!prepared) {
        prepared = client.exec(`PREPARE ${name} AS ${sql}`).catch((err: unknown) => {
          statements.delete(name);
          throw err;
        });
        statements.set(name, prepared);
      }
      await prepared;
      const args = fillPlaceholders(params, values).map(literal).join(', ');
      const [result] = await client.exec(`EXECUTE ${name}(${args})`, { rowMode: 'array' });
      const rows: unknown[] = result?.rows ?? [];
      return rows.map((row): unknown[] => {
        if (!Array.isArray(row)) throw new TypeError('PGlite answered a row that is not an array');
        return row as unknown[];
      });
    },
  };
}
