// /admin/coupons: Coupons in the back office.
import { Coupons } from '../features/admin/components/kitchen/coupons';
import { AdminShell } from './admin-shell';

export function AdminCouponsPage() {
  return (
    <AdminShell title="Coupons" description="Create and disable coupons, and see who redeemed them.">
      <Coupons />
    </AdminShell>
  );
}
