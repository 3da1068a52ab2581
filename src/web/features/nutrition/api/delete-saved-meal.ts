// DELETE /api/foods/meals/{id}: a saved meal removed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedMealsQueryOptions } from './get-saved-meals';

export function deleteSavedMeal(id: number) {
  return api.delete(`/api/foods/meals/${id}`);
}

export function useDeleteSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedMealsQueryOptions().queryKey }),
  });
}
