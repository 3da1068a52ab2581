// POST /api/admin/coupons/:id/disable: the coupon stops applying; its redemptions stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COUPONS_KEY } from './get-coupons';

export function disableCoupon(id: number): Promise<unknown> {
  return api.post(`/api/admin/coupons/${id}/disable`);
}

export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
