// GET /api/admin/subscribers: one page of the subscriber list with its search and filters (spec sections 2, 3, 7).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminSubscribersResponseSchema,
  type AdminSubscriber,
  type SubscribersQuery,
} from '../../../../contracts/admin';
import { getPage, queryString, type Page } from './paged';

export const SUBSCRIBERS_LOAD_FAILED_MESSAGE = 'Failed to fetch subscribers';

export function getAdminSubscribers(
  query: SubscribersQuery,
  signal?: AbortSignal,
): Promise<Page<AdminSubscriber>> {
  return getPage(
    `/api/admin/subscribers${queryString({ ...query })}`,
    adminSubscribersResponseSchema,
    signal,
  );
}

export const adminSubscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', 'list', query],
    queryFn: ({ signal }) => getAdminSubscribers(query, signal),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useAdminSubscribers(query: SubscribersQuery) {
  return useQuery(adminSubscribersQueryOptions(query));
}
