// GET /api/admin/menu/weeks/:weekStart: a week's plan, its lunches as served, and whether it is locked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuWeekResponseSchema, type MenuWeekResponse } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';

export const MENU_WEEK_KEY = ['admin', 'menu-week'] as const;
export const MENU_WEEK_LOAD_FAILED_MESSAGE = 'Failed to fetch the week’s menu';

export function getMenuWeek(monday: string, signal?: AbortSignal): Promise<MenuWeekResponse> {
  return api.get(`/api/admin/menu/weeks/${monday}`, { schema: menuWeekResponseSchema, signal });
}

export const menuWeekQueryOptions = (monday: string) =>
  queryOptions({
    queryKey: [...MENU_WEEK_KEY, monday],
    queryFn: ({ signal }) => getMenuWeek(monday, signal),
  });

export function useMenuWeek(monday: string) {
  return useQuery(menuWeekQueryOptions(monday));
}
