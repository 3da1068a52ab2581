// Today's pickup roster: who collects and their meal (owners also see contact, plan and dietary notes; staff do not
// get them from the server); checked off by name or by pickup code.
import { useState, type FormEvent } from 'react';
import {
  PICKUP_CODE_LENGTH,
  type PickupRosterEntry,
  type PickupRosterResponse,
} from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useCheckInPickup } from '../../api/check-in-pickup';
import { ROSTER_LOAD_FAILED_MESSAGE, usePickups } from '../../api/get-pickups';
import { calendarDate, humanize, shortTime } from '../../format';
import { CheckCircleIcon } from '../admin-icons';
import {
  AdminCard,
  Badge,
  LoadFailed,
  LoadingRows,
  PlanBadge,
  smallInputClass,
  type Tone,
} from '../admin-ui';

/**
 * Friday's specials by their place in the day's choices (the owner orders them; at most MENU_LIMITS.choices), so a
 * choice keeps its colour all day whatever its name. The first two are the colours chicken and shrimp always had.
 */
export const CHOICE_TONES: readonly Tone[] = ['yellow', 'blue', 'violet', 'rose', 'teal', 'lime'];

type FridayChoice = PickupRosterResponse['fridayChoices'][number];

function choiceTone(choices: readonly FridayChoice[], key: string): Tone {
  const place = choices.findIndex((c) => c.key === key);
  return CHOICE_TONES[place % CHOICE_TONES.length] ?? 'grey';
}

/** What the colours mean, and how many of each to hand out: the colour is never the only cue. */
function ChoiceLegend({ choices }: { choices: readonly FridayChoice[] }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
      <span id="friday-specials" className="font-semibold text-forest-950">
        Friday specials
      </span>
      <ul aria-labelledby="friday-specials" className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Badge tone={choiceTone(choices, choice.key)}>
              {choice.label} · {choice.count}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useCheckIn() {
  const checkIn = useCheckInPickup();
  function run(request: { userId: number } | { code: string }, onChecked?: () => void) {
    checkIn.mutate(request, {
      onSuccess: ({ pickup, alreadyCheckedIn }) => {
        toast({
          title: alreadyCheckedIn ? 'Already Checked In' : 'Checked In',
          description: alreadyCheckedIn
            ? `${pickup.name} collected at ${pickup.checkedInAt ? shortTime(pickup.checkedInAt) : 'an earlier time'}.`
            : `${pickup.name}: ${pickup.planType ? `${humanize(pickup.planType)} plan, ` : ''}${pickup.meal}.`,
          variant: alreadyCheckedIn ? 'default' : 'success',
        });
        onChecked?.();
      },
      onError: (error) =>
        toast({
          title: 'Check-in Failed',
          description: messageOf(error, 'Failed to check in'),
          variant: 'destructive',
        }),
    });
  }
  return { run, pending: checkIn.isPending, variables: checkIn.variables };
}

function CodeCheckIn() {
  const [code, setCode] = useState('');
  const checkIn = useCheckIn();
  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '').toUpperCase();
    if (typed === '') return;
    checkIn.run({ code: typed }, () => setCode(''));
  }
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="pickup-code" className="sr-only">
        Pickup code
      </label>
      <input
        id="pickup-code"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        placeholder="Pickup code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PICKUP_CODE_LENGTH + 4}
        className={`${smallInputClass} min-w-0 flex-1 font-mono tracking-widest uppercase sm:w-44 sm:flex-none`}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={checkIn.pending}>
        Check In by Code
      </Button>
    </form>
  );
}

