// GET /api/orders: the signed-in subscriber's orders, newest first (spec sections 2 and 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersResponseSchema, type Order } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { firstRead } from '../../../lib/first-reads';

/** The spec's message when the orders cannot be loaded (section 7). */
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to fetch orders';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get('/api/orders', { schema: ordersResponseSchema, signal });
}

/** Started by the dashboard as its module loads (`lib/first-reads.ts`). */
export const ordersRead = firstRead(getOrders);

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'orders'], queryFn: (context) => ordersRead.take(context) });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
