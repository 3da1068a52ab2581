// POST /api/complete-payment: pays for a subscription created by /api/create-subscription (spec section 7).
import { useMutation } from '@tanstack/react-query';
import {
  completePaymentResponseSchema,
  type CompletePaymentRequest,
  type CompletePaymentResponse,
} from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export interface CompletePaymentCall {
  request: CompletePaymentRequest;
  /** One per payment attempt, so a double click or a retry charges once. */
  idempotencyKey: string;
}

export function completePayment({
  request,
  idempotencyKey,
}: CompletePaymentCall): Promise<CompletePaymentResponse> {
  return api.post('/api/complete-payment', request, {
    schema: completePaymentResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCompletePayment() {
  return useMutation({ mutationFn: completePayment });
}
