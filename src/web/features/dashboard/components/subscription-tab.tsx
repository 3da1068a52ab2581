// The Subscription tab: plan and price, status, billing schedule, payment status, next charge, card, and controls.
import type { ReactNode } from 'react';
import type { Subscription } from '../../../../contracts/subscription';
import { formatCalendarDate } from '../../../../domain/dates';
import { PLANS } from '../../../../domain/plans';
import { SUBSCRIPTION_LOAD_FAILED_MESSAGE, useSubscription } from '../api/get-subscription';
import { cn } from '../../../lib/cn';
import {
  canCancel,
  canUpgrade,
  isLive,
  mealsText,
  ownPrice,
  priceText,
  upcomingPriceText,
} from '../subscription-rules';
import { serverNow } from '../../../lib/server-now';
import { nextChargeText, periodEndText } from './billing-text';
import { CancelNotice } from './cancel-notice';
import { CardOnFilePanel, type CardFormComponent } from './card-on-file-panel';
import { ComingWeeksPanel } from './coming-weeks-panel';
import { CreditPanel } from './credit-panel';
import { RedeemGiftCardPanel } from './redeem-gift-card-panel';
import { ReferralPanel } from './referral-panel';
import { NoSubscription } from './no-subscription';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { Panel } from './panel';
import { PickupPanel } from './pickup-panel';
import { PausePanel } from './pause-panel';
import { PaymentStatusBadge, StatusBadge } from './status-badge';
import { StayOnSchedulePanel } from './stay-on-schedule-panel';
import { SubscriptionActions } from './subscription-actions';
import { ChangeConfirmation } from './change-confirmation';

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('border-t border-forest-900/10 pt-4', className)}>
      <dt className="text-xs font-semibold tracking-[0.1em] text-forest-900/75 uppercase">{label}</dt>
      <dd className="mt-1.5 text-ink">{children}</dd>
    </div>
  );
}

function noChargeText(subscription: Subscription): string {
  const endsOn = periodEndText(subscription);
  if (subscription.cancelAtPeriodEnd && endsOn) return `None. Your plan ends on ${endsOn}.`;
  return 'None scheduled';
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const plan = PLANS[subscription.planType];
  const nextCharge = nextChargeText(subscription);
  const endsOn = periodEndText(subscription);
  const upcoming = upcomingPriceText(subscription);
  return (
    <Panel labelledBy="subscription-plan">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] text-forest-900/75 uppercase">
            Your Subscription
          </p>
          <h2 id="subscription-plan" className="mt-2 font-display text-3xl font-semibold text-forest-950">
            {plan.name}
          </h2>
          <p className="mt-1 text-ink/75">
            <span className="font-semibold text-forest-950">
              {priceText(subscription.planType, ownPrice(subscription))}
            </span>{' '}
            · {mealsText(subscription.planType)}
          </p>
        </div>
        <StatusBadge status={subscription.status} className="text-sm" />
      </div>

      {upcoming ? (
        <p
          role="note"
          className="mt-6 rounded-xl border border-saffron-400 bg-saffron-100 px-4 py-3 text-sm text-ink"
        >
          {upcoming}
        </p>
      ) : null}

      {subscription.cancelAtPeriodEnd && subscription.status !== 'cancelled' ? (
        <div className="mt-6">
          <CancelNotice subscription={subscription} />
        </div>
      ) : null}

      <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        <Detail label="Billing schedule">{plan.billing}</Detail>
        <Detail label="Payment status">
          <PaymentStatusBadge status={subscription.paymentStatus} />
        </Detail>
        <Detail label="Next charge">{nextCharge ?? noChargeText(subscription)}</Detail>
        <Detail label="Next pickup">
          {subscription.nextPickupDate ? formatCalendarDate(subscription.nextPickupDate) : 'N/A'}
        </Detail>
        <Detail label="Current period" className="sm:col-span-2">
          {subscription.currentPeriodStart && endsOn
            ? `${formatCalendarDate(subscription.currentPeriodStart)} to ${endsOn}`
            : 'N/A'}
        </Detail>
      </dl>

      {canUpgrade(subscription) || canCancel(subscription) || !isLive(subscription) ? (
        <div className="mt-8 border-t border-forest-900/10 pt-6">
          <SubscriptionActions subscription={subscription} includeResume={false} />
        </div>
      ) : null}
      <ChangeConfirmation place="plan" className="mt-5" />
    </Panel>
  );
}

export function SubscriptionTab({
  CardForm,
  email,
}: {
  CardForm: CardFormComponent;
  /** The subscriber's e-mail, for the card form's buyer verification. */
  email?: string | undefined;
}) {
  const subscription = useSubscription();
  if (subscription.isPending) return <PanelSkeleton label="Loading your subscription..." lines={5} />;
  if (subscription.isError) {
    return (
      <LoadFailed message={SUBSCRIPTION_LOAD_FAILED_MESSAGE} onRetry={() => void subscription.refetch()} />
    );
  }
  if (!subscription.data) return <NoSubscription />;
  const now = serverNow();
  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-3">
      <div className="grid gap-5 lg:col-span-2">
        <SubscriptionDetails subscription={subscription.data} />
        <ComingWeeksPanel subscription={subscription.data} now={now} />
        <PausePanel subscription={subscription.data} now={now} />
      </div>
      <div className="grid gap-5">
        <CardOnFilePanel subscription={subscription.data} CardForm={CardForm} email={email} />
        <CreditPanel />
        <RedeemGiftCardPanel />
        {isLive(subscription.data) ? <ReferralPanel /> : null}
        {isLive(subscription.data) ? <StayOnSchedulePanel subscription={subscription.data} /> : null}
        <PickupPanel />
      </div>
    </div>
  );
}
