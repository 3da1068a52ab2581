// GET /api/nutrition/check-in: this week's check-in, a suggested calorie target from intake and weight trend.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const checkInQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'check-in'],
    queryFn: ({ signal }) => api.get('/api/nutrition/check-in', { schema: checkInSchema, signal }),
  });

export function useCheckIn() {
  return useQuery(checkInQueryOptions());
}
