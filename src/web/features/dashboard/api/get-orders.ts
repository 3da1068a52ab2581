// GET /api/orders: the signed-in subscriber's orders, newest first (spec sections 2 and 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersResponseSchema, type Order } from '../../../../contracts/subscription';
import { api, type ReadOptions } from '../../../lib/api-client';
import { firstRead } from '../../../lib/first-reads';

const PATH = '/api/orders';

/** The spec's message when the orders cannot be loaded (section 7). */
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to fetch orders';

export function getOrders(options: ReadOptions = {}): Promise<Order[]> {
  return api.get(PATH, { schema: ordersResponseSchema, ...options });
}

/** Started by the dashboard as its module loads (`lib/first-reads.ts`). */
export const ordersRead = firstRead(PATH, getOrders);

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'orders'], queryFn: (context) => ordersRead.take(context) });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
