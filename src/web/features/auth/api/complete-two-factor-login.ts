// POST /api/auth/login/two-factor: the code step of a sign-in, answered like a sign-in.
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '../../../../contracts/auth';
import type { TwoFactorLoginRequest } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

export function completeTwoFactorLogin(request: TwoFactorLoginRequest): Promise<LoginResponse> {
  return api.post('/api/auth/login/two-factor', request, { schema: loginResponseSchema });
}

export function useCompleteTwoFactorLogin() {
  return useMutation({ mutationFn: completeTwoFactorLogin });
}
