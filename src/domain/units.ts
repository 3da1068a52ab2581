// Weight and height in the units a subscriber reads: kg and cm, or lb and feet and inches. The API speaks kg and cm;
// these convert at the edges of the screen.
import { formatDecimal } from './number-format';

export type Units = 'metric' | 'us';

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const kgToLb = (kg: number) => round1(kg / KG_PER_LB);
/** kg to two decimals, so that a weight typed in lb comes back as the same lb. */
export const lbToKg = (lb: number) => Math.round(lb * KG_PER_LB * 100) / 100;

/** 180 cm is 5 ft 11 in (rounded to the inch; 12 in rolls over to the next foot). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

export const feetInchesToCm = (feet: number, inches: number) => round1((feet * 12 + inches) * CM_PER_INCH);

/** "79.5 kg" or "175.3 lb". */
export function formatWeight(kg: number, units: Units): string {
  return units === 'us' ? `${formatDecimal(kgToLb(kg), 1)} lb` : `${formatDecimal(kg, 1)} kg`;
}

/** "180 cm" or "5 ft 11 in". */
export function formatHeight(cm: number, units: Units): string {
  if (units === 'metric') return `${formatDecimal(cm, 1)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}

/** The weight unit's short name. */
export const weightUnit = (units: Units) => (units === 'us' ? 'lb' : 'kg');
