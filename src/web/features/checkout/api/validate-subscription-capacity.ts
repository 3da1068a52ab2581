// POST /api/validate-subscription-capacity: is there a spot for these details in the current phase (spec section 7).
import { useMutation } from '@tanstack/react-query';
import {
  capacityResponseSchema,
  type CapacityRequest,
  type CapacityResponse,
} from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export function validateSubscriptionCapacity(request: CapacityRequest): Promise<CapacityResponse> {
  return api.post('/api/validate-subscription-capacity', request, { schema: capacityResponseSchema });
}

export function useValidateSubscriptionCapacity() {
  return useMutation({ mutationFn: validateSubscriptionCapacity });
}
