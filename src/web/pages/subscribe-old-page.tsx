// /subscribe-old: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function SubscribeOldPage() {
  return <ComingSoon title="Subscribe" />;
}
