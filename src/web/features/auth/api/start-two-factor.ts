// POST /api/account/two-factor: a new secret for the authenticator app, pending until a first code confirms it.
import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupSchema, type TwoFactorSetup } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return api.post('/api/account/two-factor', {}, { schema: twoFactorSetupSchema });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
