// PUT /api/subscription/card: a new card on file (sandbox fields or a Square token); a declined renewal is retried.
import { useMutation } from '@tanstack/react-query';
import { updateCardResponseSchema, type UpdateCardRequest } from '../../../../contracts/card-update';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function updateCard(request: UpdateCardRequest) {
  return api.put('/api/subscription/card', request, { schema: updateCardResponseSchema });
}

export function useUpdateCard() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: updateCard, onSuccess: refresh });
}
