// POST /api/admin/subscribers/:id/credit: add credit, or remove it with a negative amount, with a reason (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCreditResponseSchema,
  type AdminCreditRequest,
  type AdminCreditResponse,
} from '../../../../contracts/credit';
import { api } from '../../../lib/api-client';
import { subscriberCreditQueryOptions } from './get-subscriber-credit';

export function adjustCredit(id: number, request: AdminCreditRequest): Promise<AdminCreditResponse> {
  return api.post(`/api/admin/subscribers/${id}/credit`, request, { schema: adminCreditResponseSchema });
}

export function useAdjustCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminCreditRequest) => adjustCredit(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberCreditQueryOptions(id).queryKey }),
  });
}
