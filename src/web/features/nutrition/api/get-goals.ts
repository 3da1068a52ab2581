// GET /api/nutritional-goals: the subscriber's goals and targets; a 404 means none are set yet (spec section 2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nutritionGoalsSchema, type NutritionGoals } from '../../../../contracts/nutrition';
import { api, ApiError, type ReadOptions } from '../../../lib/api-client';
import { firstRead } from '../../../lib/first-reads';
import { NUTRITION_KEY } from './query-keys';

const PATH = '/api/nutritional-goals';

export async function getGoals(options: ReadOptions = {}): Promise<NutritionGoals | null> {
  try {
    return await api.get(PATH, { schema: nutritionGoalsSchema, ...options });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Started by the tracker's page as its module loads (`lib/first-reads.ts`). */
export const goalsRead = firstRead(PATH, getGoals);

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: [...NUTRITION_KEY, 'goals'], queryFn: (context) => goalsRead.take(context) });

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
