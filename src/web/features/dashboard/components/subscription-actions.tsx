// The controls a subscription allows right now: upgrade, cancel, undo a cancellation, or start again.
import type { Subscription } from '../../../../contracts/subscription';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { canCancel, canResume, canUpgrade, isLive } from '../subscription-rules';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { KeepSubscriptionButton } from './keep-subscription-button';
import { UpgradeDialog } from './upgrade-dialog';

export function SubscriptionActions({
  subscription,
  stacked = false,
  includeResume = true,
}: {
  subscription: Subscription | null;
  /** Off where the cancel notice already offers the undo. */
  includeResume?: boolean;
  /** Full-width buttons one under the other, for a narrow card. */
  stacked?: boolean;
}) {
  const button = stacked ? 'w-full' : 'w-full sm:w-auto';
  return (
    <div className={cn('flex gap-3', stacked ? 'flex-col' : 'flex-col sm:flex-row sm:flex-wrap')}>
      {subscription && canUpgrade(subscription) ? (
        <UpgradeDialog subscription={subscription} className={button} />
      ) : null}
      {includeResume && subscription && canResume(subscription) ? (
        <KeepSubscriptionButton className={button} />
      ) : null}
      {subscription && canCancel(subscription) ? (
        <CancelSubscriptionDialog subscription={subscription} className={button} />
      ) : null}
      {!subscription || !isLive(subscription) ? (
        <ButtonLink to="/subscribe" className={button}>
          Start Subscription
        </ButtonLink>
      ) : null}
    </div>
  );
}
