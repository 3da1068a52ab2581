// The meals of a day and which one a time of day suggests (an entry logged at 8 AM is breakfast).

export const MEALS = ['breakfast', 'lunch', 'snack', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export const MEAL_LABELS: Readonly<Record<Meal, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  snack: 'Snack',
  dinner: 'Dinner',
};

/** The meal for a time of day in minutes after midnight: breakfast until 10:30, lunch until 3 PM, snack until 6 PM. */
export function mealAt(minutesOfDay: number): Meal {
  if (minutesOfDay < 10 * 60 + 30) return 'breakfast';
  if (minutesOfDay < 15 * 60) return 'lunch';
  if (minutesOfDay < 18 * 60) return 'snack';
  return 'dinner';
}
