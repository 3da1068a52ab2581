// GET /api/admin/menu/access: whether the caller may edit dishes and menus, the staff allowed to, the labels' keeping time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuAccessResponseSchema, type MenuAccessResponse } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';

export const MENU_ACCESS_KEY = ['admin', 'menu-access'] as const;
export const MENU_ACCESS_LOAD_FAILED_MESSAGE = 'Failed to fetch the menu’s settings';

export function getMenuAccess(signal?: AbortSignal): Promise<MenuAccessResponse> {
  return api.get('/api/admin/menu/access', { schema: menuAccessResponseSchema, signal });
}

export const menuAccessQueryOptions = () =>
  queryOptions({ queryKey: MENU_ACCESS_KEY, queryFn: ({ signal }) => getMenuAccess(signal) });

export function useMenuAccess() {
  return useQuery(menuAccessQueryOptions());
}
