// The launch journey: the completed beta and the invite-only launch, upcoming or active by the server's clock.
import { launchPhaseAt } from '../../../../domain/launch';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useServerClock } from '../../../lib/site-config';
import { SectionHeading } from './section-heading';

type PhaseStatus = 'completed' | 'active' | 'upcoming';

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

function PhaseCard(props: { step: number; title: string; when: string; status: PhaseStatus; body: string }) {
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
      <ButtonLink
        to="/waitlist"
        variant={props.status === 'completed' ? 'outline' : 'secondary'}
        className="mt-6 self-start"
      >
        Join the Waitlist
      </ButtonLink>
    </li>
  );
}

export function LaunchJourneySection() {
  const phase = useServerClock((now, config) =>
    launchPhaseAt(now, {
      betaBannerCutoff: new Date(config.launch.betaBannerCutoff),
      inviteOnlyStart: new Date(config.launch.inviteOnlyStart),
    }),
  );
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
            when="Ended July 4th · 27 of 27 members"
            status="completed"
            body="Our founding members shaped the menu, the portions and the pickup routine. Every spot was filled."
          />
          <PhaseCard
            step={2}
            title="Invite-Only Launch"
            when="Starts August 1st · 100 spots maximum"
            status={phase === 'inviteOnly' ? 'active' : 'upcoming'}
            body="Spots open in waves to the waitlist first. Join now to be invited as soon as a place frees up."
          />
        </ol>
      </div>
    </section>
  );
}
