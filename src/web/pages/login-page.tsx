// /login: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function LoginPage() {
  return <ComingSoon title="Sign In" />;
}
