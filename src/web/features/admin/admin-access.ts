// Who may see /admin (spec sections 4 and 6, issue 21): the stored admin token first, else the general one; role
// admin is an owner, role staff sees the counter and kitchen pages only.
import { authStorage, backOfficeRoleOf, type BackOfficeRole } from '../../lib/auth-storage';

/**
 * Decided once, when an admin page loads. An admin token whose role claim is neither admin nor staff (or cannot be
 * read) is discarded with its stored user, and the general token is asked instead. The server checks the role again
 * on every call; this only decides which screen to show.
 */
export function backOfficeRole(): BackOfficeRole | null {
  const adminToken = authStorage.getAdminToken();
  if (adminToken !== null) {
    const role = backOfficeRoleOf(adminToken);
    if (role !== null) return role;
    authStorage.clearAdmin();
  }
  const token = authStorage.getToken();
  return token === null ? null : backOfficeRoleOf(token);
}
