// GET/PUT /api/admin/gift-card-settings: how many gift card purchases and code tries an hour are let through.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giftCardSettingsSchema, type GiftCardSettings } from '../../../../contracts/gift-cards';
import { api } from '../../../lib/api-client';

export const giftCardSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'gift-card-settings'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/gift-card-settings', { schema: giftCardSettingsSchema, signal }),
  });

export function useGiftCardSettings() {
  return useQuery(giftCardSettingsQueryOptions());
}

export function useSaveGiftCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GiftCardSettings) =>
      api.put('/api/admin/gift-card-settings', settings, { schema: giftCardSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(giftCardSettingsQueryOptions().queryKey, saved),
  });
}
