// POST /api/daily-nutrition/lunch: our lunch of that day added in one tap, once a day; shown at once and sent through
// the device's queue (issue 22).
import {
  dayChangeResponseSchema,
  type DayChangeResponse,
  type LogLunchRequest,
  type Lunch,
} from '../../../../contracts/nutrition';
import { previewEntry } from '../lib/pending';
import { useQueuedLog } from './log-queue';

/** The call for the day's lunch, shown with the dish's nutrition until the server answers. */
export function lunchCall(dish: Lunch) {
  const entry = previewEntry(
    dish.date,
    { meal: 'lunch' },
    {
      name: dish.name,
      source: 'lunch',
      consumedCalories: dish.calories,
      consumedProtein: dish.protein.toFixed(1),
      consumedCarbs: dish.carbs.toFixed(1),
      consumedFat: dish.fat.toFixed(1),
      consumedFiber: dish.fiber.toFixed(1),
    },
  );
  return { body: { date: dish.date }, preview: { date: dish.date, entry, weight: null } };
}

export function useLogLunch() {
  return useQueuedLog<LogLunchRequest, DayChangeResponse>('lunch', dayChangeResponseSchema);
}
