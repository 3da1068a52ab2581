// Today against the targets: percent of each target (capped at 100, spec section 9) and what is left.
import type { DailyNutrition, Targets } from '../../../../contracts/nutrition';

export interface Progress {
  key: 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber' | 'water';
  label: string;
  unit: string;
  consumed: number;
  target: number;
  /** 0-100. */
  percent: number;
  /** Target minus consumed; negative when over. */
  left: number;
}

export function percentOf(consumed: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((consumed / target) * 100));
}

/** Exercise calories add to the day's budget (issue 11). */
export function dayProgress(day: DailyNutrition | null, targets: Targets): Progress[] {
  const consumed = {
    calories: day?.consumedCalories ?? 0,
    protein: Number(day?.consumedProtein ?? 0),
    carbs: Number(day?.consumedCarbs ?? 0),
    fat: Number(day?.consumedFat ?? 0),
    fiber: Number(day?.consumedFiber ?? 0),
    water: day?.waterIntake ?? 0,
  };
  const budget = targets.targetCalories + (day?.exerciseCaloriesBurned ?? 0);
  const rows: [Progress['key'], string, string, number][] = [
    ['calories', 'Calories', 'kcal', budget],
    ['protein', 'Protein', 'g', targets.targetProtein],
    ['carbs', 'Carbs', 'g', targets.targetCarbs],
    ['fat', 'Fat', 'g', targets.targetFat],
    ['fiber', 'Fiber', 'g', targets.targetFiber],
    ['water', 'Water', 'L', targets.targetWater],
  ];
  return rows.map(([key, label, unit, target]) => ({
    key,
    label,
    unit,
    consumed: consumed[key],
    target,
    percent: percentOf(consumed[key], target),
    left: target - consumed[key],
  }));
}
