// GET /api/referral: the subscriber's referral code and link, and the friends who joined with it (issue 44).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralResponseSchema, type ReferralResponse } from '../../../../contracts/referrals';
import { api, type ReadOptions } from '../../../lib/api-client';

export const REFERRAL_LOAD_FAILED_MESSAGE = 'Failed to fetch your referral link';

export function getReferral(options: ReadOptions = {}): Promise<ReferralResponse> {
  return api.get('/api/referral', { schema: referralResponseSchema, ...options });
}

export const referralQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'referral'], queryFn: ({ signal }) => getReferral({ signal }) });

export function useReferral() {
  return useQuery(referralQueryOptions());
}
