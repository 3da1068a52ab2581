// The Overview's Current Plan card: the plan and its status, or an invitation to subscribe (spec section 2).
import { PLANS } from '../../../../domain/plans';
import { formatLongDate } from '../../../../domain/dates';
import { ButtonLink } from '../../../components/ui/button';
import { useSubscription } from '../api/get-subscription';

const STATUS_TONE: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
  paused: 'bg-amber-100 text-amber-800',
};

function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function CurrentPlanCard() {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return (
      <section className="rounded-3xl bg-white p-6 shadow-sm" aria-busy="true">
        <p className="text-ink/70">Loading your plan...</p>
      </section>
    );
  }
  const plan = subscription.data ? PLANS[subscription.data.planType] : null;
  return (
    <section aria-labelledby="current-plan" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="current-plan" className="text-sm font-semibold tracking-wide text-ink/60 uppercase">
        Current Plan
      </h2>
      {subscription.data && plan ? (
        <>
          <p className="mt-2 font-display text-2xl font-semibold text-forest-950">{plan.name}</p>
          <p className="mt-1 text-ink/70">
            {plan.meals} meals per {subscription.data.planType === 'weekly' ? 'week' : '4 weeks'}
          </p>
          <span
            className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONE[subscription.data.status] ?? 'bg-stone-100 text-stone-700'}`}
          >
            {statusLabel(subscription.data.status)}
          </span>
          {subscription.data.currentPeriodEnd && (
            <p className="mt-3 text-sm text-ink/70">
              Paid through {formatLongDate(new Date(subscription.data.currentPeriodEnd))}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="mt-2 font-display text-2xl font-semibold text-forest-950">No Plan</p>
          <p className="mt-1 text-ink/70">Subscribe to get started</p>
          <ButtonLink to="/subscribe" className="mt-4">
            Start Subscription
          </ButtonLink>
        </>
      )}
    </section>
  );
}
