// GET /api/foods/meals: the subscriber's saved meals, each logged in one tap.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedMealsResponseSchema } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const savedMealsQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'saved-meals'],
    queryFn: ({ signal }) => api.get('/api/foods/meals', { schema: savedMealsResponseSchema, signal }),
  });

export function useSavedMeals() {
  return useQuery(savedMealsQueryOptions());
}
