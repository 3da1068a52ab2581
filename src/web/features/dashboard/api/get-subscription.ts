// GET /api/subscription: the signed-in subscriber's plan; a 404 means no subscription (spec section 7).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { subscriptionSchema, type Subscription } from '../../../../contracts/subscription';
import { api, ApiError, type ReadOptions } from '../../../lib/api-client';
import { firstRead } from '../../../lib/first-reads';
import { ordersQueryOptions } from './get-orders';

const PATH = '/api/subscription';

export const SUBSCRIPTION_LOAD_FAILED_MESSAGE = 'We could not load your subscription. Please try again.';

/**
 * Null when the account has no subscription. Other failures stay failures: showing "No Plan" to a subscriber
 * because the server hiccuped would invite them to pay twice.
 */
export async function getSubscription(options: ReadOptions = {}): Promise<Subscription | null> {
  try {
    return await api.get(PATH, { schema: subscriptionSchema, ...options });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Started by the dashboard and the tracker as their modules load (`lib/first-reads.ts`). */
export const subscriptionRead = firstRead(PATH, getSubscription);

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'subscription'],
    queryFn: (context) => subscriptionRead.take(context),
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

/** After a cancel, resume or upgrade: the plan and the orders are both out of date. */
export function useRefreshSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
    ]);
  }, [queryClient]);
}
