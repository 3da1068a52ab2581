// POST /api/validate-gift-card: what a gift card's code is worth before paying, in cents (issue 44).
import { useMutation } from '@tanstack/react-query';
import { giftCardCheckResponseSchema, type GiftCardCheckResponse } from '../../../../contracts/gift-cards';
import { api } from '../../../lib/api-client';

export function validateGiftCard(request: { code: string }): Promise<GiftCardCheckResponse> {
  return api.post('/api/validate-gift-card', request, { schema: giftCardCheckResponseSchema });
}

export function useValidateGiftCard() {
  return useMutation({ mutationFn: validateGiftCard });
}
