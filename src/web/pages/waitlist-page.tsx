// /waitlist: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function WaitlistPage() {
  return <ComingSoon title="Join the Waitlist" />;
}
