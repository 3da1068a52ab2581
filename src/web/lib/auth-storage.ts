// Where the browser keeps its session (spec sections 3 and 4): auth_token, admin_token and admin_user in local storage.
import { useSyncExternalStore } from 'react';
import { beforePageSettled, pageSettled } from './page-settled';

export const AUTH_TOKEN_KEY = 'auth_token';
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_USER_KEY = 'admin_user';
/**
 * Raised on every change of the stored sessions (this tab), a CustomEvent whose detail is `AuthChange`; other tabs see
 * the `storage` event.
 */
export const AUTH_CHANGE_EVENT = 'auth-storage-change';

/** The stored sessions: the token every call sends, every stored token, the general (subscriber's) one. */
export interface StoredSessions {
  bearer: string | null;
  tokens: string[];
  token: string | null;
}

/** What AUTH_CHANGE_EVENT says: the sessions before the change, for a listener that had not read them yet. */
export interface AuthChange {
  before: StoredSessions;
}

/** Whether this page has read or written the stored sessions yet: the first read waits on the browser. */
let storageUsed = false;
/** Told when the page first uses the stored sessions: what waited for the page to settle need not wait longer. */
const waitingForStorage = new Set<() => void>();

function used(): void {
  if (storageUsed) return;
  storageUsed = true;
  queueMicrotask(() => waitingForStorage.forEach((listener) => listener()));
}

function read(key: string): string | null {
  used();
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(entries: Record<string, string | null>): void {
  const before = storedSessions();
  for (const [key, value] of Object.entries(entries)) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable (private mode): the session lasts for this page only */
    }
  }
  window.dispatchEvent(new CustomEvent<AuthChange>(AUTH_CHANGE_EVENT, { detail: { before } }));
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

export function storedSessions(): StoredSessions {
  return {
    bearer: authStorage.getBearer(),
    tokens: authStorage.getAllTokens(),
    token: authStorage.getToken(),
  };
}

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

/**
 * The navigation's view of the session: on a page rendered at build time, signed out until the page has settled
 * (lib/page-settled.ts) or something on it has used the stored sessions, so a visitor's page does not wait on local
 * storage's first read as it loads.
 */
const tokenOnceSettled = () => (storageUsed || !beforePageSettled() ? authStorage.getToken() : null);

function subscribeOnceSettled(onChange: () => void): () => void {
  const unsubscribe = subscribe(onChange);
  waitingForStorage.add(onChange);
  void pageSettled().then(onChange);
  return () => {
    unsubscribe();
    waitingForStorage.delete(onChange);
  };
}

/**
 * The signed-in state: logged in if auth_token exists, admin if its role claim says so. `whenPageSettled`: what only
 * shows it (the navigation's account buttons) may learn it once the page has settled.
 */
export function useAuthState(options: { whenPageSettled?: boolean } = {}): {
  isLoggedIn: boolean;
  isAdmin: boolean;
} {
  const token = useSyncExternalStore(
    options.whenPageSettled ? subscribeOnceSettled : subscribe,
    options.whenPageSettled ? tokenOnceSettled : authStorage.getToken,
    () => null,
  );
  return { isLoggedIn: token !== null, isAdmin: token !== null && decodeTokenRole(token) === 'admin' };
}
