// POST /api/auth/login/verify: the e-mailed code that finishes a sign-in from a new browser while an account is under
// attack (issue 41), answered like a sign-in.
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '../../../../contracts/auth';
import type { SignInCheckRequest } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

export function completeSignInCheck(request: SignInCheckRequest): Promise<LoginResponse> {
  return api.post('/api/auth/login/verify', request, { schema: loginResponseSchema });
}

export function useCompleteSignInCheck() {
  return useMutation({ mutationFn: completeSignInCheck });
}
