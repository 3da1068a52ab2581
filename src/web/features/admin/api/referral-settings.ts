// GET/PUT /api/admin/referral-settings: the programme on or off, the friend's discount and the referrer's reward.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralSettingsSchema, type ReferralSettings } from '../../../../contracts/referrals';
import { api } from '../../../lib/api-client';

export const referralSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'referral-settings'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/referral-settings', { schema: referralSettingsSchema, signal }),
  });

export function useReferralSettings() {
  return useQuery(referralSettingsQueryOptions());
}

export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReferralSettings) =>
      api.put('/api/admin/referral-settings', settings, { schema: referralSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(referralSettingsQueryOptions().queryKey, saved),
  });
}
