// A dish's figures per portion entered by hand (a lab report, a supplier's label), checked with the server's own
// schema before the dish is sent, so that a dish not built from a recipe still has every figure and its source.
import type { UseFormReturn } from 'react-hook-form';
import type { StatedFigures } from '../../../../../contracts/dishes';
import { smallInputClass } from '../admin-ui';

/** The six figures in the order a label prints them, with their units. */
const FIGURE_FIELDS = [
  { name: 'calories', label: 'Calories', unit: 'kcal' },
  { name: 'protein', label: 'Protein', unit: 'g' },
  { name: 'carbs', label: 'Carbs', unit: 'g' },
  { name: 'fat', label: 'Fat', unit: 'g' },
  { name: 'fiber', label: 'Fiber', unit: 'g' },
  { name: 'sodium', label: 'Sodium', unit: 'mg' },
] as const;

export const MISSING_FIGURES = {
  title: 'Missing Information',
  description: 'Please enter all six figures per portion and where they come from.',
} as const;

export function StatedFiguresFields({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<StatedFigures>;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const id = (part: string) => `${idPrefix}-stated-${part}`;
  return (
    <div className="grid gap-3 rounded-xl border border-forest-900/10 bg-forest-900/[0.03] p-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURE_FIELDS.map((field) => {
          const error = errors[field.name]?.message;
          return (
            <div key={field.name}>
              <label htmlFor={id(field.name)} className="block text-sm font-semibold text-forest-950">
                {field.label} ({field.unit})
              </label>
              <input
                id={id(field.name)}
                inputMode="decimal"
                className={`mt-1 w-full ${smallInputClass}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? id(`${field.name}-error`) : undefined}
                {...register(field.name, { setValueAs: toNumber })}
              />
              {error ? (
                <p id={id(`${field.name}-error`)} className="mt-1 text-xs font-medium text-chili">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div>
        <label htmlFor={id('source')} className="block text-sm font-semibold text-forest-950">
          Source of the figures
        </label>
        <input
          id={id('source')}
          placeholder="Lab report 2026-114, the supplier’s label..."
          className={`mt-1 w-full ${smallInputClass}`}
          aria-invalid={errors.source ? true : undefined}
          aria-describedby={errors.source ? id('source-error') : undefined}
          {...register('source')}
        />
        {errors.source?.message ? (
          <p id={id('source-error')} className="mt-1 text-xs font-medium text-chili">
            {errors.source.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** An empty or unreadable box is not a number, so the schema's own message names it (never a silent 0). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? Number.NaN : Number(text);
}
