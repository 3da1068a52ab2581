// /email-preview: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function EmailPreviewPage() {
  return <ComingSoon title="Email Templates" />;
}
