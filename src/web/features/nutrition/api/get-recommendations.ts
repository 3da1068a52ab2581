// GET /api/ai-recommendations: the subscriber's latest insights, most important first (spec section 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'recommendations'],
    queryFn: ({ signal }) =>
      api.get('/api/ai-recommendations', { schema: recommendationsResponseSchema, signal }),
  });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
