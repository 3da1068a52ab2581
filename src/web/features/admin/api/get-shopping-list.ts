// GET /api/admin/kitchen/shopping-list?from=&to=: every ingredient of the range's lunches scaled by the meals to cook;
// the same list as a CSV file with Accept: text/csv.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { shoppingListResponseSchema, type ShoppingListResponse } from '../../../../contracts/admin';
import { api, apiFetch } from '../../../lib/api-client';
import { saveBlobAs, suggestedFileName } from '../../../lib/save-file';
import { queryString } from './paged';

export const SHOPPING_LIST_LOAD_FAILED_MESSAGE = 'Failed to fetch the shopping list';

export function getShoppingList(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<ShoppingListResponse> {
  return api.get(`/api/admin/kitchen/shopping-list${queryString(range)}`, {
    schema: shoppingListResponseSchema,
    signal,
  });
}

export const shoppingListQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'shopping-list', range.from, range.to],
    queryFn: ({ signal }) => getShoppingList(range, signal),
  });

export function useShoppingList(range: { from: string; to: string }) {
  return useQuery(shoppingListQueryOptions(range));
}

export async function downloadShoppingList(range: { from: string; to: string }): Promise<void> {
  const response = await apiFetch('GET', `/api/admin/kitchen/shopping-list${queryString(range)}`, {
    headers: { accept: 'text/csv' },
  });
  if (response === null) throw new Error('unreachable: a 401 throws unless on401 is null');
  saveBlobAs(
    await response.blob(),
    suggestedFileName(response, `tiffin-fit-shopping-${range.from}-to-${range.to}.csv`),
  );
}

export function useDownloadShoppingList() {
  return useMutation({ mutationFn: downloadShoppingList });
}
