// GET /api/admin/gift-cards: the latest gift cards sold, and the owner's re-send and refund of one (issue 44).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGiftCardActionResponseSchema,
  adminGiftCardsResponseSchema,
  type AdminGiftCard,
} from '../../../../contracts/gift-cards';
import { api } from '../../../lib/api-client';

export const GIFT_CARDS_LOAD_FAILED_MESSAGE = 'Failed to fetch gift cards';

export function getAdminGiftCards(signal?: AbortSignal): Promise<AdminGiftCard[]> {
  return api
    .get('/api/admin/gift-cards', { schema: adminGiftCardsResponseSchema, signal })
    .then((r) => r.giftCards);
}

export const adminGiftCardsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'gift-cards'], queryFn: ({ signal }) => getAdminGiftCards(signal) });

export function useAdminGiftCards() {
  return useQuery(adminGiftCardsQueryOptions());
}

export function useGiftCardAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'refund' }) =>
      api.post(`/api/admin/gift-cards/${id}/${action}`, undefined, {
        schema: adminGiftCardActionResponseSchema,
        headers: action === 'refund' ? { 'Idempotency-Key': `refund-${id}` } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGiftCardsQueryOptions().queryKey }),
  });
}
