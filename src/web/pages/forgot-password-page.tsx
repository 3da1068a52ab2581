// /forgot-password: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function ForgotPasswordPage() {
  return <ComingSoon title="Forgot Password" />;
}
