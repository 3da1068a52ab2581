// The Overview tab: the pickup code and the way to the tracker, then the plan, the next pickup, the orders count and
// the quick actions, then the next charge, then the lunches to rate (the code's card and the lunches are other
// features', given by the page).
import type { Subscription } from '../../../../contracts/subscription';
import { SUBSCRIPTION_LOAD_FAILED_MESSAGE, useSubscription } from '../api/get-subscription';
import { cardText } from '../subscription-rules';
import { nextChargeText } from './billing-text';
import { CardIcon } from './icons';
import { CurrentPlanCard, NextPickupCard, QuickActionsCard, TotalOrdersCard } from './overview-cards';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { PickupWeek } from './pickup-week';
import { useArriving } from '../../../lib/arriving';
import { includesTracker, TrackerCard } from './tracker-card';
import { Suspense, type ReactNode } from 'react';

function CardSkeletons() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {['Loading your plan...', 'Loading your next pickup...', 'Loading your orders...', 'Loading...'].map(
        (label) => (
          <PanelSkeleton key={label} label={label} className="min-h-48" />
        ),
      )}
    </div>
  );
}

/** The pickup code's card, shown on top to a subscriber, and whether its read is still under way. */
export interface PickupCodeSlot {
  card: ReactNode;
  pending: boolean;
}

/** `lunches`: shown below the cards to a subscriber once they are in; it may load lazily. */
export function OverviewTab({ pickupCode, lunches }: { pickupCode?: PickupCodeSlot; lunches?: ReactNode }) {
  const subscription = useSubscription();
  // The code is read beside the plan, not after it, and waited for with it: its card sits above the cards, and
  // arriving late it would push them down under the reader's eyes (Lighthouse's layout shift on the dashboard was
  // 0.41).
  const pending = subscription.isPending || pickupCode?.pending === true;
  // The code's card is drawn as soon as both reads are in: at the counter it is what the app was opened for. The cards
  // below it are built in the background after it (lib/arriving.ts). Each step replaces placeholders with new
  // elements, so nothing already on the screen moves.
  const arriving = useArriving(pending);
  if (pending) return <CardSkeletons />;
  if (subscription.isError) {
    return (
      <LoadFailed message={SUBSCRIPTION_LOAD_FAILED_MESSAGE} onRetry={() => void subscription.refetch()} />
    );
  }
  const current = subscription.data;
  return (
    <div className="grid gap-5">
      {current ? pickupCode?.card : null}
      {current && includesTracker(current) ? <TrackerCard /> : null}
      {arriving ? <CardSkeletons /> : <OverviewCards current={current} />}
      {current && !arriving && lunches ? (
        <Suspense fallback={<PanelSkeleton label="Loading your lunches..." lines={2} />}>{lunches}</Suspense>
      ) : null}
    </div>
  );
}

/** Below the code's card: the plan, the next pickup, the orders count and the actions, the week, the next charge. */
function OverviewCards({ current }: { current: Subscription | null }) {
  const nextCharge = current ? nextChargeText(current) : null;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <CurrentPlanCard subscription={current} />
        <NextPickupCard subscription={current} />
        <TotalOrdersCard />
        <QuickActionsCard subscription={current} />
      </div>
      {current?.nextPickupDate ? <PickupWeek nextPickupDate={current.nextPickupDate} /> : null}
      {current && (nextCharge || current.card) ? (
        <p className="flex flex-col gap-1 rounded-2xl bg-forest-900 px-6 py-4 text-sm text-cream/85 sm:flex-row sm:items-center sm:gap-3">
          <CardIcon className="hidden h-5 w-5 shrink-0 text-saffron-400 sm:block" />
          <span>
            {nextCharge ? (
              <>
                Next charge <strong className="font-semibold text-cream">{nextCharge}</strong>
              </>
            ) : (
              'No further charges are scheduled'
            )}
          </span>
          {current.card ? <span className="sm:ml-auto">Charged to your {cardText(current.card)}</span> : null}
        </p>
      ) : null}
    </>
  );
}
