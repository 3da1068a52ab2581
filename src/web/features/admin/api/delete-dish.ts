// DELETE /api/admin/dishes/:id: archives a dish no coming week shows; a 409 names the weeks that do.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DISHES_KEY } from './get-dishes';

export async function deleteDish(id: number): Promise<void> {
  await api.delete(`/api/admin/dishes/${id}`);
}

export function useDeleteDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDish,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISHES_KEY }),
  });
}
