// /reset-password: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
