// /admin/waitlist: Waitlist in the back office.
import { WaitlistEntries } from '../features/admin/components/kitchen/waitlist-entries';
import { AdminShell } from './admin-shell';

export function AdminWaitlistPage() {
  return (
    <AdminShell title="Waitlist" description="Entries by phase; an invitation holds a spot for 7 days.">
      <WaitlistEntries />
    </AdminShell>
  );
}
