// The day's weight, typed in the subscriber's unit (lb or kg) and saved in kg; a second weigh-in the same day replaces
// the first.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { formatWeight, lbToKg, weightUnit } from '../../../../domain/units';
import { useUnits } from '../api/get-preferences';
import { usePendingLogs } from '../api/log-queue';
import { useLogWeight, weightCall } from '../api/log-weight';
import { errorToast, loggedToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';
import { PendingPill, PendingStatus } from './pending-entry';

export function WeightEntry({ date, weight }: { date: string; weight: number | null }) {
  const [value, setValue] = useState('');
  const save = useLogWeight();
  const units = useUnits();
  const pending = usePendingLogs().findLast((c) => c.meta.kind === 'weight' && c.meta.date === date);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = Number(value);
    const kg =
      units === 'us' && value.trim() !== '' && Number.isFinite(typed) ? String(lbToKg(typed)) : value;
    const call = weightCall(date, kg);
    save.mutate(call, {
      onSuccess: (outcome) => {
        const saved = outcome.status === 'sent' ? outcome.answer.weight : call.preview.weight;
        loggedToast(outcome, {
          title: 'Weight Logged!',
          description: saved === null ? 'Your weight is saved.' : `${formatWeight(saved, units)} saved.`,
        });
        setValue('');
      },
      onError: (error) =>
        errorToast(
          units === 'us' && /between 30 and 300 kg/.test(error.message)
            ? new Error('Weight must be between 66 and 661 lb')
            : error,
        ),
    });
  }

  return (
    <Card labelledBy="weight-entry">
      <CardTitle id="weight-entry" eyebrow="Weigh-in">
        Weight
      </CardTitle>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink/70">
        {weight === null ? 'Nothing weighed this day.' : `Logged: ${formatWeight(weight, units)}`}
        {pending ? <PendingPill refused={pending.refused !== null} /> : null}
      </p>
      {pending ? <PendingStatus call={pending} /> : null}
      <form noValidate onSubmit={submit} className="mt-4 flex items-end gap-3">
        <label className="block flex-1 text-sm font-semibold text-forest-950">
          Weight ({weightUnit(units)})
          <input
            type="number"
            inputMode="decimal"
            step="0.1"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={cn(inputClass, 'mt-1.5')}
          />
        </label>
        <Button type="submit" variant="outline" className="h-[50px]" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Card>
  );
}
