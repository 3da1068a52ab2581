// GET /api/account/sessions: the browsers signed in to this account, this one first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSessionsResponseSchema, type AccountSession } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export async function getSessions(): Promise<AccountSession[]> {
  return (await api.get('/api/account/sessions', { schema: accountSessionsResponseSchema })).sessions;
}

/** Keyed by the token sent, so another person signing in on this browser never sees this list. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'sessions', authStorage.getBearer()?.slice(-16) ?? null],
    queryFn: getSessions,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
