// Rows of a raw SQL query (db.execute), parsed: both drivers answer { rows }, typed unknown by Drizzle.
import { z } from 'zod';

export function rowsOf<T>(result: unknown, row: z.ZodType<T>): T[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** count(*) and sums arrive as numbers or, for bigints, as strings. */
export const dbNumber = z.union([z.number(), z.string()]).transform(Number);
