// POST /api/auth/login from the browser, as a TanStack mutation (the login and admin login pages share it).
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../contracts/auth';
import { loginAnswerSchema, type LoginAnswer } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

/** Signed in, or (two-factor on) a challenge for the code step. */
export function login(request: LoginRequest): Promise<LoginAnswer> {
  return api.post('/api/auth/login', request, { schema: loginAnswerSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
