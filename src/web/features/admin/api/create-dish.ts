// POST /api/admin/dishes: a new dish from catalogue ingredients; the dish list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dishResponseSchema, type CreateDishRequest, type Dish } from '../../../../contracts/dishes';
import { api } from '../../../lib/api-client';
import { DISHES_KEY } from './get-dishes';

export async function createDish(request: CreateDishRequest): Promise<Dish> {
  return (await api.post('/api/admin/dishes', request, { schema: dishResponseSchema })).dish;
}

export function useCreateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDish,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISHES_KEY }),
  });
}
