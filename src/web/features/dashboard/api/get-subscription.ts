// GET /api/subscription: the signed-in subscriber's plan; a 404 (or any failure) means no subscription (spec 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '../../../../contracts/subscription';
import { api, ApiError } from '../../../lib/api-client';

export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return await api.get('/api/subscription', { schema: subscriptionSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'subscription'], queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
