// Upgrade to Monthly and its confirmation: what is charged today ($195.00), to which card, and what comes after.
import { useState } from 'react';
import { UPGRADE_FAILED_MESSAGE, type Subscription } from '../../../../contracts/subscription';
import { addDays, cutoffForWeek, localDate } from '../../../../domain/calendar';
import { formatCalendarDate, formatCentralDateTime } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { PLANS, UPGRADE_DIFFERENCE } from '../../../../domain/plans';
import { chargeOfPriceText, taxAddedNote, type SalesTaxSettings } from '../../../../domain/sales-tax';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useUpgradeSubscription } from '../api/upgrade-subscription';
import { cardText } from '../subscription-rules';
import { CheckIcon } from './icons';
import { confirmChange } from '../confirmed-change';

const { monthly } = PLANS;

/** The paid week becomes week 1 of four, so the first monthly charge is the Friday before the fifth week. */
function firstMonthlyCharge(periodStart: string | null): string | null {
  if (!periodStart) return null;
  return formatCentralDateTime(cutoffForWeek(addDays(localDate(periodStart), 28)));
}

export function UpgradeDialog({
  subscription,
  className,
}: {
  subscription: Subscription;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const upgrade = useUpgradeSubscription();
  const nextCharge = firstMonthlyCharge(subscription.currentPeriodStart);
  // The server's figure (the owner may have changed the prices); the spec's $195.00 otherwise.
  const difference = cents(subscription.upgradeAmount ?? UPGRADE_DIFFERENCE);
  // The monthly price this subscriber would pay, as the server prices it; the spec's $270.00 in older answers.
  const after = subscription.upgradeMonthly;
  const monthlyPrice = cents(after?.priceCents ?? monthly.price);
  const tax: SalesTaxSettings = after?.taxAddedBasisPoints
    ? { rateBasisPoints: after.taxAddedBasisPoints, inclusive: false }
    : { rateBasisPoints: 0, inclusive: true };
  const taxNote = taxAddedNote(tax);
  const monthlyCharge = chargeOfPriceText(monthlyPrice, tax);
  // Against the list price, as the site's own price texts count it (domain/price-texts.ts): from the price in force,
  // so an owner's new price never shows the spec's saving, and none is claimed when there is none.
  const saving = cents(Math.max(0, monthly.listPrice - monthlyPrice));

  // Awaited: the button unmounts once the refreshed plan is monthly.
  async function confirm() {
    const done = await confirmChange(() => upgrade.mutateAsync(), {
      place: 'plan',
      done: 'Subscription upgraded',
      failed: 'Error',
      fallback: UPGRADE_FAILED_MESSAGE,
    });
    if (done) setOpen(false);
  }

  const points = [
    subscription.currentPeriodStart
      ? `The week of ${formatCalendarDate(subscription.currentPeriodStart)} you already paid for becomes week 1 of your first 4 weeks.`
      : 'The week you already paid for becomes week 1 of your first 4 weeks.',
    `${monthly.meals} meals every 4 weeks for ${formatUsd(monthlyPrice)}${taxNote ? ` ${taxNote}` : ''}${saving > 0 ? ` instead of ${formatUsd(monthly.listPrice)}` : ''}.`,
    nextCharge
      ? `Your next charge, ${monthlyCharge}, is on ${nextCharge}; then every 4th Friday.`
      : `Then ${monthlyCharge} every 4th Friday at 12 PM CT.`,
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => upgrade.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button className={className}>Upgrade to Monthly</Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="bg-forest-900 px-6 pt-7 pb-6 text-cream sm:px-8">
          <p className="text-xs font-semibold tracking-[0.14em] text-saffron-400 uppercase">Monthly Plan</p>
          <DialogTitle className="mt-2 pr-10 text-cream!">Upgrade to Monthly</DialogTitle>
          <DialogDescription className="mt-2 text-cream/80!">
            {saving > 0 ? `Save ${formatUsd(saving)} every 4 weeks. ` : ''}Your nutrition tracker stays as it
            is.
          </DialogDescription>
        </div>
        <div className="p-6 sm:p-8">
          <div className="flex items-end justify-between gap-4 rounded-2xl bg-saffron-100/70 px-5 py-4 ring-1 ring-saffron-500/25">
            <div>
              <p className="text-sm font-semibold text-forest-950">Charged today</p>
              <p className="mt-0.5 text-sm text-balance text-ink/70">
                {subscription.card ? `to your ${cardText(subscription.card)}` : 'to the card on file'}
              </p>
            </div>
            <p className="font-display text-3xl font-bold text-forest-950">{formatUsd(difference)}</p>
          </div>
          <ul className="mt-5 space-y-3 text-sm leading-relaxed text-ink/80">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <DialogActions cancelLabel="Not now" busy={upgrade.isPending} className="mt-7">
            <Button variant="secondary" onClick={() => void confirm()} disabled={upgrade.isPending}>
              {upgrade.isPending ? 'Upgrading...' : `Confirm and Pay ${formatUsd(difference)}`}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
