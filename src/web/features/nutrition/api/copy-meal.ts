// POST /api/daily-nutrition/copy: a meal of one day logged again on another ("copy yesterday's breakfast").
import { useMutation } from '@tanstack/react-query';
import { batchChangeResponseSchema, type CopyMealRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function copyMeal(request: CopyMealRequest) {
  return api.post('/api/daily-nutrition/copy', request, { schema: batchChangeResponseSchema });
}

export function useCopyMeal(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({
    mutationFn: (request: Omit<CopyMealRequest, 'to'>) => copyMeal({ ...request, to: date }),
    onSuccess: (change) => dayChanged(date, { entry: null, day: change.day }),
  });
}
