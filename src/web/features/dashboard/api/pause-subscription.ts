// POST /api/subscription/pause (until a chosen Monday) and DELETE /api/subscription/pause (end or drop the pause).
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema, type PauseRequest } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function pauseSubscription(request: PauseRequest) {
  return api.post('/api/subscription/pause', request, { schema: subscriptionMessageSchema });
}

export function endPause() {
  return api.delete('/api/subscription/pause', { schema: subscriptionMessageSchema });
}

export function usePauseSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: pauseSubscription, onSuccess: refresh });
}

export function useEndPause() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: endPause, onSuccess: refresh });
}
