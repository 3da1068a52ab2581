// POST /api/validate-referral: what a friend's referral code takes off the first charge, in cents (issue 44).
import { useMutation } from '@tanstack/react-query';
import { referralCheckResponseSchema, type ReferralCheckResponse } from '../../../../contracts/referrals';
import { api } from '../../../lib/api-client';

export function validateReferral(request: {
  referralCode: string;
  planType: 'weekly' | 'monthly';
}): Promise<ReferralCheckResponse> {
  return api.post('/api/validate-referral', request, { schema: referralCheckResponseSchema });
}

export function useValidateReferral() {
  return useMutation({ mutationFn: validateReferral });
}
