// GET /api/menu?week=: the dated menu of one coming week, for the subscriber's coming weeks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuResponseSchema, type MenuResponse } from '../../../../contracts/menu';
import { api } from '../../../lib/api-client';

export function getWeekMenu(monday: string, signal?: AbortSignal): Promise<MenuResponse> {
  return api.get(`/api/menu?week=${monday}`, { schema: menuResponseSchema, signal });
}

export const weekMenuQueryOptions = (monday: string) =>
  queryOptions({
    queryKey: ['menu', 'week', monday],
    queryFn: ({ signal }) => getWeekMenu(monday, signal),
    staleTime: 5 * 60_000,
  });

export function useWeekMenu(monday: string) {
  return useQuery(weekMenuQueryOptions(monday));
}
