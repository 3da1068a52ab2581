// PATCH /api/subscription/preferences: the Wednesday e-mail before each charge, on or off.
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema, type PreferencesRequest } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function updatePreferences(request: PreferencesRequest) {
  return api.patch('/api/subscription/preferences', request, { schema: subscriptionMessageSchema });
}

export function useUpdatePreferences() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: updatePreferences, onSuccess: refresh });
}
