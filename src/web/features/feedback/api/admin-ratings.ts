// GET /api/admin/ratings: per dish over a range (the last four weeks by default), lowest average first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRatingsResponseSchema, type AdminRatingsResponse } from '../../../../contracts/ratings';
import { api, type ReadOptions } from '../../../lib/api-client';

export const ADMIN_RATINGS_LOAD_FAILED_MESSAGE = 'Failed to fetch the ratings';

export function getAdminRatings(options: ReadOptions = {}): Promise<AdminRatingsResponse> {
  return api.get('/api/admin/ratings', { schema: adminRatingsResponseSchema, ...options });
}

export const adminRatingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'ratings'], queryFn: ({ signal }) => getAdminRatings({ signal }) });

export function useAdminRatings() {
  return useQuery(adminRatingsQueryOptions());
}
