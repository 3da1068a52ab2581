// PUT /api/subscription/friday-special: chicken or shrimp pulao for one week, until its cutoff.
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema, type FridaySpecialRequest } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function chooseFridaySpecial(request: FridaySpecialRequest) {
  return api.put('/api/subscription/friday-special', request, { schema: subscriptionMessageSchema });
}

export function useChooseFridaySpecial() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: chooseFridaySpecial, onSuccess: refresh });
}
