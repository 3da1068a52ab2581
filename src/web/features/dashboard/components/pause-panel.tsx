// Pause until a chosen Monday, move or end a pause: from the next period not yet charged, as the FAQ promises.
import { useState } from 'react';
import type { Subscription } from '../../../../contracts/subscription';
import { addDays, type LocalDate } from '../../../../domain/calendar';
import { formatCalendarDate } from '../../../../domain/dates';
import { formatUsd } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { useEndPause, usePauseSubscription } from '../api/pause-subscription';
import { canChangeWeeks, pausePlan, resumeOptions, type PausePlan } from '../week-rules';
import { PauseIcon } from './icons';
import { Panel, PanelLabel } from './panel';
import { confirmChange } from '../confirmed-change';
import { chargeAmountText } from './billing-text';
import { ChangeConfirmation } from './change-confirmation';

export const PAUSE_FAILED_MESSAGE = 'Failed to pause your subscription. Please try again.';
export const END_PAUSE_FAILED_MESSAGE = 'Failed to end the pause. Please try again.';

const week = (monday: string) => `the week of ${formatCalendarDate(monday)}`;

function PauseSummary({ plan, subscription }: { plan: PausePlan; subscription: Subscription }) {
  const price = chargeAmountText(subscription) ?? formatUsd(PLANS[subscription.planType].price);
  if (plan.kind === 'none') {
    return (
      <p className="mt-3 text-sm leading-relaxed text-ink/75">
        Taking time off? A pause starts with{' '}
        <strong className="font-semibold text-forest-950">{week(plan.from)}</strong>, the first week not
        charged yet; the weeks you have paid for are yours to collect. No charge until you resume.
      </p>
    );
  }
  const charge = `${price} on Friday, ${formatCalendarDate(addDays(plan.until, -3))} at 12:00 PM CT`;
  return (
    <div
      role="status"
      className="mt-4 rounded-2xl border border-amber-600/25 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-950"
    >
      <p className="font-semibold">
        {plan.kind === 'paused'
          ? `Paused until ${formatCalendarDate(plan.until)}`
          : `Pause starts with ${week(plan.from)}`}
      </p>
      <p className="mt-1">
        Your lunches resume with {week(plan.until)}, charged {charge}.
      </p>
    </div>
  );
}

export function PausePanel({ subscription, now }: { subscription: Subscription; now: Date }) {
  const plan = pausePlan(subscription, now);
  const options = resumeOptions(plan.from, now);
  const current = plan.kind === 'none' ? undefined : plan.until;
  const [picked, setPicked] = useState<LocalDate | ''>('');
  const resumeOn = picked || (current && options.includes(current) ? current : options[0]) || '';
  const pause = usePauseSubscription();
  const end = useEndPause();
  const busy = pause.isPending || end.isPending;

  async function submit() {
    if (!resumeOn) return;
    const done = await confirmChange(() => pause.mutateAsync({ resumeOn }), {
      place: 'pause',
      done: plan.kind === 'none' ? 'Subscription paused' : 'Pause updated',
      failed: 'Pause Failed',
      fallback: PAUSE_FAILED_MESSAGE,
    });
    if (done) setPicked('');
  }

  async function stop() {
    const done = await confirmChange(() => end.mutateAsync(), {
      place: 'pause',
      done: plan.kind === 'paused' ? 'Welcome back' : 'Pause cancelled',
      failed: 'Resume Failed',
      fallback: END_PAUSE_FAILED_MESSAGE,
    });
    if (done) setPicked('');
  }

  if (!canChangeWeeks(subscription)) {
    if (subscription.status === 'cancelled') return null;
    return (
      <Panel labelledBy="pause-panel">
        <PanelLabel id="pause-panel" icon={<PauseIcon />}>
          Pause
        </PanelLabel>
        <p className="mt-3 text-sm text-ink/75">
          Your plan is set to end with this period. Keep your subscription to pause it instead.
        </p>
      </Panel>
    );
  }

  return (
    <Panel labelledBy="pause-panel">
      <PanelLabel id="pause-panel" icon={<PauseIcon />}>
        Pause
      </PanelLabel>
      <PauseSummary plan={plan} subscription={subscription} />
      <form
        className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id="pause-resume-on" label={plan.kind === 'none' ? 'Resume with the week of' : 'Resume with'}>
          <select
            className={inputClass}
            value={resumeOn}
            disabled={busy}
            onChange={(event) => setPicked(event.target.value as LocalDate)}
          >
            {options.map((monday) => (
              <option key={monday} value={monday}>
                {formatCalendarDate(monday)}
              </option>
            ))}
          </select>
        </Field>
        <Button
          type="submit"
          variant={plan.kind === 'none' ? 'secondary' : 'outline'}
          disabled={busy || !resumeOn || resumeOn === current}
          className="h-[50px]"
        >
          {pause.isPending ? 'Saving...' : plan.kind === 'none' ? 'Pause subscription' : 'Change date'}
        </Button>
      </form>
      {plan.kind === 'none' ? null : (
        <Button variant="ghost" className="mt-3 -ml-3" onClick={() => void stop()} disabled={busy}>
          {end.isPending ? 'Saving...' : plan.kind === 'paused' ? 'Resume now' : 'Cancel pause'}
        </Button>
      )}
      <ChangeConfirmation place="pause" className="mt-4" />
    </Panel>
  );
}
