// The way from the dashboard to the nutrition tracker, at the top of the Overview, for a plan that includes it.
import type { Subscription } from '../../../../contracts/subscription';
import { ButtonLink } from '../../../components/ui/button';
import { ChartIcon } from './icons';

/** The tracker is for active and trialing plans (spec section 6); a paused or ended one reaches it from its gate. */
export const includesTracker = (s: Subscription) => s.status === 'active' || s.status === 'trialing';

export function TrackerCard() {
  return (
    <section
      aria-labelledby="overview-tracker"
      className="flex flex-col gap-4 rounded-3xl border border-forest-900/10 bg-forest-900 p-6 text-cream sm:flex-row sm:items-center sm:justify-between sm:p-7"
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-cream/10 text-saffron-400"
        >
          <ChartIcon className="h-5 w-5" />
        </span>
        <div>
          <h2 id="overview-tracker" className="font-display text-xl font-semibold">
            Nutrition Tracker
          </h2>
          <p className="mt-1 text-sm text-cream/80">
            Log today&apos;s lunch in one tap, see your targets and get insights on your week.
          </p>
        </div>
      </div>
      <ButtonLink to="/nutrition" className="shrink-0 max-sm:w-full">
        Open Tracker
      </ButtonLink>
    </section>
  );
}
