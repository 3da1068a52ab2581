// POST /api/create-subscription: the first half of /subscribe-old's two-step flow (spec section 7).
import { useMutation } from '@tanstack/react-query';
import {
  createSubscriptionResponseSchema,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
} from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export function createSubscription(request: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
  return api.post('/api/create-subscription', request, { schema: createSubscriptionResponseSchema });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
