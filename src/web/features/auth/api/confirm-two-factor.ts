// POST /api/account/two-factor/confirm: the first code turns two-factor on and answers the ten recovery codes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, type RecoveryCodes } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';
import { twoFactorStatusQueryOptions } from './two-factor-status';

export function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return api.post('/api/account/two-factor/confirm', { code }, { schema: recoveryCodesSchema });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    // Not refetched at once: the panel shows the recovery codes until the person says they kept them.
    onSuccess: () => queryClient.invalidateQueries({ ...twoFactorStatusQueryOptions(), refetchType: 'none' }),
  });
}
