// POST /api/daily-nutrition: one entry added to a day, typed in or from the food tables (spec section 7).
import { useMutation } from '@tanstack/react-query';
import { dayChangeResponseSchema, type LogEntryRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function logEntry(request: LogEntryRequest) {
  return api.post('/api/daily-nutrition', request, { schema: dayChangeResponseSchema });
}

export function useLogEntry(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({
    mutationFn: (request: Omit<LogEntryRequest, 'date'>) => logEntry({ ...request, date }),
    onSuccess: (change) => dayChanged(date, change),
  });
}
