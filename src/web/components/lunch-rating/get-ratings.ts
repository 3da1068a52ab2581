// GET /api/ratings: the lunches open to rating now and the subscriber's ratings (issue 44). Shared: the dashboard's
// lunches (features/feedback) and the tracker's lunch card (features/nutrition) both read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ratingsResponseSchema, type RatingsResponse } from '../../../contracts/ratings';
import { api, type ReadOptions } from '../../lib/api-client';

export const RATINGS_LOAD_FAILED_MESSAGE = 'Failed to fetch your lunches to rate';

export function getRatings(options: ReadOptions = {}): Promise<RatingsResponse> {
  return api.get('/api/ratings', { schema: ratingsResponseSchema, ...options });
}

export const ratingsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'ratings'], queryFn: ({ signal }) => getRatings({ signal }) });

export function useRatings() {
  return useQuery(ratingsQueryOptions());
}
