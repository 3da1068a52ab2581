// GET /api/user/profile: the signed-in user's account details, cached per session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProfileSchema, type UserProfile } from '../../../../contracts/user-profile';
import { api, type ReadOptions } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { firstRead } from '../../../lib/first-reads';

const PATH = '/api/user/profile';

export function getProfile(options: ReadOptions = {}): Promise<UserProfile> {
  return api.get(PATH, { schema: userProfileSchema, ...options });
}

/** The session id claim of the token the client sends (not secret), or null. */
function currentSessionId(): string | null {
  const payload = authStorage.getBearer()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

/** Started by the dashboard and the tracker as their modules load (`lib/first-reads.ts`). */
export const profileRead = firstRead(PATH, getProfile);

/** Keyed by session, so one person's cached profile is never shown to the next who signs in. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'profile', currentSessionId()],
    queryFn: (context) => profileRead.take(context),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
