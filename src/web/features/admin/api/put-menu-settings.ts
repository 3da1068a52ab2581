// PUT /api/admin/menu/settings (owners): how many days the labels say the meals keep.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAccessResponseSchema } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';
import { MENU_ACCESS_KEY } from './get-menu-access';

export function putMenuSettings(request: { keepDays: number }) {
  return api.put('/api/admin/menu/settings', request, { schema: menuAccessResponseSchema });
}

export function usePutMenuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMenuSettings,
    onSuccess: (access) => queryClient.setQueryData(MENU_ACCESS_KEY, access),
  });
}
