// /welcome: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function WelcomePage() {
  return <ComingSoon title="Welcome to Tiffin Fit" />;
}
