// POST /api/foods/custom: a food of one's own from its nutrition label.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customFoodSchema, type CustomFoodRequest } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { customFoodsQueryOptions } from './get-custom-foods';
import { NUTRITION_KEY } from './query-keys';

export function createCustomFood(request: CustomFoodRequest) {
  return api.post('/api/foods/custom', request, { schema: customFoodSchema });
}

export function useCreateCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomFood,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customFoodsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: [...NUTRITION_KEY, 'foods'] });
    },
  });
}
