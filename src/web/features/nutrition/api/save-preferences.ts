// PUT /api/nutrition/preferences: the units the tracker shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesSchema, type UnitSystem } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { preferencesQueryOptions } from './get-preferences';

export function savePreferences(units: UnitSystem) {
  return api.put('/api/nutrition/preferences', { units }, { schema: preferencesSchema });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryOptions().queryKey, preferences),
  });
}
