// GET /api/orders: the signed-in subscriber's orders, newest first (spec sections 2 and 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersResponseSchema, type Order } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';

/** The spec's message when the orders cannot be loaded (section 7). */
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to fetch orders';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get('/api/orders', { schema: ordersResponseSchema, signal });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'orders'], queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
