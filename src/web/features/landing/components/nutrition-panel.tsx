// The Nutrition Info toggle of a menu card: macro totals and what each dish contributes.
import { useId, useState } from 'react';
import type { Nutrition } from '../../../../contracts/menu';
import { cn } from '../../../lib/cn';

const FIGURES = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
] as const;

export function NutritionPanel({
  nutrition,
  tone = 'light',
}: {
  nutrition: Nutrition;
  tone?: 'light' | 'dark';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const dark = tone === 'dark';
  return (
    <div className={cn('border-t pt-4', dark ? 'border-cream/15' : 'border-forest-900/10')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex w-full items-center justify-between rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
          dark ? 'text-cream hover:bg-cream/10' : 'text-forest-900 hover:bg-forest-50',
        )}
      >
        Nutrition Info
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={cn('h-5 w-5 transition-transform duration-300', open && 'rotate-180')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="px-1 pt-3 pb-1">
        <dl className="grid grid-cols-3 gap-2">
          {FIGURES.map((f) => (
            <div key={f.key} className={cn('rounded-xl px-3 py-2.5', dark ? 'bg-cream/10' : 'bg-forest-50')}>
              <dt
                className={cn(
                  'text-[11px] font-semibold tracking-wider uppercase',
                  dark ? 'text-cream/70' : 'text-ink/70',
                )}
              >
                {f.label}
              </dt>
              <dd
                className={cn(
                  'mt-0.5 text-base font-semibold tabular-nums',
                  dark ? 'text-cream' : 'text-forest-900',
                )}
              >
                {nutrition[f.key]}
                <span className="ml-0.5 text-xs font-medium opacity-70">{f.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <h4
          className={cn(
            'mt-4 text-xs font-semibold tracking-wider uppercase',
            dark ? 'text-saffron-400' : 'text-[#9a5b05]',
          )}
        >
          Per dish
        </h4>
        <ul className="mt-2 space-y-2.5">
          {nutrition.details.map((d) => (
            <li key={d.dish} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className={cn('font-semibold', dark ? 'text-cream' : 'text-forest-900')}>{d.dish}</span>
                <span className={cn('shrink-0 tabular-nums', dark ? 'text-cream/80' : 'text-ink/70')}>
                  {d.calories} kcal · {d.protein} g protein
                </span>
              </div>
              <p className={cn('mt-0.5 text-xs leading-relaxed', dark ? 'text-cream/70' : 'text-ink/70')}>
                {d.ingredients}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
