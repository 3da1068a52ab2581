// PUT /api/admin/menu/editors/:userId (owners): lets a staff member edit dishes and menus, or stops them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAccessResponseSchema } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';
import { MENU_ACCESS_KEY } from './get-menu-access';

export function setMenuEditor({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  return api.put(`/api/admin/menu/editors/${userId}`, { canEdit }, { schema: menuAccessResponseSchema });
}

export function useSetMenuEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMenuEditor,
    onSuccess: (access) => queryClient.setQueryData(MENU_ACCESS_KEY, access),
  });
}
