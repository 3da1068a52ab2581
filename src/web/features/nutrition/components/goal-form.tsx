// The goal form (spec sections 2 and 5): goal, activity, weights, height, age and gender; the server checks ranges
// and names the field that is wrong, the form shows its message under that field. Weights and height are typed in
// the subscriber's units (lb and ft/in, or kg and cm) and always sent in kg and cm.
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOAL_TYPES,
  type ActivityLevel,
  type Gender,
  type GoalType,
  type NutritionGoals,
  type UnitSystem,
} from '../../../../contracts/nutrition';
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg } from '../../../../domain/units';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { DEFAULT_UNITS, usePreferences } from '../api/get-preferences';
import { PanelSkeleton } from '../../../components/ui/load-states';
import { useSaveGoals, type GoalsFormBody } from '../api/save-goals';
import { ACTIVITY_DESCRIPTIONS, GOAL_DESCRIPTIONS, words } from '../lib/labels';
import { UnitsSwitch } from './units-switch';

export interface GoalFormValues {
  goalType: GoalType | '';
  activityLevel: ActivityLevel | '';
  gender: Gender | '';
  /** In the subscriber's weight unit. */
  currentWeight: string;
  targetWeight: string;
  /** cm (metric). */
  height: string;
  /** ft and in (US). */
  heightFeet: string;
  heightInches: string;
  age: string;
}

/** The server's range messages speak kg and cm; in US units the same ranges read in lb and ft/in. */
const US_MESSAGES: Partial<Record<keyof GoalFormValues, string>> = {
  currentWeight: 'Current weight must be between 66 and 661 lb',
  targetWeight: 'Target weight must be between 66 and 661 lb',
  height: 'Height must be between 3 ft 11 in and 7 ft 7 in',
};

const FIELDS = [
  'goalType',
  'activityLevel',
  'gender',
  'currentWeight',
  'targetWeight',
  'height',
  'age',
] as const satisfies readonly (keyof GoalFormValues)[];

function startingValues(goals: NutritionGoals | null | undefined, units: UnitSystem): GoalFormValues {
  if (!goals) {
    return {
      goalType: '',
      activityLevel: '',
      gender: '',
      currentWeight: '',
      targetWeight: '',
      height: '',
      heightFeet: '',
      heightInches: '',
      age: '',
    };
  }
  const weight = (kg: number) => String(units === 'us' ? kgToLb(kg) : kg);
  const { feet, inches } = cmToFeetInches(goals.height);
  return {
    goalType: goals.goalType,
    activityLevel: goals.activityLevel,
    gender: goals.gender,
    currentWeight: weight(goals.currentWeight),
    targetWeight: goals.targetWeight === null ? '' : weight(goals.targetWeight),
    height: String(goals.height),
    heightFeet: String(feet),
    heightInches: String(inches),
    age: String(goals.age),
  };
}

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** The form's values as the API takes them: kg and cm. What is not a number goes as typed, for the server to name. */
function inKgAndCm(values: GoalFormValues, units: UnitSystem) {
  const { heightFeet, heightInches, ...rest } = values;
  if (units === 'metric') return rest;
  const kg = (lb: string) => (isNumber(lb) ? String(lbToKg(Number(lb))) : lb);
  const height =
    heightFeet.trim() === '' && heightInches.trim() === ''
      ? ''
      : isNumber(heightFeet || '0') && isNumber(heightInches || '0')
        ? String(feetInchesToCm(Number(heightFeet || 0), Number(heightInches || 0)))
        : `${heightFeet} ${heightInches}`;
  return { ...rest, currentWeight: kg(values.currentWeight), targetWeight: kg(values.targetWeight), height };
}

/** The subscriber's own targets stay theirs when they recalculate from new body numbers. */
function keptOverrides(goals: NutritionGoals | null | undefined): GoalsFormBody['overrides'] {
  if (!goals || goals.overridden.length === 0) return undefined;
  return Object.fromEntries(goals.overridden.map((key) => [key, goals[key]]));
}

/** A number input with its unit inside on the right ("5 ft", "10 in"). */
function UnitInput({ unit, ...input }: ComponentProps<'input'> & { unit: string }) {
  return (
    <label className="relative block">
      <input type="number" className={cn(inputClass, 'pr-10')} {...input} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink/60"
      >
        {unit}
      </span>
    </label>
  );
}

