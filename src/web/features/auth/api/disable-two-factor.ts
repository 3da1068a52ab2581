// DELETE /api/account/two-factor: turns two-factor sign-in off, proven with a current code or a recovery code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';
import { twoFactorStatusQueryOptions } from './two-factor-status';

export function disableTwoFactor(code: string): Promise<MessageResponse> {
  return api.delete('/api/account/two-factor', { body: { code }, schema: messageResponseSchema });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries(twoFactorStatusQueryOptions()),
  });
}
