// The subscriber's own targets: any computed target replaced by their number, or given back to the calculation.
import { useForm } from 'react-hook-form';
import type { NutritionGoals, TargetKey } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useSaveGoals, type GoalsFormBody } from '../api/save-goals';
import { TARGETS } from '../lib/targets';

type OwnValues = Record<TargetKey, string>;

function bodyOf(goals: NutritionGoals, overrides: GoalsFormBody['overrides']): GoalsFormBody {
  return {
    goalType: goals.goalType,
    activityLevel: goals.activityLevel,
    gender: goals.gender,
    currentWeight: goals.currentWeight,
    targetWeight: goals.targetWeight,
    height: goals.height,
    age: goals.age,
    overrides,
  };
}

export function OwnTargetsForm({ goals, onDone }: { goals: NutritionGoals; onDone: () => void }) {
  const save = useSaveGoals();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OwnValues>({
    defaultValues: Object.fromEntries(TARGETS.map(({ key }) => [key, String(goals[key])])) as OwnValues,
  });

  function send(overrides: GoalsFormBody['overrides'], title: string) {
    save.mutate(bodyOf(goals, overrides), {
      onSuccess: () => {
        toast({ title, description: 'Your daily targets have been saved.', variant: 'success' });
        onDone();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        for (const { key } of TARGETS) {
          const message = fields[key] ?? fields[`overrides.${key}`];
          if (message) setError(key, { message });
        }
        toast({ title: 'Error', description: messageOf(error, error.message), variant: 'destructive' });
      },
    });
  }

  const onSubmit = (values: OwnValues) => {
    // A number equal to the calculation stays calculated, so it follows the next recalculation.
    const overrides = Object.fromEntries(
      TARGETS.map(({ key }) => {
        const value = values[key].trim();
        const same = value === '' || Number(value) === goals.computed[key];
        return [key, same ? null : value];
      }),
    );
    send(overrides, 'Targets Saved!');
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="mt-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TARGETS.map((info) => (
          <Field
            key={info.key}
            id={`own-${info.key}`}
            label={`${info.label} (${info.unit})`}
            hint={`Calculated: ${info.format(goals.computed[info.key])} ${info.unit}`}
            error={errors[info.key]?.message}
          >
            <input
              type="number"
              inputMode="decimal"
              step={info.step}
              className={inputClass}
              {...register(info.key)}
            />
          </Field>
        ))}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        {goals.overridden.length > 0 ? (
          <Button
            variant="outline"
            onClick={() => send(undefined, 'Targets Reset')}
            disabled={save.isPending}
          >
            Use calculated targets
          </Button>
        ) : null}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save My Targets'}
        </Button>
      </div>
    </form>
  );
}
