// GET /api/account/export (everything, JSON) and /api/account/export/tracker.csv: files the browser saves.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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

/** The file needs the bearer header, so it is fetched and handed to the browser rather than linked. */
export async function downloadMyData(file: MyDataFile): Promise<string> {
  const { path, accept, fallbackName } = PATHS[file];
  const response = await apiFetch('GET', path, { headers: { accept } });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
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

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
