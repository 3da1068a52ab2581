// The FAQ's category filters: toggle buttons, one pressed at a time.
import { cn } from '../../../lib/cn';

export interface FaqFilterOption {
  id: string;
  label: string;
  count: number;
}

export function FaqFilters({
  options,
  selected,
  onSelect,
}: {
  options: FaqFilterOption[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter questions by category"
      className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap"
    >
      {options.map((option) => {
        const pressed = option.id === selected;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.id)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors lg:justify-between lg:text-left',
              pressed
                ? 'border-forest-900 bg-forest-900 text-cream shadow-sm'
                : 'border-forest-900/15 bg-white text-forest-900 hover:border-forest-900/40 hover:bg-forest-50',
            )}
          >
            {option.label}
            <span
              aria-hidden="true"
              className={cn(
                'rounded-full px-2 py-0.5 text-xs tabular-nums',
                pressed ? 'bg-cream/15 text-cream' : 'bg-forest-50 text-forest-800',
              )}
            >
              {option.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
