// GET /api/nutrition/export?format=csv|json: goals, entries and weights as a file the browser saves.
import { useMutation } from '@tanstack/react-query';
import { failure, requestHeaders } from '../../../lib/api-client';

/** The export is a file, not JSON: its bytes and the name its Content-Disposition suggests. */
async function download(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetch(path, { headers: requestHeaders({}, false), credentials: 'include' });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

export type ExportFormat = 'csv' | 'json';

export async function exportData(format: ExportFormat): Promise<string> {
  const { blob, filename } = await download(`/api/nutrition/export?format=${format}`);
  const name = filename ?? `tiffin-fit-nutrition.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
