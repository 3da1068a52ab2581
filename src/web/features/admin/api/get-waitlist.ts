// GET /api/admin/waitlist: one page of the entries of a phase, and the spots the current launch phase has free.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminWaitlistResponseSchema,
  type AdminWaitlistQuery,
  type AdminWaitlistResponse,
} from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export const WAITLIST_LOAD_FAILED_MESSAGE = 'Failed to fetch the waitlist';

export function getAdminWaitlist(
  query: AdminWaitlistQuery,
  signal?: AbortSignal,
): Promise<AdminWaitlistResponse> {
  return api.get(`/api/admin/waitlist${queryString({ ...query })}`, {
    schema: adminWaitlistResponseSchema,
    signal,
  });
}

export const WAITLIST_KEY = ['admin', 'waitlist'] as const;

export const adminWaitlistQueryOptions = (query: AdminWaitlistQuery) =>
  queryOptions({
    queryKey: [...WAITLIST_KEY, query],
    queryFn: ({ signal }) => getAdminWaitlist(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminWaitlist(query: AdminWaitlistQuery) {
  return useQuery(adminWaitlistQueryOptions(query));
}
