// /insights: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function InsightsPage() {
  return <ComingSoon title="Nutrition Insights" />;
}
