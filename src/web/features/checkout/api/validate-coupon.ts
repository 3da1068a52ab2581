// POST /api/validate-coupon: the price of the first period with a promo code, in cents (spec sections 3 and 7).
import { useMutation } from '@tanstack/react-query';
import {
  couponResponseSchema,
  type CouponRequest,
  type CouponResponse,
} from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export function validateCoupon(request: CouponRequest): Promise<CouponResponse> {
  return api.post('/api/validate-coupon', request, { schema: couponResponseSchema });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
