// GET /api/admin/foods?q=: the food catalogue (the tracker's search) for a recipe's ingredients.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { foodSearchResponseSchema, type FoodSearchResponse } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export function searchRecipeFoods(q: string, signal?: AbortSignal): Promise<FoodSearchResponse> {
  return api.get(`/api/admin/foods${queryString({ q, limit: 8 })}`, {
    schema: foodSearchResponseSchema,
    signal,
  });
}

export const recipeFoodsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'foods', q],
    queryFn: ({ signal }) => searchRecipeFoods(q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function useRecipeFoods(q: string) {
  return useQuery(recipeFoodsQueryOptions(q));
}
