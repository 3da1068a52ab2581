// GET /api/foods?q=: the catalogue (Indian dishes, US foods, IFCT ingredients, one's own foods), best first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { foodSearchResponseSchema } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const foodSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'foods', q],
    queryFn: ({ signal }) =>
      api.get(`/api/foods?q=${encodeURIComponent(q)}&limit=8`, { schema: foodSearchResponseSchema, signal }),
    // One's own recent foods rank first: a search is fresh for a minute.
    staleTime: 60_000,
  });

export function useFoodSearch(q: string) {
  return useQuery({
    ...foodSearchQueryOptions(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
