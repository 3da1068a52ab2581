// POST /api/auth/reset-password: sets the password from a reset or account-setup link.
import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post('/api/auth/reset-password', request, { schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
