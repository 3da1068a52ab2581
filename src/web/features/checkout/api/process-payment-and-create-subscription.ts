// POST /api/process-payment-and-create-subscription: the one-step checkout, charged at most once per idempotency key.
import { useMutation } from '@tanstack/react-query';
import {
  processPaymentResponseSchema,
  type ProcessPaymentRequest,
  type ProcessPaymentResponse,
} from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export interface ProcessPaymentCall {
  request: ProcessPaymentRequest;
  /** One per checkout attempt: a double click or a retry after a lost answer reuses it, so the card is charged once. */
  idempotencyKey: string;
}

export function processPaymentAndCreateSubscription({
  request,
  idempotencyKey,
}: ProcessPaymentCall): Promise<ProcessPaymentResponse> {
  return api.post('/api/process-payment-and-create-subscription', request, {
    schema: processPaymentResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useProcessPaymentAndCreateSubscription() {
  return useMutation({ mutationFn: processPaymentAndCreateSubscription });
}
