// The subscriber's own foods, typed from a nutrition label (per serving, with the serving's grams or ml): listed with
// what one serving holds, added in a dialog, removed in one tap. They are found first in search and in sentences.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CustomFood } from '../../../../contracts/foods';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { fieldErrorsOf } from '../../../lib/api-client';
import { useCreateCustomFood } from '../api/create-custom-food';
import { useDeleteCustomFood } from '../api/delete-custom-food';
import { useCustomFoods } from '../api/get-custom-foods';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';

const EMPTY = {
  name: '',
  brand: '',
  servingLabel: '',
  servingGrams: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  fiber: '',
  sodium: '',
};
type LabelValues = typeof EMPTY;

const NUMBERS: { name: keyof LabelValues; label: string; unit: string; optional?: boolean }[] = [
  { name: 'calories', label: 'Calories', unit: 'kcal' },
  { name: 'protein', label: 'Protein', unit: 'g' },
  { name: 'carbs', label: 'Total carbohydrate', unit: 'g' },
  { name: 'fat', label: 'Total fat', unit: 'g' },
  { name: 'fiber', label: 'Dietary fiber', unit: 'g', optional: true },
  { name: 'sodium', label: 'Sodium', unit: 'mg', optional: true },
];

function LabelForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCustomFood();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LabelValues>({ defaultValues: EMPTY });

  const onSubmit = (values: LabelValues) => {
    const optional = (v: string) => (v.trim() === '' ? undefined : v);
    create.mutate(
      {
        name: values.name,
        ...(values.brand.trim() ? { brand: values.brand } : {}),
        ...(values.servingLabel.trim() ? { servingLabel: values.servingLabel } : {}),
        servingGrams: values.servingGrams,
        calories: values.calories,
        protein: values.protein,
        carbs: values.carbs,
        fat: values.fat,
        fiber: optional(values.fiber),
        sodium: optional(values.sodium),
      },
      {
        onSuccess: (food) => {
          toast({
            title: 'Food Saved',
            description: `${food.name} is now in your foods.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          for (const key of Object.keys(EMPTY) as (keyof LabelValues)[]) {
            const message = fields[key];
            if (message) setError(key, { message });
          }
          errorToast(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="mt-5 space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <Field id="own-name" label="Name" error={errors.name?.message}>
            <input className={inputClass} placeholder="Protein bar" {...register('name')} />
          </Field>
        </div>
        <Field id="own-brand" label="Brand" optional error={errors.brand?.message}>
          <input className={inputClass} {...register('brand')} />
        </Field>
        <Field id="own-servingLabel" label="Serving" optional error={errors.servingLabel?.message}>
          <input className={inputClass} placeholder="1 bar" {...register('servingLabel')} />
        </Field>
        <div className="col-span-2">
          <Field
            id="own-servingGrams"
            label="Serving size (g or ml)"
            hint="As printed on the label, e.g. 60 g"
            error={errors.servingGrams?.message}
          >
            <input
              type="number"
              inputMode="decimal"
              step="any"
              className={inputClass}
              {...register('servingGrams')}
            />
          </Field>
        </div>
        {NUMBERS.map((field) => (
          <Field
            key={field.name}
            id={`own-${field.name}`}
            label={`${field.label} (${field.unit})`}
            optional={field.optional ?? false}
            error={errors[field.name]?.message}
          >
            <input
              type="number"
              inputMode="decimal"
              step="any"
              className={inputClass}
              {...register(field.name)}
            />
          </Field>
        ))}
      </div>
      <DialogActions busy={create.isPending}>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save food'}
        </Button>
      </DialogActions>
    </form>
  );
}

function OwnFoodRow({ food }: { food: CustomFood }) {
  const remove = useDeleteCustomFood();
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <span className="min-w-0">
        <span className="block truncate font-medium text-forest-950">{food.name}</span>
        <span className="block truncate text-xs text-ink/60">
          1 {food.label.servingLabel} ({formatOne(food.label.servingGrams)} g) ·{' '}
          {formatInt(food.label.calories)} kcal · P {formatOne(food.label.protein)} g
        </span>
      </span>
      <Button
        size="sm"
        variant="ghost"
        className="text-chili"
        aria-label={`Delete ${food.name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(food.code, { onError: errorToast })}
      >
        Delete
      </Button>
    </li>
  );
}

export function OwnFoods() {
  const foods = useCustomFoods();
  const [open, setOpen] = useState(false);
  const list = foods.data?.foods ?? [];
  return (
    <Card labelledBy="own-foods">
      <CardTitle
        id="own-foods"
        eyebrow="From a nutrition label"
        action={
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Add a food
          </Button>
        }
      >
        Your Foods
      </CardTitle>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-ink/70">
          A protein bar, your gym’s shake, a packet from the Indian store: add it once from its label and it
          is found first when you search or describe a meal.
        </p>
      ) : (
        <ul aria-label="Your foods" className="mt-3 divide-y divide-forest-900/10">
          {list.map((food) => (
            <OwnFoodRow key={food.code} food={food} />
          ))}
        </ul>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto p-6 sm:p-8">
          <DialogTitle>Add a food from its label</DialogTitle>
          <DialogDescription className="mt-2 text-sm">
            Copy the values of one serving from the Nutrition Facts panel.
          </DialogDescription>
          {open ? <LabelForm onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
