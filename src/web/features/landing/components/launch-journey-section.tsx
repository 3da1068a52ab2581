// The launch journey: the beta and the invite-only launch, each upcoming, active or completed by the server's clock,
// with the spots left from the live count and a way to subscribe while there are some.
import type { LaunchState } from '../../../../contracts/launch';
import { spotsLeftText, type PhaseStatus } from '../../../../domain/launch';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLaunchDates, usePhaseStatuses } from '../../../lib/launch-phases';
import { SectionHeading } from './section-heading';

const STATUS_STYLE: Record<PhaseStatus, string> = {
  completed: 'bg-forest-100 text-forest-800',
  active: 'bg-saffron-400 text-forest-950',
  upcoming: 'bg-saffron-100 text-[#9a5b05] ring-1 ring-saffron-400/60',
};

const STATUS_LABEL: Record<PhaseStatus, string> = {
  completed: 'Completed',
  active: 'Active now',
  upcoming: 'Upcoming',
};

function PhaseCard(props: {
  step: number;
  title: string;
  when: string;
  status: PhaseStatus;
  body: string;
  /** Spots are free now: subscribing comes first. */
  subscribe?: boolean;
}) {
  return (
    <li className="relative flex flex-col rounded-[28px] bg-white p-7 shadow-[0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/5 sm:p-8">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-forest-900 font-display text-lg font-semibold text-saffron-400">
          {props.step}
        </span>
        <span className={cn('rounded-full px-3 py-1 text-xs font-bold', STATUS_STYLE[props.status])}>
          {STATUS_LABEL[props.status]}
        </span>
      </div>
      <h3 className="mt-6 font-display text-2xl font-semibold text-forest-900">{props.title}</h3>
      <p className="mt-1 text-sm font-semibold text-[#9a5b05]">{props.when}</p>
      <p className="mt-3 flex-1 text-[15px] leading-relaxed text-ink/70">{props.body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {props.subscribe ? <ButtonLink to="/subscribe">Subscribe Now</ButtonLink> : null}
        <ButtonLink
          to="/waitlist"
          variant={props.status === 'completed' || props.subscribe ? 'outline' : 'secondary'}
        >
          Join the Waitlist
        </ButtonLink>
      </div>
    </li>
  );
}

export function LaunchJourneySection({ launch }: { launch: LaunchState | undefined }) {
  const statuses = usePhaseStatuses();
  const { betaEnds, inviteOnlyStarts } = useLaunchDates();
  const live = launch?.phase === 'inviteOnly' ? launch : undefined;
  const open = statuses.inviteOnly === 'active' && live !== undefined && !live.atCapacity;
  const inviteOnlyWhen =
    statuses.inviteOnly === 'upcoming'
      ? `Starts ${inviteOnlyStarts}`
      : `Open since ${inviteOnlyStarts}${live ? ` · ${spotsLeftText(live.spotsLeft, live.capacity)}` : ''}`;
  return (
    <section id="journey" aria-labelledby="journey-title" className="bg-cream py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="journey-title" eyebrow="Launch journey" title="Growing slowly, on purpose.">
          One kitchen, one pickup point, a limited number of lunches a day. We open spots only when every one
          of them can be perfect.
        </SectionHeading>
        <ol className="relative mt-14 grid gap-6 md:grid-cols-2">
          <PhaseCard
            step={1}
            title="Beta Phase"
            when={`${statuses.beta === 'active' ? 'Ends' : 'Ended'} ${betaEnds} · 27 founding members`}
            status={statuses.beta}
            body={
              statuses.beta === 'active'
                ? 'Our founding members are shaping the menu, the portions and the pickup routine. Every spot is filled.'
                : 'Our founding members shaped the menu, the portions and the pickup routine. Every spot was filled.'
            }
          />
          <PhaseCard
            step={2}
            title="Invite-Only Launch"
            when={inviteOnlyWhen}
            status={statuses.inviteOnly}
            subscribe={open}
            body={
              statuses.inviteOnly === 'upcoming'
                ? 'Spots open in waves, to the waitlist first. Join now to be invited as soon as the launch opens.'
                : open
                  ? 'Spots are open now: subscribe today and your first pickup is the next open week. Or join the waitlist to hear about new spots first.'
                  : live?.atCapacity
                    ? 'Every spot is taken right now. Join the waitlist to be invited as soon as a place frees up.'
                    : 'Spots open in waves, to the waitlist first. Join to be invited as soon as a place frees up.'
            }
          />
        </ol>
      </div>
    </section>
  );
}
