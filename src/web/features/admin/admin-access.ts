// Who may see /admin (spec sections 4 and 6): the stored admin token first, else the general one, with role admin.
import { authStorage, decodeTokenRole } from '../../lib/auth-storage';

/**
 * Decided once, when an admin page loads. An admin token whose role claim is not admin (or cannot be read) is
 * discarded with its stored user, and the general token is asked instead. The server checks the role again on
 * every call; this only decides which screen to show.
 */
export function hasAdminAccess(): boolean {
  const adminToken = authStorage.getAdminToken();
  if (adminToken !== null) {
    if (decodeTokenRole(adminToken) === 'admin') return true;
    authStorage.clearAdmin();
  }
  const token = authStorage.getToken();
  return token !== null && decodeTokenRole(token) === 'admin';
}
