// PATCH /api/subscription/upgrade: weekly to monthly, the $195.00 difference charged at once (spec sections 4 and 7).
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema, type UpgradeRequest } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

/**
 * The spec's dashboard sends a fixed placeholder address: the card on file was verified with its real billing
 * address at checkout, and the upgrade charges that card.
 */
const PLACEHOLDER_BILLING_ADDRESS = {
  address: '123 Main St',
  city: 'Irving',
  state: 'TX',
  zipCode: '75039',
};

export function upgradeSubscription() {
  const body: UpgradeRequest = {
    planType: 'monthly',
    confirmed: true,
    paymentDetails: { billingAddress: PLACEHOLDER_BILLING_ADDRESS },
  };
  return api.patch('/api/subscription/upgrade', body, { schema: subscriptionMessageSchema });
}

export function useUpgradeSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: upgradeSubscription, onSuccess: refresh });
}
