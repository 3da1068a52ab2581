// /nutrition: placeholder until its feature's issue builds it.
import { ComingSoon } from '../components/layout/page-section';

export function NutritionPage() {
  return <ComingSoon title="Nutrition Tracker" />;
}
