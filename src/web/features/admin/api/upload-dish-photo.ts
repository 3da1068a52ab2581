// POST /api/admin/dishes/:id/photo: the photo file itself as the body; the server re-encodes it without metadata.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dishResponseSchema, type Dish } from '../../../../contracts/dishes';
import { failure, requestHeaders } from '../../../lib/api-client';
import { DISHES_KEY } from './get-dishes';
import { MENU_WEEK_KEY } from './get-menu-week';

export async function uploadDishPhoto({ id, file }: { id: number; file: File }): Promise<Dish> {
  const response = await fetch(`/api/admin/dishes/${id}/photo`, {
    method: 'POST',
    headers: { ...requestHeaders({}, false), 'content-type': file.type || 'application/octet-stream' },
    credentials: 'include',
    body: file,
  });
  if (!response.ok) throw await failure(response);
  return dishResponseSchema.parse(await response.json()).dish;
}

export function useUploadDishPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDishPhoto,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DISHES_KEY });
      await queryClient.invalidateQueries({ queryKey: MENU_WEEK_KEY });
    },
  });
}
