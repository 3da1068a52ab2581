// /admin/production: Production in the back office.
import { ProductionCounts } from '../features/admin/components/kitchen/production-counts';
import { AdminShell } from './admin-shell';

export function AdminProductionPage() {
  return (
    <AdminShell
      title="Production"
      forStaff
      description="Lunches to cook per day of a service week, from paid orders, skips, pauses and Friday choices."
    >
      <ProductionCounts />
    </AdminShell>
  );
}
