// GET /api/admin/subscribers.csv: every row matching the search and filters, saved as a CSV file.
import { useMutation } from '@tanstack/react-query';
import type { SubscribersCsvQuery } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { saveBlobAs } from '../../../lib/save-file';
import { queryString } from './paged';

/** The file needs the bearer header, so it is fetched and handed to the browser rather than linked. */
export async function downloadSubscribersCsv(query: SubscribersCsvQuery, fileName: string): Promise<void> {
  const response = await apiFetch('GET', `/api/admin/subscribers.csv${queryString({ ...query })}`, {
    headers: { accept: 'text/csv' },
  });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  saveBlobAs(await response.blob(), fileName);
}

export function useExportSubscribers() {
  return useMutation({
    mutationFn: ({ query, fileName }: { query: SubscribersCsvQuery; fileName: string }) =>
      downloadSubscribersCsv(query, fileName),
  });
}
