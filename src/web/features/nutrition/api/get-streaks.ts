// GET /api/nutrition/streaks: current and longest streak, achievements, and today's and this week's grade.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { streaksResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const streaksQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'streaks'],
    queryFn: ({ signal }) => api.get('/api/nutrition/streaks', { schema: streaksResponseSchema, signal }),
  });

export function useStreaks() {
  return useQuery(streaksQueryOptions());
}
