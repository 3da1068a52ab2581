// After any change to a day: the day's answer goes straight into the cache, and what is derived from days refreshes.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DayChangeResponse } from '../../../../contracts/nutrition';
import { dayQueryOptions } from './get-day';
import { NUTRITION_KEY } from './query-keys';

const DERIVED = new Set(['history', 'streaks', 'check-in', 'lunch', 'recent', 'foods']);

export function useDayChanged(): (date: string, change: DayChangeResponse) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (date, change) => {
      queryClient.setQueryData(dayQueryOptions(date).queryKey, change.day);
      await queryClient.invalidateQueries({
        queryKey: NUTRITION_KEY,
        predicate: (query) => DERIVED.has(String(query.queryKey[1])),
      });
    },
    [queryClient],
  );
}
