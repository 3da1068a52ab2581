// GET /api/admin/exports/{charges,refunds,credit}.csv?from&until: the accountant's files for a range (issue 43).
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveBlobAs } from '../../../lib/save-file';

export type ExportName = 'charges' | 'refunds' | 'credit';

export async function downloadExport(input: {
  name: ExportName;
  from: string;
  until: string;
}): Promise<void> {
  const query = `from=${encodeURIComponent(input.from)}&until=${encodeURIComponent(input.until)}`;
  const response = await apiFetch('GET', `/api/admin/exports/${input.name}.csv?${query}`, {
    headers: { accept: 'text/csv' },
  });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  saveBlobAs(await response.blob(), `tiffin-fit-${input.name}-${input.from}.csv`);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
