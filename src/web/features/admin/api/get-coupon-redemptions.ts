// GET /api/admin/coupons/:id/redemptions: who used a coupon, and the discount each got.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponRedemptionsResponseSchema, type CouponRedemption } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { COUPONS_KEY } from './get-coupons';

export function getCouponRedemptions(id: number, signal?: AbortSignal): Promise<CouponRedemption[]> {
  return api.get(`/api/admin/coupons/${id}/redemptions`, { schema: couponRedemptionsResponseSchema, signal });
}

export const couponRedemptionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'redemptions', id],
    queryFn: ({ signal }) => getCouponRedemptions(id, signal),
  });

export function useCouponRedemptions(id: number) {
  return useQuery(couponRedemptionsQueryOptions(id));
}