function RosterRow({ entry, choices }: { entry: PickupRosterEntry; choices: readonly FridayChoice[] }) {
  const checkIn = useCheckIn();
  const collected = entry.checkedInAt !== null;
  // Owners only: staff are not sent the contact details.
  const contact = [entry.email, entry.phone].filter(Boolean).join(' · ');
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 ${collected ? 'bg-emerald-50/40' : ''}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-forest-950">{entry.name}</span>
          {entry.planType ? <PlanBadge plan={entry.planType} /> : null}
        </p>
        {/* On a Friday the meal is the special chosen, named in its colour so the counter tells them apart at a glance. */}
        {entry.fridayChoice ? (
          <p className="mt-1">
            <Badge tone={choiceTone(choices, entry.fridayChoice)}>{entry.meal}</Badge>
          </p>
        ) : (
          <p className="mt-0.5 text-sm text-forest-950/85">{entry.meal}</p>
        )}
        <p className="mt-0.5 text-xs text-ink/65">
          {contact ? `${contact} · ` : ''}code{' '}
          <span className="font-mono tracking-widest">{entry.pickupCode}</span>
        </p>
        {entry.dietaryNotes ? (
          <p className="mt-1 text-sm text-amber-900">
            <span className="font-semibold">Dietary notes:</span> {entry.dietaryNotes}
          </p>
        ) : null}
      </div>
      {collected ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CheckCircleIcon className="h-5 w-5" />
          Collected {entry.checkedInAt ? shortTime(entry.checkedInAt) : ''}
        </p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={checkIn.pending}
          aria-label={`Check in ${entry.name}`}
          onClick={() => checkIn.run({ userId: entry.userId })}
        >
          {checkIn.pending ? 'Checking In...' : 'Check In'}
        </Button>
      )}
    </li>
  );
}

export function PickupRoster() {
  const [date, setDate] = useState('');
  const [filter, setFilter] = useState('');
  const roster = usePickups(date || undefined);

  const needle = filter.trim().toLowerCase();
  const shown =
    roster.data?.pickups.filter(
      (p) =>
        needle === '' ||
        p.name.toLowerCase().includes(needle) ||
        (p.email?.toLowerCase().includes(needle) ?? false),
    ) ?? [];

  return (
    <div className="grid grid-cols-1 gap-4">
      <AdminCard>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <CodeCheckIn />
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="roster-date" className="text-sm font-semibold text-forest-950">
              Day
            </label>
            <input
              id="roster-date"
              type="date"
              // The day listed below: today's until another is picked.
              value={date || roster.data?.date || ''}
              onChange={(e) => setDate(e.target.value)}
              className={`${smallInputClass} w-auto`}
            />
            {date ? (
              <Button variant="ghost" size="sm" onClick={() => setDate('')}>
                Today
              </Button>
            ) : null}
          </div>
        </div>
      </AdminCard>
      {roster.isError ? (
        <LoadFailed message={ROSTER_LOAD_FAILED_MESSAGE} onRetry={() => void roster.refetch()} />
      ) : roster.isPending ? (
        <LoadingRows label="Loading the pickup roster..." />
      ) : (
        <AdminCard
          id="roster"
          title={`Pickups for ${calendarDate(roster.data.date)}`}
          actions={
            <p className="text-sm font-semibold text-forest-900" aria-live="polite">
              {roster.data.collected} of {roster.data.expected} collected
            </p>
          }
        >
          {!roster.data.isPickupDay ? (
            <p className="text-sm text-ink/70">
              No pickups on this day: the counter is open Monday to Friday.
            </p>
          ) : roster.data.pickups.length === 0 ? (
            <p className="text-sm text-ink/70">Nobody collects on this day.</p>
          ) : (
            <>
              <label htmlFor="roster-filter" className="sr-only">
                Find by name
              </label>
              <input
                id="roster-filter"
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="Find by name"
                className={`${smallInputClass} mb-3 w-full sm:max-w-xs`}
              />
              {roster.data.fridayChoices.length > 0 ? (
                <ChoiceLegend choices={roster.data.fridayChoices} />
              ) : null}
              <ul
                aria-label="Pickup roster"
                className="-mx-4 divide-y divide-forest-900/5 border-y border-forest-900/10 sm:mx-0 sm:rounded-xl sm:border"
              >
                {shown.map((entry) => (
                  <RosterRow key={entry.orderId} entry={entry} choices={roster.data.fridayChoices} />
                ))}
                {shown.length === 0 ? (
                  <li className="px-4 py-6 text-center text-ink/70">Nobody matches.</li>
                ) : null}
              </ul>
            </>
          )}
        </AdminCard>
      )}
    </div>
  );
}
