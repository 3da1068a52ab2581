// The head of /waitlist: where the launch stands now (full, spots to take today, or not open yet), from the live count.
import type { LaunchState } from '../../../../contracts/launch';
import { spotsLeftText } from '../../../../domain/launch';
import { countOf } from '../../../../domain/plural';
import { ButtonLink } from '../../../components/ui/button';
import { useLaunchDates, usePhaseStatuses } from '../../../lib/launch-phases';

interface HeroWords {
  pill: string;
  title: string;
  text: string;
  spots: string;
  /** Spots are free now: subscribing beats waiting. */
  open: boolean;
}

const FIRST_TO_KNOW = 'Join the waitlist and we’ll tell you the moment a spot is yours.';

function wordsFor(launch: LaunchState | undefined, upcoming: boolean, starts: string): HeroWords {
  if (upcoming || launch?.phase === 'beta') {
    return {
      pill: `Invite-only launch opens ${starts}`,
      title: 'Be First in Line',
      text: `Our beta is by invitation. The invite-only launch opens on ${starts} with a limited number of spots, and the waitlist hears first. ${FIRST_TO_KNOW}`,
      spots: 'Limited',
      open: false,
    };
  }
  if (!launch) {
    return {
      pill: 'Limited spots, opened in waves',
      title: 'The Tiffin Fit Waitlist',
      text: `Our invite-only launch has been open since ${starts}, with a limited number of spots so every lunch can be perfect. ${FIRST_TO_KNOW}`,
      spots: 'Limited',
      open: false,
    };
  }
  if (launch.atCapacity) {
    return {
      pill: 'Current phase at capacity',
      title: 'We’re Full, for Now',
      text: `Our invite-only launch has been open since ${starts}, and all ${launch.capacity} spots are taken. Join the waitlist and you’ll be first to know when a spot opens up.`,
      spots: `All ${launch.capacity} taken`,
      open: false,
    };
  }
  return {
    pill: spotsLeftText(launch.spotsLeft, launch.capacity),
    title: 'Spots Are Open Now',
    text: `Our invite-only launch has been open since ${starts}, and ${launch.spotsLeft} of its ${countOf(launch.capacity, 'spot')} ${launch.spotsLeft === 1 ? 'is' : 'are'} free. You don’t have to wait: subscribe today. Or join the waitlist and hear from us first when new spots open.`,
    spots: `${launch.spotsLeft} of ${launch.capacity} left`,
    open: true,
  };
}

export function WaitlistHero({ launch }: { launch: LaunchState | undefined }) {
  const { inviteOnly } = usePhaseStatuses();
  const { inviteOnlyStarts } = useLaunchDates();
  const words = wordsFor(launch, inviteOnly === 'upcoming', inviteOnlyStarts);
  return (
    <header className="relative overflow-hidden bg-forest-900 text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-saffron-500/25 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20 sm:pb-12">
        <p className="inline-flex items-center gap-2 rounded-full bg-cream/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-cream/20">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-saffron-400" />
          {words.pill}
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-4xl font-bold tracking-tight sm:text-6xl">
          {words.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-cream/85">{words.text}</p>
        <dl className="mt-8 flex flex-wrap gap-3">
          {[
            [
              'Invite-only launch',
              inviteOnly === 'upcoming' ? `Opens ${inviteOnlyStarts}` : `Open since ${inviteOnlyStarts}`,
            ],
            ['Pickup', 'Las Colinas, Irving'],
            // Last: its value arrives with the count, and a longer one must not push another box along (layout shift).
            ['Spots', words.spots],
          ].map(([term, value]) => (
            <div key={term} className="rounded-2xl bg-cream/10 px-4 py-3 ring-1 ring-cream/15">
              <dt className="text-xs tracking-wide text-cream/75 uppercase">{term}</dt>
              <dd className="mt-0.5 font-semibold text-saffron-400">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Its place is kept whether or not spots are free: the count arrives after the first paint, and the page
            below must not jump when it does (layout shift). */}
        <div className="mt-7 h-12">
          {words.open ? (
            <ButtonLink to="/subscribe" size="lg" className="shadow-lg shadow-saffron-500/25">
              Subscribe Now
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}
