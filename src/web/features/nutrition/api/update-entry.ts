// PATCH /api/daily-nutrition/entries/{id}: one entry of a day corrected.
import { useMutation } from '@tanstack/react-query';
import { dayChangeResponseSchema, type UpdateLogEntryRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { useDayChanged } from './use-day-changed';

export function updateEntry(id: number, request: UpdateLogEntryRequest) {
  return api.patch(`/api/daily-nutrition/entries/${id}`, request, { schema: dayChangeResponseSchema });
}

export function useUpdateEntry(date: string) {
  const dayChanged = useDayChanged();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: UpdateLogEntryRequest }) => updateEntry(id, request),
    onSuccess: (change) => dayChanged(date, change),
  });
}
