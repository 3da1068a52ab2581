// The day's weight in kg; a second weigh-in the same day replaces the first.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useLogWeight } from '../api/log-weight';
import { formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';

export function WeightEntry({ date, weight }: { date: string; weight: number | null }) {
  const [value, setValue] = useState('');
  const save = useLogWeight();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { date, weight: value },
      {
        onSuccess: (entry) => {
          toast({
            title: 'Weight Logged!',
            description: `${formatOne(entry.weight)} kg saved.`,
            variant: 'success',
          });
          setValue('');
        },
        onError: errorToast,
      },
    );
  }

  return (
    <Card labelledBy="weight-entry">
      <CardTitle id="weight-entry" eyebrow="Weigh-in">
        Weight
      </CardTitle>
      <p className="mt-1 text-sm text-ink/70">
        {weight === null ? 'Nothing weighed this day.' : `Logged: ${formatOne(weight)} kg`}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex items-end gap-3">
        <label className="block flex-1 text-sm font-semibold text-forest-950">
          Weight (kg)
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
