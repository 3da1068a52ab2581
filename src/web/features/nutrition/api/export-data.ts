// GET /api/nutrition/export?format=csv|json: goals, entries and weights as a file the browser saves.
import { useMutation } from '@tanstack/react-query';
import { failure, requestHeaders } from '../../../lib/api-client';
import { saveBlobAs, suggestedFileName } from '../../../lib/save-file';

/** The export is a file, not JSON: its bytes and the name its Content-Disposition suggests. */
async function download(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(path, { headers: requestHeaders({}, false), credentials: 'include' });
  if (!response.ok) throw await failure(response);
  return { blob: await response.blob(), name: suggestedFileName(response, fallbackName) };
}

export type ExportFormat = 'csv' | 'json';

export async function exportData(format: ExportFormat): Promise<string> {
  const { blob, name } = await download(
    `/api/nutrition/export?format=${format}`,
    `tiffin-fit-nutrition.${format}`,
  );
  saveBlobAs(blob, name);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
