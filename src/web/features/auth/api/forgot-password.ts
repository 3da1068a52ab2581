// POST /api/auth/forgot-password: asks for a reset link by e-mail.
import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(request: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.post('/api/auth/forgot-password', request, { schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
