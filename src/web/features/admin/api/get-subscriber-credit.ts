// GET /api/admin/subscribers/:id/credit: a subscriber's account credit, balance and history (issue 43).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCreditResponseSchema, type AccountCredit } from '../../../../contracts/credit';
import { api } from '../../../lib/api-client';

export const CREDIT_LOAD_FAILED_MESSAGE = 'Failed to fetch the account credit';

export function getSubscriberCredit(id: number, signal?: AbortSignal): Promise<AccountCredit> {
  return api.get(`/api/admin/subscribers/${id}/credit`, { schema: accountCreditResponseSchema, signal });
}

export const subscriberCreditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', 'credit', id],
    queryFn: ({ signal }) => getSubscriberCredit(id, signal),
  });

export function useSubscriberCredit(id: number) {
  return useQuery(subscriberCreditQueryOptions(id));
}
