// /admin/roster: Pickup Roster in the back office.
import { PickupRoster } from '../features/admin/components/kitchen/pickup-roster';
import { AdminShell } from './admin-shell';

export function AdminRosterPage() {
  return (
    <AdminShell
      title="Pickup Roster"
      forStaff
      description="Today's pickups, checked off at the counter by name or pickup code."
    >
      <PickupRoster />
    </AdminShell>
  );
}
