// POST /api/subscription/skip and DELETE /api/subscription/skip/:weekStartDate: skip a coming week, or put it back.
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export interface WeekSkipChange {
  weekStartDate: string;
  skip: boolean;
}

export function changeWeekSkip({ weekStartDate, skip }: WeekSkipChange) {
  return skip
    ? api.post('/api/subscription/skip', { weekStartDate }, { schema: subscriptionMessageSchema })
    : api.delete(`/api/subscription/skip/${encodeURIComponent(weekStartDate)}`, {
        schema: subscriptionMessageSchema,
      });
}

export function useChangeWeekSkip() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: changeWeekSkip, onSuccess: refresh });
}
