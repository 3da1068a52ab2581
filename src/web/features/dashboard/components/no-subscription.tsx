// What the Subscription tab shows to an account without a plan (spec section 2).
import { ButtonLink } from '../../../components/ui/button';
import { PlanIcon } from './icons';
import { Panel } from './panel';

export function NoSubscription() {
  return (
    <Panel labelledBy="no-subscription" className="px-6 py-12 text-center sm:py-16">
      <span
        aria-hidden="true"
        className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-saffron-100 text-saffron-700"
      >
        <PlanIcon className="h-7 w-7" />
      </span>
      <h2 id="no-subscription" className="mt-5 font-display text-2xl font-semibold text-forest-950">
        No Active Subscription
      </h2>
      <p className="mx-auto mt-2 max-w-md text-ink/70">
        Choose 5 meals a week or 20 every four weeks, and collect a fresh, high-protein lunch in Irving every
        weekday.
      </p>
      <ButtonLink to="/subscribe" className="mt-7">
        View Subscription Plans
      </ButtonLink>
    </Panel>
  );
}
