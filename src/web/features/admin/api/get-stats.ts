// GET /api/admin/stats: the seven stat cards (spec sections 2, 3 and 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema, type AdminStats } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';

export const STATS_LOAD_FAILED_MESSAGE = 'Failed to fetch stats';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get('/api/admin/stats', { schema: adminStatsSchema, signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
