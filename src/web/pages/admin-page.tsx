// /admin: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
