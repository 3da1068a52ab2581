// The Overview's four cards: Current Plan, Next Pickup, Total Orders and Quick Actions (spec section 2).
import type { Subscription } from '../../../../contracts/subscription';
import { localDateOf } from '../../../../domain/calendar';
import { PICKUP_HOURS } from '../pickup-hours';
import { formatCalendarDate, formatWeekday } from '../../../../domain/dates';
import { PLANS } from '../../../../domain/plans';
import { serverNow } from '../../../lib/server-now';
import { siteConfig } from '../../../lib/site-config';
import { ORDERS_LOAD_FAILED_MESSAGE, useOrders } from '../api/get-orders';
import { mealsText, ownPrice, priceText } from '../subscription-rules';
import { periodEndText } from './billing-text';
import { BoltIcon, CalendarIcon, PinIcon, PlanIcon, ReceiptIcon } from './icons';
import { Panel, PanelLabel } from './panel';
import { StatusBadge } from './status-badge';
import { SubscriptionActions } from './subscription-actions';
import { ChangeConfirmation } from './change-confirmation';

const value = 'mt-5 font-display text-[1.7rem] leading-tight font-semibold text-forest-950';
const note = 'mt-1.5 text-sm text-ink/70';

export function CurrentPlanCard({ subscription }: { subscription: Subscription | null }) {
  const endsOn = subscription?.cancelAtPeriodEnd ? periodEndText(subscription) : null;
  return (
    <Panel labelledBy="overview-plan" className="flex flex-col">
      <PanelLabel id="overview-plan" icon={<PlanIcon />}>
        Current Plan
      </PanelLabel>
      {subscription ? (
        <>
          <p className={value}>{PLANS[subscription.planType].name}</p>
          <p className="mt-1.5 text-sm font-semibold text-forest-950">
            {priceText(subscription.planType, ownPrice(subscription))}
          </p>
          <p className="text-sm text-ink/70">{mealsText(subscription.planType)}</p>
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
            <StatusBadge status={subscription.status} />
            {endsOn ? <span className="text-xs font-medium text-amber-800">Ends {endsOn}</span> : null}
          </div>
        </>
      ) : (
        <>
          <p className={value}>No Plan</p>
          <p className={note}>Subscribe to get started</p>
        </>
      )}
    </Panel>
  );
}

export function NextPickupCard({ subscription }: { subscription: Subscription | null }) {
  const day = subscription?.nextPickupDate ?? null;
  return (
    <Panel labelledBy="overview-pickup" className="flex flex-col">
      <PanelLabel id="overview-pickup" icon={<CalendarIcon />}>
        Next Pickup
      </PanelLabel>
      <p className={value}>{day ? formatCalendarDate(day) : 'N/A'}</p>
      <p className={note}>
        {day
          ? `${day === localDateOf(serverNow()) ? 'Today' : formatWeekday(day)}, ${PICKUP_HOURS}`
          : 'No pickup scheduled'}
      </p>
      <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-medium text-forest-800">
        <PinIcon className="h-4 w-4 shrink-0" />
        Pickup at {siteConfig().pickup.name} in Irving
      </p>
    </Panel>
  );
}

export function TotalOrdersCard() {
  const orders = useOrders();
  return (
    <Panel labelledBy="overview-orders" className="flex flex-col">
      <PanelLabel id="overview-orders" icon={<ReceiptIcon />}>
        Total Orders
      </PanelLabel>
      {orders.isPending ? (
        <p className={value} aria-busy="true">
          <span className="inline-block h-8 w-12 rounded-full bg-forest-50 motion-safe:animate-pulse" />
          <span className="sr-only">Loading your orders...</span>
        </p>
      ) : orders.isError ? (
        <p className={value} role="alert">
          <span className="text-base font-medium text-chili">{ORDERS_LOAD_FAILED_MESSAGE}</span>
        </p>
      ) : (
        <p className={value}>{orders.data.length}</p>
      )}
      <p className={note}>Lifetime orders placed</p>
    </Panel>
  );
}

export function QuickActionsCard({ subscription }: { subscription: Subscription | null }) {
  return (
    <Panel labelledBy="overview-actions" className="flex flex-col">
      <PanelLabel id="overview-actions" icon={<BoltIcon />}>
        Quick Actions
      </PanelLabel>
      <div className="mt-5">
        <SubscriptionActions subscription={subscription} stacked />
      </div>
      <ChangeConfirmation place="plan" className="mt-4" />
    </Panel>
  );
}
