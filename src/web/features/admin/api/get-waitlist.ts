// GET /api/admin/waitlist: the entries of a phase and the spots the current launch phase has free.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWaitlistResponseSchema, type AdminWaitlistResponse } from '../../../../contracts/admin';
import type { WaitlistPhase } from '../../../../contracts/waitlist';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export const WAITLIST_LOAD_FAILED_MESSAGE = 'Failed to fetch the waitlist';

export function getAdminWaitlist(
  phase: WaitlistPhase | undefined,
  signal?: AbortSignal,
): Promise<AdminWaitlistResponse> {
  return api.get(`/api/admin/waitlist${queryString({ phase })}`, {
    schema: adminWaitlistResponseSchema,
    signal,
  });
}

export const WAITLIST_KEY = ['admin', 'waitlist'] as const;

export const adminWaitlistQueryOptions = (phase?: WaitlistPhase) =>
  queryOptions({
    queryKey: [...WAITLIST_KEY, phase ?? 'all'],
    queryFn: ({ signal }) => getAdminWaitlist(phase, signal),
  });

export function useAdminWaitlist(phase?: WaitlistPhase) {
  return useQuery(adminWaitlistQueryOptions(phase));
}
