// GET /api/account/export (everything, JSON) and /api/account/export/tracker.csv: files the browser saves.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveBlobAs, suggestedFileName } from '../../../lib/save-file';

export type MyDataFile = 'everything' | 'tracker-csv';

const PATHS: Record<MyDataFile, { path: string; accept: string; fallbackName: string }> = {
  everything: {
    path: '/api/account/export',
    accept: 'application/json',
    fallbackName: 'tiffin-fit-my-data.json',
  },
  'tracker-csv': {
    path: '/api/account/export/tracker.csv',
    accept: 'text/csv',
    fallbackName: 'tiffin-fit-tracker.csv',
  },
};

export async function downloadMyData(file: MyDataFile): Promise<string> {
  const { path, accept, fallbackName } = PATHS[file];
  const response = await apiFetch('GET', path, { headers: { accept } });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  const name = suggestedFileName(response, fallbackName);
  saveBlobAs(await response.blob(), name);
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
