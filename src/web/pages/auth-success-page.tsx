// /auth-success: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function AuthSuccessPage() {
  return <ComingSoon title="Authenticating..." />;
}
