// How the tracker's stored words read on screen: underscores as spaces (spec section 2), numbers in US style.
import { formatDecimal } from '../../../../domain/number-format';
import type { ActivityLevel, GoalType } from '../../../../contracts/nutrition';

/** "moderately_active" reads "Moderately Active". */
export function words(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const GOAL_DESCRIPTIONS: Record<GoalType, string> = {
  weight_loss: 'Lose fat at a steady pace, with protein kept high',
  muscle_gain: 'Build lean mass on a modest surplus',
  maintenance: 'Hold your weight and fuel your training',
  endurance: 'Fuel long sessions with more carbohydrate',
};

export const ACTIVITY_DESCRIPTIONS: Record<ActivityLevel, string> = {
  sedentary: 'Desk job, little exercise',
  lightly_active: 'Exercise 1 to 3 days a week',
  moderately_active: 'Exercise 3 to 5 days a week',
  very_active: 'Hard exercise 6 to 7 days a week',
  extremely_active: 'Training twice a day, or a physical job',
};

/** 2350 reads "2,350". */
export const formatInt = (value: number) => formatDecimal(value, 0);
/** 42.46 reads "42.5", 3 reads "3". */
export const formatOne = (value: number) => formatDecimal(value, 1);
