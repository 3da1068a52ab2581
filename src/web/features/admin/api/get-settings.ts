// GET /api/admin/settings: the live state of mail, database, payments, billing and jobs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsSchema, type AdminSettings } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';

export const SETTINGS_LOAD_FAILED_MESSAGE = 'Failed to fetch settings';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get('/api/admin/settings', { schema: adminSettingsSchema, signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => getAdminSettings(signal),
    // Live state: read again each time the tab opens rather than kept for the app's 5 minutes.
    staleTime: 0,
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
