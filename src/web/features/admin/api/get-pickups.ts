// GET /api/admin/pickups/today: the day's pickup roster (default today, Central).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickupRosterResponseSchema, type PickupRosterResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export const ROSTER_LOAD_FAILED_MESSAGE = 'Failed to fetch the pickup roster';

export function getPickups(date: string | undefined, signal?: AbortSignal): Promise<PickupRosterResponse> {
  return api.get(`/api/admin/pickups/today${queryString({ date })}`, {
    schema: pickupRosterResponseSchema,
    signal,
  });
}

export const ROSTER_KEY = ['admin', 'pickups'] as const;

export const pickupsQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: [...ROSTER_KEY, date ?? 'today'],
    queryFn: ({ signal }) => getPickups(date, signal),
    // The counter is busy: another device may be checking people off too.
    staleTime: 30_000,
  });

export function usePickups(date?: string) {
  return useQuery(pickupsQueryOptions(date));
}
