// POST /api/daily-nutrition/batch: several foods into one meal of a day in one tap (a sentence read, a saved meal).
import { useMutation } from '@tanstack/react-query';
import { batchChangeResponseSchema, type LogBatchRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function logBatch(request: LogBatchRequest) {
  return api.post('/api/daily-nutrition/batch', request, { schema: batchChangeResponseSchema });
}

export function useLogBatch(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({
    mutationFn: (request: Omit<LogBatchRequest, 'date'>) => logBatch({ ...request, date }),
    onSuccess: (change) => dayChanged(date, { entry: null, day: change.day }),
  });
}
