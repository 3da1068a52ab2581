// POST /api/account/password: a new password, the current one confirmed; every other browser is signed out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordRequest } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

export function changePassword(request: ChangePasswordRequest) {
  return api.post('/api/account/password', request, { schema: changePasswordResponseSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
