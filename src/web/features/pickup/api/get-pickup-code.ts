// GET /api/subscription/pickup-code: the code the subscriber shows at the counter, on the days they collect.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickupCodeResponseSchema, type PickupCodeResponse } from '../../../../contracts/pickup-code';
import { api, ApiError, type ReadOptions } from '../../../lib/api-client';
import { firstRead } from '../../../lib/first-reads';

const PATH = '/api/subscription/pickup-code';

/** Null when the account has nothing to collect (no subscription: 404). */
export async function getPickupCode(options: ReadOptions = {}): Promise<PickupCodeResponse | null> {
  try {
    return await api.get(PATH, { schema: pickupCodeResponseSchema, ...options });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Started by the dashboard as its module loads (`lib/first-reads.ts`). */
export const pickupCodeRead = firstRead(PATH, getPickupCode);

export const pickupCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'pickup-code'],
    queryFn: (context) => pickupCodeRead.take(context),
    // The code is valid for one day: read it again when the dashboard is opened on the next one.
    staleTime: 60_000,
  });

export function usePickupCode() {
  return useQuery(pickupCodeQueryOptions());
}
