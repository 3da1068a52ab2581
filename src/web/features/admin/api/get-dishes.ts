// GET /api/admin/dishes: the kitchen's dishes with their figures, allergens and ingredient statements.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dishesResponseSchema, type DishesResponse } from '../../../../contracts/dishes';
import { api } from '../../../lib/api-client';

export const DISHES_KEY = ['admin', 'dishes'] as const;
export const DISHES_LOAD_FAILED_MESSAGE = 'Failed to fetch dishes';

export function getDishes(signal?: AbortSignal): Promise<DishesResponse> {
  return api.get('/api/admin/dishes', { schema: dishesResponseSchema, signal });
}

export const dishesQueryOptions = () =>
  queryOptions({ queryKey: DISHES_KEY, queryFn: ({ signal }) => getDishes(signal) });

export function useDishes() {
  return useQuery(dishesQueryOptions());
}
