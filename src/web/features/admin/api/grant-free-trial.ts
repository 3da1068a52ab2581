// POST /api/admin/subscribers/:id/free-trial: a number of free weeks; billing resumes the Monday after.
import { useMutation } from '@tanstack/react-query';
import {
  freeTrialResponseSchema,
  type FreeTrialRequest,
  type FreeTrialResponse,
} from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { useRefreshSubscriber } from './get-subscriber';

export function grantFreeTrial(id: number, request: FreeTrialRequest): Promise<FreeTrialResponse> {
  return api.post(`/api/admin/subscribers/${id}/free-trial`, request, { schema: freeTrialResponseSchema });
}

export function useGrantFreeTrial(id: number) {
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: (request: FreeTrialRequest) => grantFreeTrial(id, request),
    onSuccess: () => refresh(id),
  });
}
