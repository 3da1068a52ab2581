// /admin/team: the Team section of the back office, for owners (issue 21).
import { useNavigate } from 'react-router';
import { TeamMembers } from '../features/admin/components/team/team-members';
import { useAdminLogout } from '../features/auth/api/logout';
import { AdminShell } from './admin-shell';

export function AdminTeamPage() {
  const signOut = useAdminLogout();
  const navigate = useNavigate();
  return (
    <AdminShell
      title="Team"
      description="Owners see the whole back office; staff see the pickup roster and production counts."
    >
      <TeamMembers
        onSelfChanged={() => {
          // The server has ended this browser's session: sign in again with the new role, or not at all.
          signOut();
          void navigate('/admin/login');
        }}
      />
    </AdminShell>
  );
}
