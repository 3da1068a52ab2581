// POST /api/ai-recommendations/generate: new insights from the last 14 days, with an empty body (spec section 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recommendationsResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { recommendationsQueryOptions } from './get-recommendations';

export function generateRecommendations() {
  return api.post('/api/ai-recommendations/generate', {}, { schema: recommendationsResponseSchema });
}

export function useGenerateRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRecommendations,
    onSuccess: (list) => queryClient.setQueryData(recommendationsQueryOptions().queryKey, list),
  });
}
