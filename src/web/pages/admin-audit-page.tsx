// /admin/audit: Audit Log in the back office.
import { AuditLog } from '../features/admin/components/kitchen/audit-log';
import { AdminShell } from './admin-shell';

export function AdminAuditPage() {
  return (
    <AdminShell
      title="Audit Log"
      description="Every admin action that changed something: who, what, when, on which record."
    >
      <AuditLog />
    </AdminShell>
  );
}
