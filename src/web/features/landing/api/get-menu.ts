// The week's menu from GET /api/menu: fetcher, query options (which own the key) and hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuResponseSchema, type MenuResponse } from '../../../../contracts/menu';
import { api } from '../../../lib/api-client';

export function getMenu(signal?: AbortSignal): Promise<MenuResponse> {
  return api.get('/api/menu', { schema: menuResponseSchema, signal });
}

export const menuQueryOptions = () =>
  queryOptions({ queryKey: ['menu'], queryFn: ({ signal }) => getMenu(signal) });

export function useMenu() {
  return useQuery(menuQueryOptions());
}
