// DELETE /api/subscription: cancel at the end of the paid period (spec sections 4 and 7).
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function cancelSubscription() {
  return api.delete('/api/subscription', { schema: subscriptionMessageSchema });
}

export function useCancelSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: refresh });
}