export function GoalForm({
  goals,
  onSaved,
  onCancel,
}: {
  goals?: NutritionGoals | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const preferences = usePreferences();
  // The form waits for the units it is typed in; a change of units starts it again in the new ones.
  if (preferences.isPending) return <PanelSkeleton label="Loading your goals..." lines={5} />;
  const units = preferences.data?.units ?? DEFAULT_UNITS;
  return <GoalFormIn key={units} units={units} goals={goals} onSaved={onSaved} onCancel={onCancel} />;
}

function GoalFormIn({
  units,
  goals,
  onSaved,
  onCancel,
}: {
  units: UnitSystem;
  goals?: NutritionGoals | null;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const save = useSaveGoals();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<GoalFormValues>({ defaultValues: startingValues(goals, units) });
  const chosenGoal = watch('goalType');
  const unit = units === 'us' ? 'lb' : 'kg';

  const onSubmit = (values: GoalFormValues) => {
    save.mutate(
      { ...inKgAndCm(values, units), overrides: keptOverrides(goals) },
      {
        onSuccess: () => {
          toast({
            title: 'Goals Set!',
            description: 'Your nutritional goals have been calculated and saved.',
            variant: 'success',
          });
          onSaved();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          for (const field of FIELDS) {
            const message = fields[field];
            if (message) setError(field, { message: (units === 'us' && US_MESSAGES[field]) || message });
          }
          toast({ title: 'Error', description: messageOf(error, error.message), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="goal-form-title"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-9"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-[0.12em] text-saffron-700 uppercase">
          {goals ? 'Your goals' : 'Before your first log'}
        </p>
        <UnitsSwitch />
      </div>
      <h2 id="goal-form-title" className="mt-2 font-display text-3xl font-semibold text-forest-950">
        {goals ? 'Update Your Goals' : 'Set Your Goals'}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/75">
        Tell us about you and what you are training for. We calculate your calories, protein, carbohydrate,
        fat, fiber and water from published methods, and you can set any of them yourself afterwards.
      </p>

      <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="mt-8 space-y-8">
        <fieldset aria-describedby={errors.goalType ? 'goalType-error' : undefined}>
          <legend className="text-sm font-semibold text-forest-950">Fitness Goal</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {GOAL_TYPES.map((goal) => (
              <label
                key={goal}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border bg-white p-4 transition-colors focus-within:ring-2 focus-within:ring-forest-700/30',
                  chosenGoal === goal
                    ? 'border-forest-800 bg-forest-50 shadow-sm'
                    : 'border-forest-900/15 hover:border-forest-900/35',
                )}
              >
                <input type="radio" value={goal} className="sr-only" {...register('goalType')} />
                <span className="font-semibold text-forest-950">{words(goal)}</span>
                <span className="mt-1 text-sm text-ink/70">{GOAL_DESCRIPTIONS[goal]}</span>
                {chosenGoal === goal ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-3 right-3 grid h-5 w-5 place-items-center rounded-full bg-forest-800 text-[11px] text-cream"
                  >
                    ✓
                  </span>
                ) : null}
              </label>
            ))}
          </div>
          {errors.goalType ? (
            <p id="goalType-error" className="mt-2 text-sm font-medium text-chili">
              {errors.goalType.message}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Field id="activityLevel" label="Activity Level" error={errors.activityLevel?.message}>
            <select className={inputClass} {...register('activityLevel')}>
              <option value="">Choose your activity level</option>
              {ACTIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {words(level)}: {ACTIVITY_DESCRIPTIONS[level]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="gender" label="Gender" error={errors.gender?.message}>
            <select className={inputClass} {...register('gender')}>
              <option value="">Choose one</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {words(gender)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="age" label="Age" error={errors.age?.message}>
            <input type="number" inputMode="numeric" step="1" className={inputClass} {...register('age')} />
          </Field>
          {units === 'metric' ? (
            <Field id="height" label="Height (cm)" error={errors.height?.message}>
              <input
                type="number"
                inputMode="decimal"
                step="any"
                className={inputClass}
                {...register('height')}
              />
            </Field>
          ) : (
            <fieldset aria-describedby={errors.height ? 'height-error' : undefined}>
              <legend className="text-sm font-semibold text-forest-950">Height</legend>
              <div className="mt-1.5 grid grid-cols-2 gap-3">
                <UnitInput
                  unit="ft"
                  aria-label="Height, feet"
                  inputMode="numeric"
                  step="1"
                  aria-invalid={errors.height ? true : undefined}
                  {...register('heightFeet')}
                />
                <UnitInput
                  unit="in"
                  aria-label="Height, inches"
                  inputMode="decimal"
                  step="any"
                  aria-invalid={errors.height ? true : undefined}
                  {...register('heightInches')}
                />
              </div>
              {errors.height ? (
                <p id="height-error" className="mt-1.5 text-sm font-medium text-chili">
                  {errors.height.message}
                </p>
              ) : null}
            </fieldset>
          )}
          <Field id="currentWeight" label={`Current Weight (${unit})`} error={errors.currentWeight?.message}>
            <input
              type="number"
              inputMode="decimal"
              step="any"
              className={inputClass}
              {...register('currentWeight')}
            />
          </Field>
          <Field id="targetWeight" label={`Target Weight (${unit})`} error={errors.targetWeight?.message}>
            <input
              type="number"
              inputMode="decimal"
              step="any"
              className={inputClass}
              {...register('targetWeight')}
            />
          </Field>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-forest-900/10 pt-6 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant="secondary" size="lg" disabled={save.isPending}>
            {save.isPending ? 'Calculating...' : 'Calculate'}
          </Button>
        </div>
      </form>
    </section>
  );
}
