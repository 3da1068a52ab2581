// PUT /api/admin/menu/rotation: a new rotation from a week not yet locked; the weeks it fills are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotationResponseSchema, type PutRotationRequest } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';
import { MENU_WEEK_KEY } from './get-menu-week';
import { ROTATION_KEY } from './get-rotation';

export function putRotation(request: PutRotationRequest) {
  return api.put('/api/admin/menu/rotation', request, { schema: rotationResponseSchema });
}

export function usePutRotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRotation,
    onSuccess: async (answer) => {
      queryClient.setQueryData(ROTATION_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: MENU_WEEK_KEY });
    },
  });
}
