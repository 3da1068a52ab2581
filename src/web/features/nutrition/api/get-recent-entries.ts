// GET /api/daily-nutrition/recent: the latest of each food logged in the last 30 days, to log again in one tap.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentEntriesResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const recentEntriesQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'recent'],
    queryFn: ({ signal }) =>
      api.get('/api/daily-nutrition/recent', { schema: recentEntriesResponseSchema, signal }),
  });

export function useRecentEntries() {
  return useQuery(recentEntriesQueryOptions());
}
