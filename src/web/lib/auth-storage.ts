// Where the browser keeps its session (spec sections 3 and 4): auth_token, admin_token and admin_user in local storage.
import { useSyncExternalStore } from 'react';

export const AUTH_TOKEN_KEY = 'auth_token';
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_USER_KEY = 'admin_user';
/** Raised on every change of the stored sessions (this tab); other tabs see the `storage` event. */
export const AUTH_CHANGE_EVENT = 'auth-storage-change';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(entries: Record<string, string | null>): void {
  for (const [key, value] of Object.entries(entries)) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable (private mode): the session lasts for this page only */
    }
  }
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export const authStorage = {
  getToken: () => read(AUTH_TOKEN_KEY),
  setToken: (token: string) => write({ [AUTH_TOKEN_KEY]: token }),
  clearToken: () => write({ [AUTH_TOKEN_KEY]: null }),
  getAdminToken: () => read(ADMIN_TOKEN_KEY),
  setAdmin: (token: string, user: unknown) =>
    write({ [ADMIN_USER_KEY]: JSON.stringify(user), [ADMIN_TOKEN_KEY]: token }),
  clearAdmin: () => write({ [ADMIN_TOKEN_KEY]: null, [ADMIN_USER_KEY]: null }),
  /** The stored admin user keeps the name its owner just saved (the sign-in answer stored it). */
  renameAdminUser: (name: string) => {
    const stored = read(ADMIN_USER_KEY);
    if (stored === null) return;
    try {
      const user = JSON.parse(stored) as unknown;
      if (typeof user === 'object' && user !== null)
        write({ [ADMIN_USER_KEY]: JSON.stringify({ ...user, name }) });
    } catch {
      // Not ours to mend: the next sign-in stores it afresh.
    }
  },
  /** The token every call sends: the admin token first, else the general one (spec section 7). */
  getBearer: () => read(ADMIN_TOKEN_KEY) ?? read(AUTH_TOKEN_KEY),
  /** Every session token stored here: an admin and a subscriber may be signed in side by side. */
  getAllTokens: (): string[] => [
    ...new Set([read(ADMIN_TOKEN_KEY), read(AUTH_TOKEN_KEY)].filter((token) => token !== null)),
  ],
  /** Forgets every session at once (logout). */
  clearAll: () => write({ [AUTH_TOKEN_KEY]: null, [ADMIN_TOKEN_KEY]: null, [ADMIN_USER_KEY]: null }),
};

/** Reads the role claim from a JWT payload without verifying it (the server verifies). */
export function decodeTokenRole(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('token has no payload');
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof json.role === 'string' ? json.role : null;
  } catch (err) {
    console.warn('Could not decode the session token', err);
    return null;
  }
}

export type BackOfficeRole = 'owner' | 'staff';

/** The back office a token opens: role admin is an owner (spec section 4), role staff the counter's (issue 21). */
export function backOfficeRoleOf(token: string): BackOfficeRole | null {
  const role = decodeTokenRole(token);
  if (role === 'admin') return 'owner';
  if (role === 'staff') return 'staff';
  return null;
}

/** Where each role's back office opens: owners on the dashboard, staff at the pickup counter. */
export function backOfficeHome(role: BackOfficeRole): string {
  return role === 'owner' ? '/admin' : '/admin/roster';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AUTH_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in state the navigation shows: logged in if auth_token exists, admin if its role claim says so. */
export function useAuthState(): { isLoggedIn: boolean; isAdmin: boolean } {
  const token = useSyncExternalStore(subscribe, authStorage.getToken, () => null);
  return { isLoggedIn: token !== null, isAdmin: token !== null && decodeTokenRole(token) === 'admin' };
}
