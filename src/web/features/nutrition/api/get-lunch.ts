// GET /api/daily-nutrition/lunch?date=: the day's lunch from our menu, what "I had today's lunch" would log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lunchSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const lunchQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'lunch', date],
    queryFn: ({ signal }) =>
      api.get(`/api/daily-nutrition/lunch?date=${date}`, { schema: lunchSchema, signal }),
  });

export function useLunch(date: string) {
  return useQuery(lunchQueryOptions(date));
}
