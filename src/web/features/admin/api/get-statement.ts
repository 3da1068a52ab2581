// GET /api/admin/reports/statement?month=YYYY-MM: the month's statement (issue 43), and its CSV download.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { statementSchema, type Statement } from '../../../../contracts/books';
import { api, apiFetch } from '../../../lib/api-client';
import { saveBlobAs } from '../../../lib/save-file';

export const STATEMENT_LOAD_FAILED_MESSAGE = 'Failed to fetch the statement';

const pathOf = (month: string) => `/api/admin/reports/statement?month=${encodeURIComponent(month)}`;

export function getStatement(month: string, signal?: AbortSignal): Promise<Statement> {
  return api.get(pathOf(month), { schema: statementSchema, signal });
}

export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'books', 'statement', month],
    queryFn: ({ signal }) => getStatement(month, signal),
  });

export function useStatement(month: string) {
  return useQuery(statementQueryOptions(month));
}

/** The same statement as CSV: it needs the bearer header, so it is fetched and handed to the browser. */
export async function downloadStatementCsv(month: string): Promise<void> {
  const response = await apiFetch('GET', pathOf(month), { headers: { accept: 'text/csv' } });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  saveBlobAs(await response.blob(), `tiffin-fit-statement-${month}.csv`);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatementCsv });
}
