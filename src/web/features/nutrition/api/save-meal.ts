// POST /api/foods/meals: several foods saved under a name, to log together later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedMealSchema, type SavedMealRequest } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';
import { savedMealsQueryOptions } from './get-saved-meals';

export function saveMeal(request: SavedMealRequest) {
  return api.post('/api/foods/meals', request, { schema: savedMealSchema });
}

export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedMealsQueryOptions().queryKey }),
  });
}
