// GET /api/nutrition/export?format=csv|json: goals, entries and weights as a file the browser saves.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

export type ExportFormat = 'csv' | 'json';

export async function exportData(format: ExportFormat): Promise<string> {
  const { blob, filename } = await apiDownload(`/api/nutrition/export?format=${format}`);
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
