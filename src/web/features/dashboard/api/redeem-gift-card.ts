// POST /api/gift-cards/redeem: a gift card's code becomes account credit (issue 44).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftCardRedeemResponseSchema, type GiftCardRedeemRequest } from '../../../../contracts/gift-cards';
import { api } from '../../../lib/api-client';
import { creditQueryOptions } from './get-credit';

export function redeemGiftCard(request: GiftCardRedeemRequest) {
  return api.post('/api/gift-cards/redeem', request, { schema: giftCardRedeemResponseSchema });
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditQueryOptions().queryKey }),
  });
}
