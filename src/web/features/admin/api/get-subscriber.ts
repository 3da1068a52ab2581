// GET /api/admin/subscribers/:id: one subscriber's subscription, charges, orders, e-mails and sessions.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminSubscriberDetailSchema, type AdminSubscriberDetail } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';

export const SUBSCRIBER_LOAD_FAILED_MESSAGE = 'Failed to fetch the subscriber';

export function getAdminSubscriber(id: number, signal?: AbortSignal): Promise<AdminSubscriberDetail> {
  return api.get(`/api/admin/subscribers/${id}`, { schema: adminSubscriberDetailSchema, signal });
}

export const adminSubscriberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', 'detail', id],
    queryFn: ({ signal }) => getAdminSubscriber(id, signal),
  });

export function useAdminSubscriber(id: number) {
  return useQuery(adminSubscriberQueryOptions(id));
}

/** After an action on a subscriber: their page, the list and the stats may all have changed. */
export function useRefreshSubscriber(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSubscriberQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]);
    },
    [queryClient],
  );
}
