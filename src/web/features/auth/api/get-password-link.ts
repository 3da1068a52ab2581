// POST /api/auth/password-link: what the /reset-password link is for (a reset, a first password, a team invitation).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordLinkResponseSchema, type PasswordLinkResponse } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export function getPasswordLink(token: string, signal?: AbortSignal): Promise<PasswordLinkResponse> {
  return api.post('/api/auth/password-link', { token }, { schema: passwordLinkResponseSchema, signal });
}

export const passwordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'password-link', token],
    queryFn: ({ signal }) => getPasswordLink(token, signal),
  });

export function usePasswordLink(token: string | null) {
  return useQuery({ ...passwordLinkQueryOptions(token ?? ''), enabled: token !== null });
}
