// POST /api/admin/charges/:chargeId/refund: a full or partial refund through the gateway, with a reason.
import { useMutation } from '@tanstack/react-query';
import { refundResponseSchema, type RefundRequest, type RefundResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { useRefreshSubscriber } from './get-subscriber';

export function refundCharge(chargeId: string, request: RefundRequest): Promise<RefundResponse> {
  return api.post(`/api/admin/charges/${encodeURIComponent(chargeId)}/refund`, request, {
    schema: refundResponseSchema,
  });
}

export function useRefundCharge(subscriberId: number) {
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: ({ chargeId, request }: { chargeId: string; request: RefundRequest }) =>
      refundCharge(chargeId, request),
    onSuccess: () => refresh(subscriberId),
  });
}
