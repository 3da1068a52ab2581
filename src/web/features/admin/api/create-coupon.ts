// POST /api/admin/coupons: a new coupon.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponSchema, type AdminCoupon, type CreateCouponRequest } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { COUPONS_KEY } from './get-coupons';

export function createCoupon(request: CreateCouponRequest): Promise<AdminCoupon> {
  return api.post('/api/admin/coupons', request, { schema: adminCouponSchema });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
