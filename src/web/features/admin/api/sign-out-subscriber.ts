// POST /api/admin/subscribers/:id/sign-out: ends every session of that account.
import { useMutation } from '@tanstack/react-query';
import { signOutEverywhereResponseSchema, type SignOutEverywhereResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { useRefreshSubscriber } from './get-subscriber';

export function signOutSubscriber(id: number): Promise<SignOutEverywhereResponse> {
  return api.post(`/api/admin/subscribers/${id}/sign-out`, undefined, {
    schema: signOutEverywhereResponseSchema,
  });
}

export function useSignOutSubscriber(id: number) {
  const refresh = useRefreshSubscriber();
  return useMutation({ mutationFn: () => signOutSubscriber(id), onSuccess: () => refresh(id) });
}
