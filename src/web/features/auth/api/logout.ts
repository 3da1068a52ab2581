// POST /api/auth/logout, and the one way the app signs out: every stored session ends, here and on the server.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { authStorage, backOfficeRoleOf } from '../../../lib/auth-storage';

/** Ends one session on the server. Signing out locally never waits for it, and it outlives a navigation. */
export function revokeSession(token: string): void {
  api.post('/api/auth/logout', undefined, { bearer: token, keepalive: true }).catch(() => {});
}

/**
 * Signs the browser out: revokes the session of every stored token (an admin's and a subscriber's may both be
 * there), forgets them and empties the server-data cache, so nothing of the last user stays on screen. The
 * caller adds its own destination and toast (spec section 4).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const token of authStorage.getAllTokens()) revokeSession(token);
    authStorage.clearAll();
    queryClient.clear();
  }, [queryClient]);
}

/**
 * The back office's Logout (spec section 4): ends the admin session and forgets the admin token and user. A
 * subscriber signed in beside it stays signed in; a general token that itself carries a back-office role (admin or
 * staff) is ended too, or Logout would leave them inside.
 */
export function useAdminLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const adminToken = authStorage.getAdminToken();
    if (adminToken !== null) revokeSession(adminToken);
    authStorage.clearAdmin();
    const token = authStorage.getToken();
    if (token !== null && backOfficeRoleOf(token) !== null) {
      revokeSession(token);
      authStorage.clearToken();
    }
    queryClient.clear();
  }, [queryClient]);
}
