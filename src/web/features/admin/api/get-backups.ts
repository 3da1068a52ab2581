// GET /api/admin/backups: the backup files with size and time, the last success and failure, the nightly schedule.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupsResponseSchema, type BackupsResponse } from '../../../../contracts/backups';
import { api } from '../../../lib/api-client';

export const BACKUPS_LOAD_FAILED_MESSAGE = 'Failed to fetch backups';

export function getBackups(signal?: AbortSignal): Promise<BackupsResponse> {
  return api.get('/api/admin/backups', { schema: backupsResponseSchema, signal });
}

export const BACKUPS_KEY = ['admin', 'backups'] as const;

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) => getBackups(signal),
    // Live state: read again each time the tab opens.
    staleTime: 0,
  });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
