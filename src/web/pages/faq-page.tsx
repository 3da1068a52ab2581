// /faq: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function FaqPage() {
  return <ComingSoon title="Frequently Asked Questions" />;
}
