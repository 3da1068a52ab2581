// The six daily targets as the tracker lists them: name, unit and how each number reads.
import type { TargetKey, Targets } from '../../../../contracts/nutrition';
import { formatInt, formatOne } from './labels';

export interface TargetInfo {
  key: TargetKey;
  label: string;
  unit: string;
  format: (value: number) => string;
  /** Input step in the own-targets form. */
  step: string;
}

export const TARGETS: readonly TargetInfo[] = [
  { key: 'targetCalories', label: 'Calories', unit: 'kcal', format: formatInt, step: '1' },
  { key: 'targetProtein', label: 'Protein', unit: 'g', format: formatInt, step: '1' },
  { key: 'targetCarbs', label: 'Carbs', unit: 'g', format: formatInt, step: '1' },
  { key: 'targetFat', label: 'Fat', unit: 'g', format: formatInt, step: '1' },
  { key: 'targetFiber', label: 'Fiber', unit: 'g', format: formatInt, step: '1' },
  { key: 'targetWater', label: 'Water', unit: 'L', format: formatOne, step: '0.1' },
];

export function targetText(info: TargetInfo, targets: Targets): string {
  return `${info.format(targets[info.key])} ${info.unit}`;
}
