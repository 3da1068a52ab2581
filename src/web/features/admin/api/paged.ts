// What the back office's paged lists share: the query string, and rows with the total from X-Total-Count.
import { parse, type $ZodType } from 'zod/v4/core';
import { TOTAL_COUNT_HEADER } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api-client';

export interface Page<T> {
  rows: T[];
  /** Rows matching the query across all pages. */
  total: number;
}

/** `?a=1&b=x` from the set values; undefined and empty ones are left out. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function getPage<T>(
  path: string,
  schema: $ZodType<T[]>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const response = await apiFetch('GET', path, { signal });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  const rows = parse(schema, await response.json());
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { rows, total: Number.isFinite(header) && header >= rows.length ? header : rows.length };
}
