// How much of a food: one of its household portions (a roti, a katori, a cup) and how many, or grams. The food's
// first portion is chosen first; a minus and a plus step by one for what is counted (a roti, an egg, a slice) and by
// halves for a measure (one and a half cups, half a katori).
import { useId } from 'react';
import type { Food } from '../../../../contracts/foods';
import { cn } from '../../../lib/cn';
import { gramsText, type Amount } from '../lib/foods';

const GRAMS = '__grams__';
const COUNTED = new Set([
  'piece',
  'slice',
  'large',
  'medium',
  'small',
  'extra large',
  'scoop',
  'can',
  'breast',
  'bar',
]);

export function PortionPicker({
  food,
  value,
  onChange,
  compact = false,
  label,
}: {
  food: Pick<Food, 'portions' | 'name'>;
  value: Amount;
  onChange: (amount: Amount) => void;
  compact?: boolean;
  /** Names the controls for screen readers ("Roti: portion"). */
  label?: string;
}) {
  const id = useId();
  const byGrams = value.portion === null;
  const counted = value.portion !== null && COUNTED.has(value.portion);
  const step = byGrams ? 10 : counted ? 1 : 0.5;
  const min = byGrams ? 1 : 0.5;
  const setQuantity = (q: number) =>
    onChange({ ...value, quantity: Math.max(min, Math.round(q * 100) / 100) });
  const name = label ?? food.name;

  return (
    <div className={cn('flex min-w-0 items-center gap-2', compact && 'gap-1.5')}>
      <div className="flex shrink-0 items-center rounded-full border border-forest-900/20 bg-white shadow-sm">
        <button
          type="button"
          aria-label={`Less ${name}`}
          onClick={() => setQuantity(value.quantity - step)}
          disabled={value.quantity <= min}
          className="grid h-9 w-9 place-items-center rounded-full text-lg font-semibold text-forest-900 hover:bg-forest-50 disabled:opacity-40"
        >
          −
        </button>
        <label htmlFor={`${id}-q`} className="sr-only">
          {`${name}: how many`}
        </label>
        <input
          id={`${id}-q`}
          type="number"
          inputMode="decimal"
          min={min}
          step="any"
          value={value.quantity}
          onChange={(e) => {
            const q = Number(e.target.value);
            if (Number.isFinite(q) && q > 0) onChange({ ...value, quantity: q });
          }}
          className="w-11 border-0 bg-transparent p-0 text-center text-base font-semibold text-forest-950 focus:ring-0 focus:outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={`More ${name}`}
          onClick={() => setQuantity(value.quantity + step)}
          className="grid h-9 w-9 place-items-center rounded-full text-lg font-semibold text-forest-900 hover:bg-forest-50"
        >
          +
        </button>
      </div>
      <label htmlFor={`${id}-p`} className="sr-only">
        {`${name}: portion`}
      </label>
      <select
        id={`${id}-p`}
        value={byGrams ? GRAMS : (value.portion ?? GRAMS)}
        onChange={(e) => {
          const next = e.target.value;
          if (next === GRAMS) {
            const grams = food.portions.find((p) => p.label === value.portion)?.grams ?? 100;
            onChange({ portion: null, quantity: Math.round(grams * value.quantity) });
          } else onChange({ portion: next, quantity: byGrams ? 1 : value.quantity });
        }}
        className="h-[38px] max-w-[12rem] min-w-[7.5rem] flex-1 truncate rounded-full border border-forest-900/20 bg-white py-0 pr-8 pl-3.5 text-sm font-medium text-forest-950 shadow-sm focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none"
      >
        {food.portions.map((p) => (
          <option key={p.label} value={p.label}>
            {p.label} ({gramsText(p.grams)})
          </option>
        ))}
        <option value={GRAMS}>grams</option>
      </select>
    </div>
  );
}
