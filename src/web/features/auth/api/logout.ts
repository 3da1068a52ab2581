// POST /api/auth/logout: ends the session on the server too; signing out locally never waits for it.
import { api } from '../../../lib/api-client';

export function revokeCurrentSession(): void {
  // The client reads the token synchronously when the call starts, so the caller may clear it right after.
  api.post('/api/auth/logout').catch(() => {});
}

/** Ends a session whose token was never stored (a subscriber's token on the admin login page). */
export function revokeSession(token: string): void {
  fetch('/api/auth/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {});
}
