// The tracker an entitled subscriber sees: the goal form until goals exist, then the four tabs (spec section 2).
export function NutritionTracker() {
  return <p>Tracker</p>;
}
