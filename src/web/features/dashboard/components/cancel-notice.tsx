// The notice a cancelling subscription shows (spec section 2), with the way to undo it.
import type { Subscription } from '../../../../contracts/subscription';
import { periodEndText } from './billing-text';
import { AlertIcon } from './icons';
import { KeepSubscriptionButton } from './keep-subscription-button';

export const CANCEL_NOTICE = 'Your subscription is set to cancel at the end of the current period.';

export function CancelNotice({ subscription }: { subscription: Subscription }) {
  const endsOn = periodEndText(subscription);
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-2xl border border-amber-500/30 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold text-amber-950">{CANCEL_NOTICE}</p>
          <p className="mt-1 text-sm text-amber-900/80">
            {endsOn ? `Your last pickup day is ${endsOn}. ` : ''}No further charges will be made.
          </p>
        </div>
      </div>
      <KeepSubscriptionButton className="shrink-0" />
    </div>
  );
}
