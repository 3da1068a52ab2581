// GET /api/foods/custom: the subscriber's own foods, from nutrition labels.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customFoodsResponseSchema } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const customFoodsQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'custom-foods'],
    queryFn: ({ signal }) => api.get('/api/foods/custom', { schema: customFoodsResponseSchema, signal }),
  });

export function useCustomFoods() {
  return useQuery(customFoodsQueryOptions());
}
