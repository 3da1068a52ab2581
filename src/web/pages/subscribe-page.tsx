// /subscribe: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function SubscribePage() {
  return <ComingSoon title="Subscribe" />;
}
