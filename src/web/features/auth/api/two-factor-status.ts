// GET /api/account/two-factor: whether the caller has two-factor sign-in on, and whether the team must.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema, type TwoFactorStatus } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.get('/api/account/two-factor', { schema: twoFactorStatusSchema, signal });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    staleTime: 0,
  });

export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}
