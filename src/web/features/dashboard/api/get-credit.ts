// GET /api/account/credit: the subscriber's account credit, its balance and history (issue 43).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCreditResponseSchema, type AccountCredit } from '../../../../contracts/credit';
import { api, type ReadOptions } from '../../../lib/api-client';

export const CREDIT_LOAD_FAILED_MESSAGE = 'Failed to fetch your account credit';

export function getCredit(options: ReadOptions = {}): Promise<AccountCredit> {
  return api.get('/api/account/credit', { schema: accountCreditResponseSchema, ...options });
}

export const creditQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'credit'], queryFn: ({ signal }) => getCredit({ signal }) });

export function useCredit() {
  return useQuery(creditQueryOptions());
}
