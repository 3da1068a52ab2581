// POST /api/gift-cards: a gift card paid by card, charged at most once per idempotency key (issue 44).
import { useMutation } from '@tanstack/react-query';
import {
  giftCardPurchaseResponseSchema,
  type GiftCardPurchaseRequest,
  type GiftCardPurchaseResponse,
} from '../../../../contracts/gift-cards';
import { api } from '../../../lib/api-client';

export interface BuyGiftCardCall {
  request: GiftCardPurchaseRequest;
  /** One per purchase: a double click or a retry after a lost answer reuses it, so the card is charged once. */
  idempotencyKey: string;
}

export function buyGiftCard({ request, idempotencyKey }: BuyGiftCardCall): Promise<GiftCardPurchaseResponse> {
  return api.post('/api/gift-cards', request, {
    schema: giftCardPurchaseResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}
