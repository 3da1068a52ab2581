// The spec's log form (sections 2, 5, 7): calories, protein, carbs, fat, fiber, water (L, step 0.1) and exercise
// calories as entered, no bounds in the browser; Logging... while pending, Nutrition Logged! and cleared on success.
import { useForm } from 'react-hook-form';
import type { Meal } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { fieldErrorsOf } from '../../../lib/api-client';
import { entryCall, useLogEntry } from '../api/log-entry';
import { errorToast, loggedToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';

const EMPTY = {
  name: '',
  consumedCalories: '',
  consumedProtein: '',
  consumedCarbs: '',
  consumedFat: '',
  consumedFiber: '',
  waterIntake: '',
  exerciseCaloriesBurned: '',
};
type LogValues = typeof EMPTY;

const NUMBER_FIELDS: { name: keyof LogValues; label: string; step: string; integer?: boolean }[] = [
  { name: 'consumedCalories', label: 'Calories (kcal)', step: '1', integer: true },
  { name: 'consumedProtein', label: 'Protein (g)', step: 'any' },
  { name: 'consumedCarbs', label: 'Carbs (g)', step: 'any' },
  { name: 'consumedFat', label: 'Fat (g)', step: 'any' },
  { name: 'consumedFiber', label: 'Fiber (g)', step: 'any' },
  { name: 'waterIntake', label: 'Water (L)', step: '0.1' },
  { name: 'exerciseCaloriesBurned', label: 'Exercise Calories Burned', step: '1', integer: true },
];

export function ManualLogForm({ date, meal }: { date: string; meal: Meal }) {
  const log = useLogEntry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LogValues>({ defaultValues: EMPTY });

  const onSubmit = (values: LogValues) => {
    const { name, ...amounts } = values;
    // Water or exercise alone belongs to no meal: the server leaves it out of one when no meal is sent.
    const eats = [
      amounts.consumedCalories,
      amounts.consumedProtein,
      amounts.consumedCarbs,
      amounts.consumedFat,
    ].some((v) => v.trim() !== '' && Number(v) > 0);
    log.mutate(
      entryCall(date, {
        ...amounts,
        source: 'manual',
        ...(name.trim() ? { name } : {}),
        ...(eats ? { meal } : {}),
      }),
      {
        onSuccess: (outcome) => {
          loggedToast(outcome, {
            title: 'Nutrition Logged!',
            description: 'Your entry has been added to the day.',
          });
          reset(EMPTY);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          for (const key of Object.keys(EMPTY) as (keyof LogValues)[]) {
            const message = fields[key];
            if (message) setError(key, { message });
          }
          errorToast(error);
        },
      },
    );
  };

  return (
    <Card labelledBy="log-manual">
      <CardTitle id="log-manual" eyebrow="Anything else">
        Log Nutrition
      </CardTitle>
      <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="mt-5 space-y-4">
        <Field id="log-name" label="What was it?" optional error={errors.name?.message}>
          <input
            className={inputClass}
            placeholder="Breakfast, protein shake, dinner..."
            {...register('name')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          {NUMBER_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`log-${field.name}`}
              label={field.label}
              error={errors[field.name]?.message}
            >
              <input
                type="number"
                inputMode={field.integer ? 'numeric' : 'decimal'}
                step={field.step}
                className={inputClass}
                {...register(field.name)}
              />
            </Field>
          ))}
        </div>
        <Button type="submit" variant="secondary" className="w-full" disabled={log.isPending}>
          {log.isPending ? 'Logging...' : 'Log Nutrition'}
        </Button>
      </form>
    </Card>
  );
}
