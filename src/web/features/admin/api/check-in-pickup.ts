// POST /api/admin/pickups/check-in: one subscriber checked off at the counter, by name or by pickup code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pickupCheckInResponseSchema,
  type PickupCheckInRequest,
  type PickupCheckInResponse,
} from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { ROSTER_KEY } from './get-pickups';

export function checkInPickup(request: PickupCheckInRequest): Promise<PickupCheckInResponse> {
  return api.post('/api/admin/pickups/check-in', request, { schema: pickupCheckInResponseSchema });
}

export function useCheckInPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInPickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROSTER_KEY }),
  });
}
