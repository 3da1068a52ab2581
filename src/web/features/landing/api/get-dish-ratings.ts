// GET /api/ratings/dishes: each dish's live average, only once 10 subscribers rated it (issue 44). Asked for with the
// menu's cards, after the page: the landing page's first load does not carry it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicDishRatingsSchema, type PublicDishRatings } from '../../../../contracts/ratings';
import { api } from '../../../lib/api-client';

export function getDishRatings(signal?: AbortSignal): Promise<PublicDishRatings> {
  return api.get('/api/ratings/dishes', { schema: publicDishRatingsSchema, signal });
}

export const dishRatingsQueryOptions = () =>
  queryOptions({ queryKey: ['dish-ratings'], queryFn: ({ signal }) => getDishRatings(signal) });

export function useDishRatings() {
  return useQuery(dishRatingsQueryOptions());
}
