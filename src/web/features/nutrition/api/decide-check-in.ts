// POST /api/nutrition/check-in: accept or decline the suggested calorie target.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInDecisionResponseSchema, type CheckInDecisionRequest } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { checkInQueryOptions } from './get-check-in';
import { goalsQueryOptions } from './get-goals';
import { NUTRITION_KEY } from './query-keys';

export function decideCheckIn(request: CheckInDecisionRequest) {
  return api.post('/api/nutrition/check-in', request, { schema: checkInDecisionResponseSchema });
}

export function useDecideCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCheckIn,
    onSuccess: async ({ checkIn, goals }) => {
      queryClient.setQueryData(checkInQueryOptions().queryKey, checkIn);
      queryClient.setQueryData(goalsQueryOptions().queryKey, goals);
      await queryClient.invalidateQueries({ queryKey: [...NUTRITION_KEY, 'history'] });
    },
  });
}
