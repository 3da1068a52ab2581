// POST /api/auth/login from the browser, as a TanStack mutation (the login and admin login pages share it).
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../contracts/auth';
import { loginAnswerSchema, type LoginAnswer } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

/** What follows a right password when it does not sign in at once: the code step, or the e-mailed check's. */
export type SecondStep =
  | { kind: 'two-factor'; challenge: string }
  /** `code` when the e-mail's link brought it; `message` the server's words when the form asked. */
  | { kind: 'check'; check: { challenge: string; code?: string; message?: string } };

export function secondStepOf(answer: LoginAnswer): SecondStep | null {
  if ('verificationRequired' in answer) {
    return { kind: 'check', check: { challenge: answer.challenge, message: answer.message } };
  }
  if ('twoFactorRequired' in answer) return { kind: 'two-factor', challenge: answer.challenge };
  return null;
}

/** Signed in, or a challenge for the code step (two-factor on) or for the e-mailed code (issue 41). */
export function login(request: LoginRequest): Promise<LoginAnswer> {
  return api.post('/api/auth/login', request, { schema: loginAnswerSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
