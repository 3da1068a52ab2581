// GET /api/admin/coupons: every coupon with its rules and how often it was redeemed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCouponsResponseSchema, type AdminCoupon } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';

export const COUPONS_LOAD_FAILED_MESSAGE = 'Failed to fetch coupons';

export function getAdminCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return api.get('/api/admin/coupons', { schema: adminCouponsResponseSchema, signal });
}

export const COUPONS_KEY = ['admin', 'coupons'] as const;

export const adminCouponsQueryOptions = () =>
  queryOptions({ queryKey: [...COUPONS_KEY, 'list'], queryFn: ({ signal }) => getAdminCoupons(signal) });

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
