// GET /api/daily-nutrition/{date}: a day's totals and entries; a 404 means nothing is logged that day (spec section 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyNutritionSchema, type DailyNutrition } from '../../../../contracts/nutrition';
import { api, ApiError } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export async function getDay(date: string, signal?: AbortSignal): Promise<DailyNutrition | null> {
  try {
    return await api.get(`/api/daily-nutrition/${date}`, { schema: dailyNutritionSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const dayQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...NUTRITION_KEY, 'day', date], queryFn: ({ signal }) => getDay(date, signal) });

export function useDay(date: string) {
  return useQuery(dayQueryOptions(date));
}
