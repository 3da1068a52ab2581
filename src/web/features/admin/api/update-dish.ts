// PATCH /api/admin/dishes/:id: a new version of a dish; a 409 asks keep or apply for the locked weeks that show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dishResponseSchema, type Dish, type UpdateDishRequest } from '../../../../contracts/dishes';
import { api } from '../../../lib/api-client';
import { DISHES_KEY } from './get-dishes';
import { MENU_WEEK_KEY } from './get-menu-week';

export async function updateDish({ id, ...request }: UpdateDishRequest & { id: number }): Promise<Dish> {
  return (await api.patch(`/api/admin/dishes/${id}`, request, { schema: dishResponseSchema })).dish;
}

export function useUpdateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDish,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DISHES_KEY });
      await queryClient.invalidateQueries({ queryKey: MENU_WEEK_KEY });
    },
  });
}
