// GET /api/nutrition/preferences: the units the tracker shows (kg and cm, or lb and ft/in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesSchema, type UnitSystem } from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { NUTRITION_KEY } from './query-keys';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...NUTRITION_KEY, 'preferences'],
    queryFn: ({ signal }) => api.get('/api/nutrition/preferences', { schema: preferencesSchema, signal }),
    staleTime: Infinity,
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** US units unless the subscriber chose metric, as the server answers (the tracker is sold in Texas). */
export const DEFAULT_UNITS: UnitSystem = 'us';

/** The units to show. */
export function useUnits(): UnitSystem {
  return usePreferences().data?.units ?? DEFAULT_UNITS;
}
