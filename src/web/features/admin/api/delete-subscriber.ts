// DELETE /api/admin/subscribers/:id: deletes a subscriber's account at their request (issue 21), confirmed with
// their e-mail typed and the owner's password (issue 41), audited.
import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponseSchema, type DeleteSubscriberRequest } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';
import { useRefreshSubscriber } from './get-subscriber';

export function deleteSubscriber(id: number, confirm: DeleteSubscriberRequest) {
  return api.delete(`/api/admin/subscribers/${id}`, { body: confirm, schema: deleteAccountResponseSchema });
}

export function useDeleteSubscriber(id: number) {
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: (confirm: DeleteSubscriberRequest) => deleteSubscriber(id, confirm),
    onSuccess: () => refresh(id),
  });
}
