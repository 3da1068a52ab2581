// POST /api/nutrition/weights: the day's weight (a second one the same day replaces it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weightEntrySchema, type WeightRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export function logWeight(request: WeightRequest) {
  return api.post('/api/nutrition/weights', request, { schema: weightEntrySchema });
}

export function useLogWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logWeight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUTRITION_KEY }),
  });
}
