// DELETE /api/foods/custom/{code}: an own food removed (entries logged with it keep their food).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customFoodsQueryOptions } from './get-custom-foods';
import { NUTRITION_KEY } from './query-keys';

export function deleteCustomFood(code: string) {
  return api.delete(`/api/foods/custom/${encodeURIComponent(code)}`);
}

export function useDeleteCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomFood,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customFoodsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: [...NUTRITION_KEY, 'foods'] });
    },
  });
}
