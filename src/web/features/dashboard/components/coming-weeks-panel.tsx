// The subscriber's coming weeks: each week's lunches from the dated menu, what it costs and when, skip or put back a week, and the Friday special per week.
import type { FridaySpecialChoice, Subscription } from '../../../../contracts/subscription';
import { formatCalendarDate, formatCentralDateTime } from '../../../../domain/dates';
import { formatUsd } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { confirmChange } from '../confirmed-change';
import { useChooseFridaySpecial } from '../api/choose-friday-special';
import { useChangeWeekSkip } from '../api/skip-week';
import { comingWeeks, type ComingWeek } from '../week-rules';
import { chargeAmountText } from './billing-text';
import { ChangeConfirmation } from './change-confirmation';
import { CalendarIcon } from './icons';
import { Panel, PanelLabel } from './panel';
import { WeekLunches } from './week-menu';

type FridaySpecial = Subscription['fridaySpecial'][number];

export const SKIP_FAILED_MESSAGE = 'Failed to skip the week. Please try again.';
export const UNSKIP_FAILED_MESSAGE = 'Failed to put the week back. Please try again.';
export const FRIDAY_SPECIAL_FAILED_MESSAGE = 'Failed to save your Friday special. Please try again.';

const TONES = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  skipped: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  paused: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  charged: 'bg-forest-50 text-forest-900 ring-forest-700/15',
  unpaid: 'bg-red-50 text-red-800 ring-red-600/20',
  'not-included': 'bg-stone-100 text-stone-700 ring-stone-500/20',
} as const;

const LABELS = {
  paid: 'Paid',
  skipped: 'Skipped',
  paused: 'Paused',
  charged: 'Coming',
  unpaid: 'Payment due',
  'not-included': 'Not included',
} as const;

/** The charge as the server prices it (a new price, tax on top), else the plan's price. */
function chargeOf(subscription: Subscription): string {
  return chargeAmountText(subscription) ?? formatUsd(PLANS[subscription.planType].price);
}

function weekNote(week: ComingWeek, subscription: Subscription): string {
  const { state } = week;
  switch (state.kind) {
    case 'paid':
      return 'Paid. Pickups Monday to Friday, 12:00 to 2:00 PM.';
    case 'skipped':
      return 'No charge and no pickups this week.';
    case 'paused':
      return 'Paused: no charge and no pickups.';
    case 'charged':
      return subscription.planType === 'weekly'
        ? `${chargeOf(subscription)} charged ${formatCentralDateTime(state.chargeAt)}.`
        : `Part of the ${chargeOf(subscription)} charge on ${formatCentralDateTime(state.chargeAt)}.`;
    case 'unpaid':
      return 'The charge did not go through. Update your card before Monday to keep this week’s lunches.';
    case 'not-included':
      return 'After your plan ends: not charged.';
  }
}

function SkipButton({ week }: { week: ComingWeek }) {
  const change = useChangeWeekSkip();
  const skip = week.canSkip;
  const label = formatCalendarDate(week.monday);

  async function run() {
    await confirmChange(() => change.mutateAsync({ weekStartDate: week.monday, skip }), {
      place: `week:${week.monday}`,
      done: skip ? 'Week skipped' : 'Week back on',
      failed: skip ? 'Skip Failed' : 'Undo Failed',
      fallback: skip ? SKIP_FAILED_MESSAGE : UNSKIP_FAILED_MESSAGE,
    });
  }

  return (
    <Button
      variant={skip ? 'outline' : 'secondary'}
      size="sm"
      onClick={() => void run()}
      disabled={change.isPending}
      aria-label={`${skip ? 'Skip' : 'Undo skip for'} the week of ${label}`}
    >
      {change.isPending ? (skip ? 'Skipping...' : 'Restoring...') : skip ? 'Skip week' : 'Undo skip'}
    </Button>
  );
}

/** That Friday's choices as the owner set them; the one served is checked (the first until the subscriber picks). */
function FridaySpecialPicker({ week, special }: { week: ComingWeek; special: FridaySpecial }) {
  const choose = useChooseFridaySpecial();
  const chosen = special.choice;
  const name = `friday-special-${week.monday}`;
  const legend = `Friday special for the week of ${formatCalendarDate(week.monday)}`;

  async function pick(choice: FridaySpecialChoice) {
    await confirmChange(() => choose.mutateAsync({ weekStartDate: week.monday, choice }), {
      place: `week:${week.monday}`,
      done: 'Friday special saved',
      failed: 'Update Failed',
      fallback: FRIDAY_SPECIAL_FAILED_MESSAGE,
    });
  }

  if (!week.open) {
    return (
      <p className="text-sm text-ink/75">
        Friday special:{' '}
        <span className="font-semibold text-forest-950">
          {special.options.find((o) => o.key === chosen)?.label ?? special.options[0]?.label}
        </span>
      </p>
    );
  }
  return (
    <fieldset disabled={choose.isPending} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm text-ink/75">
        Friday special
      </span>
      <div className="inline-flex flex-wrap rounded-3xl bg-forest-900/5 p-1">
        {special.options.map((choice) => (
          <label key={choice.key} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={chosen === choice.key}
              onChange={() => void pick(choice.key)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block rounded-full px-3 py-1.5 text-sm font-semibold text-forest-900/70 transition-colors',
                'peer-checked:bg-white peer-checked:text-forest-950 peer-checked:shadow-sm',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-saffron-500',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WeekRow({ week, subscription }: { week: ComingWeek; subscription: Subscription }) {
  const { kind } = week.state;
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-forest-950">Week of {formatCalendarDate(week.monday)}</h3>
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[kind])}
          >
            {LABELS[kind]}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink/70">{weekNote(week, subscription)}</p>
        {kind !== 'skipped' && kind !== 'paused' && kind !== 'not-included' ? (
          <div className="mt-3">
            <WeekLunches monday={week.monday} />
          </div>
        ) : null}
        {week.fridaySpecial &&
        week.fridaySpecial.options.length > 0 &&
        kind !== 'skipped' &&
        kind !== 'paused' &&
        kind !== 'not-included' ? (
          <div className="mt-3">
            <FridaySpecialPicker week={week} special={week.fridaySpecial} />
          </div>
        ) : null}
        <ChangeConfirmation place={`week:${week.monday}`} className="mt-3" />
      </div>
      {week.canSkip || week.canUnskip ? (
        <div>
          <SkipButton week={week} />
        </div>
      ) : null}
    </li>
  );
}

export function ComingWeeksPanel({ subscription, now }: { subscription: Subscription; now: Date }) {
  const weeks = comingWeeks(subscription, now);
  if (weeks.length === 0) return null;
  return (
    <Panel labelledBy="coming-weeks">
      <PanelLabel id="coming-weeks" icon={<CalendarIcon />}>
        Your coming weeks
      </PanelLabel>
      <p className="mt-3 text-sm text-ink/75">
        {subscription.planType === 'weekly'
          ? 'Skip a week or choose Friday’s pulao until the Friday 12:00 PM Central before that week.'
          : 'Choose Friday’s pulao until the Friday 12:00 PM Central before each week. To take weeks off, pause from your next period.'}
      </p>
      <ul className="mt-5 divide-y divide-forest-900/10">
        {weeks.map((week) => (
          <WeekRow key={week.monday} week={week} subscription={subscription} />
        ))}
      </ul>
    </Panel>
  );
}
