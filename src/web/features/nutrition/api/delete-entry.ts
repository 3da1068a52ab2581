// DELETE /api/daily-nutrition/entries/{id}: one entry removed from its day.
import { useMutation } from '@tanstack/react-query';
import { dayChangeResponseSchema } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function deleteEntry(id: number) {
  return api.delete(`/api/daily-nutrition/entries/${id}`, { schema: dayChangeResponseSchema });
}

export function useDeleteEntry(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({ mutationFn: deleteEntry, onSuccess: (change) => dayChanged(date, change) });
}
