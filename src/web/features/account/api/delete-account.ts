// DELETE /api/account: the account is deleted (password, and a code where two-factor is on); then signed out here.
import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponseSchema, type DeleteAccountRequest } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';

export function deleteAccount(request: DeleteAccountRequest) {
  return api.delete('/api/account', { body: request, schema: deleteAccountResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
