// The launch-phase card of /subscribe: in beta it leads to the waitlist, in the invite-only launch to the form.
import type { LaunchPhase } from '../../../../domain/launch';
import { formatLongDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';

export function LaunchPhaseCard({ phase, onAction }: { phase: LaunchPhase; onAction: () => void }) {
  const launchDay = formatLongDate(new Date(siteConfig().launch.inviteOnlyStart));
  const beta = phase === 'beta';
  return (
    <section
      aria-labelledby="launch-phase-title"
      className="grid gap-6 rounded-[28px] bg-white p-6 shadow-[0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/10 sm:p-8 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={
              beta
                ? 'rounded-full bg-forest-100 px-3 py-1 text-xs font-bold text-forest-800'
                : 'inline-flex items-center gap-1.5 rounded-full bg-saffron-400 px-3 py-1 text-xs font-bold text-forest-950'
            }
          >
            {beta ? (
              'Beta full · 27 of 27 members'
            ) : (
              <>
                <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-forest-950" />
                Active now
              </>
            )}
          </span>
          <span className="text-sm font-semibold text-saffron-700">
            {beta ? `Invite-only launch opens ${launchDay}` : `Open since ${launchDay} · 100 spots maximum`}
          </span>
        </div>
        <h2 id="launch-phase-title" className="mt-4 font-display text-3xl font-semibold text-forest-900">
          {beta ? 'Beta Phase' : 'Invite-Only Launch'}
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-ink/75">
          {beta
            ? 'All 27 beta spots are taken. Join the waitlist and we will invite you first when the invite-only launch opens.'
            : 'Spots are limited so every lunch can be perfect. Subscribe now to hold yours; your first pickup is the next open week.'}
        </p>
      </div>
      <Button size="lg" variant={beta ? 'secondary' : 'primary'} onClick={onAction} className="md:min-w-52">
        {beta ? 'Join the Waitlist' : 'Subscribe Now'}
      </Button>
    </section>
  );
}
