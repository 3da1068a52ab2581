// /admin/login: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function AdminLoginPage() {
  return <ComingSoon title="Admin Sign In" />;
}
