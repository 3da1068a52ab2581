// The launch-phase card of /subscribe: in beta it leads to the waitlist; in the invite-only launch it says how many
// spots are left (checkout's own count) and opens the form, or, when every spot is taken, leads to the waitlist.
import type { LaunchState } from '../../../../contracts/launch';
import { spotsLeftText } from '../../../../domain/launch';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/hydration';
import { useLaunchDates } from '../../../lib/launch-phases';

export function LaunchPhaseCard({
  phase,
  launch,
  onAction,
}: {
  phase: 'beta' | 'inviteOnly';
  /** The live count, once the server has answered. */
  launch: LaunchState | undefined;
  onAction: () => void;
}) {
  const { inviteOnlyStarts } = useLaunchDates();
  // The build renders this card: a tap before the page's script has taken it over would do nothing at all.
  const hydrated = useHydrated();
  const beta = phase === 'beta';
  const full = launch?.phase === phase && launch.atCapacity;
  const spots = launch?.phase === phase ? spotsLeftText(launch.spotsLeft, launch.capacity) : null;
  const badge = beta
    ? full
      ? 'Beta full · 27 of 27 members'
      : 'Beta · by invitation'
    : full
      ? 'Full right now'
      : 'Active now';
  const when = beta
    ? `Invite-only launch opens ${inviteOnlyStarts}`
    : `Open since ${inviteOnlyStarts}${spots ? ` · ${spots}` : ''}`;
  return (
    <section
      aria-labelledby="launch-phase-title"
      className="grid gap-6 rounded-[28px] bg-white p-6 shadow-[0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/10 sm:p-8 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={
              beta || full
                ? 'rounded-full bg-forest-100 px-3 py-1 text-xs font-bold text-forest-800'
                : 'inline-flex items-center gap-1.5 rounded-full bg-saffron-400 px-3 py-1 text-xs font-bold text-forest-950'
            }
          >
            {beta || full ? null : (
              <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-forest-950" />
            )}
            {badge}
          </span>
          <span className="text-sm font-semibold text-saffron-700">{when}</span>
        </div>
        <h2 id="launch-phase-title" className="mt-4 font-display text-3xl font-semibold text-forest-900">
          {beta ? 'Beta Phase' : 'Invite-Only Launch'}
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-ink/75">
          {beta
            ? 'The beta runs by invitation. Join the waitlist and we will invite you first when the invite-only launch opens.'
            : full
              ? 'Every spot is taken right now. Join the waitlist and we will invite you as soon as one opens up.'
              : 'Spots are limited so every lunch can be perfect. Subscribe now to hold yours; your first pickup is the next open week.'}
        </p>
      </div>
      <Button
        size="lg"
        variant={beta || full ? 'secondary' : 'primary'}
        onClick={onAction}
        disabled={!hydrated}
        className="md:min-w-52"
      >
        {beta || full ? 'Join the Waitlist' : 'Subscribe Now'}
      </Button>
    </section>
  );
}
