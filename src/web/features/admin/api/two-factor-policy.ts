// GET and PUT /api/admin/two-factor-policy: whether the team must use two-factor sign-in (owners only).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorPolicySchema, type TwoFactorPolicy } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

export function getTwoFactorPolicy(signal?: AbortSignal): Promise<TwoFactorPolicy> {
  return api.get('/api/admin/two-factor-policy', { schema: twoFactorPolicySchema, signal });
}

export function setTwoFactorPolicy(policy: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  return api.put('/api/admin/two-factor-policy', policy, { schema: twoFactorPolicySchema });
}

export const twoFactorPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'two-factor-policy'],
    queryFn: ({ signal }) => getTwoFactorPolicy(signal),
    retry: false,
  });

export function useTwoFactorPolicy(enabled = true) {
  return useQuery({ ...twoFactorPolicyQueryOptions(), enabled });
}

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    onSuccess: (policy) => queryClient.setQueryData(twoFactorPolicyQueryOptions().queryKey, policy),
  });
}
