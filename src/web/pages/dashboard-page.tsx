// /dashboard: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
