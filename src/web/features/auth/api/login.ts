// POST /api/auth/login from the browser, as a TanStack mutation (the login and admin login pages share it).
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return api.post('/api/auth/login', request, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
