// GET /api/nutrition/history?days=7|30|90: one point a day for the progress charts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { historyResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export type HistoryWindow = 7 | 30 | 90;

export const historyQueryOptions = (days: HistoryWindow) =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'history', days],
    queryFn: ({ signal }) =>
      api.get(`/api/nutrition/history?days=${days}`, { schema: historyResponseSchema, signal }),
  });

export function useHistory(days: HistoryWindow) {
  return useQuery({ ...historyQueryOptions(days), placeholderData: keepPreviousData });
}
