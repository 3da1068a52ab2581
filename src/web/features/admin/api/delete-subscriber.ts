// DELETE /api/admin/subscribers/:id: deletes a subscriber's account at their request (issue 21), audited.
import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponseSchema } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';
import { useRefreshSubscriber } from './get-subscriber';

export function deleteSubscriber(id: number) {
  return api.delete(`/api/admin/subscribers/${id}`, { schema: deleteAccountResponseSchema });
}

export function useDeleteSubscriber(id: number) {
  const refresh = useRefreshSubscriber();
  return useMutation({ mutationFn: () => deleteSubscriber(id), onSuccess: () => refresh(id) });
}
