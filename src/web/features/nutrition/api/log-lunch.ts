// POST /api/daily-nutrition/lunch: our lunch of that day added in one tap, once a day.
import { useMutation } from '@tanstack/react-query';
import { dayChangeResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function logLunch(date: string) {
  return api.post('/api/daily-nutrition/lunch', { date }, { schema: dayChangeResponseSchema });
}

export function useLogLunch(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({ mutationFn: () => logLunch(date), onSuccess: (change) => dayChanged(date, change) });
}
