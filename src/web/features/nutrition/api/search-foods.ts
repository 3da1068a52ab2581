// GET /api/foods?q=: the Indian Food Composition Tables 2017, by English or local name.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { foodSearchResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const foodSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'foods', q],
    queryFn: ({ signal }) =>
      api.get(`/api/foods?q=${encodeURIComponent(q)}&limit=8`, { schema: foodSearchResponseSchema, signal }),
    staleTime: Infinity,
  });

export function useFoodSearch(q: string) {
  return useQuery({
    ...foodSearchQueryOptions(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
