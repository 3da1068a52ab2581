// Cancel Subscription and its confirmation: nothing is cancelled until the subscriber confirms (spec sections 2, 4, 8).
import { useState } from 'react';
import type { Subscription } from '../../../../contracts/subscription';
import { formatLongDate } from '../../../../domain/dates';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useCancelSubscription } from '../api/cancel-subscription';
import { confirmChange } from '../confirmed-change';
import { AlertIcon } from './icons';

export const CANCEL_FAILED_MESSAGE = 'Failed to cancel subscription. Please try again.';

export function CancelSubscriptionDialog({
  subscription,
  className,
}: {
  subscription: Subscription;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const endsOn = subscription.currentPeriodEnd
    ? formatLongDate(new Date(subscription.currentPeriodEnd))
    : null;

  // Awaited rather than per-call callbacks: the button unmounts as soon as the refreshed plan says it is cancelling.
  async function confirm() {
    const done = await confirmChange(() => cancel.mutateAsync(), {
      place: 'plan',
      done: 'Subscription cancelled',
      failed: 'Error',
      fallback: CANCEL_FAILED_MESSAGE,
    });
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => cancel.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="p-6 sm:p-8">
          <span
            aria-hidden="true"
            className="grid h-12 w-12 place-items-center rounded-2xl bg-red-50 text-chili ring-1 ring-chili/15"
          >
            <AlertIcon className="h-6 w-6" />
          </span>
          <DialogTitle className="mt-5 pr-10">Cancel your subscription?</DialogTitle>
          <DialogDescription className="mt-3 leading-relaxed">
            Your {PLANS[subscription.planType].name} stays active{' '}
            {endsOn ? (
              <>
                until <strong className="font-semibold text-forest-950">{endsOn}</strong>
              </>
            ) : (
              'until the end of the current period'
            )}
            . Every meal you have paid for is still yours to collect, and you will not be charged again.
          </DialogDescription>
          <p className="mt-3 text-sm text-ink/70">You can change your mind any time before then.</p>
          <DialogActions cancelLabel="Never mind" busy={cancel.isPending} className="mt-7">
            <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Subscription'}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
