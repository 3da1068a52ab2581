// Which day the Log Food tab logs to: today, or up to 7 days back for what was forgotten.
import { cn } from '../../../lib/cn';
import { dayName, loggableDays, shortDate } from '../lib/days';

export function DayPicker({
  today,
  value,
  onChange,
}: {
  today: string;
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Day to log" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {loggableDays(today).map((date) => {
        const selected = date === value;
        return (
          <button
            key={date}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={`${dayName(date, today)}, ${shortDate(date)}`}
            onClick={() => onChange(date)}
            className={cn(
              'flex min-w-[4.5rem] shrink-0 flex-col items-center rounded-2xl border px-3 py-2 text-sm transition-colors',
              selected
                ? 'border-forest-900 bg-forest-900 text-cream shadow-sm'
                : 'border-forest-900/15 bg-white text-forest-950 hover:border-forest-900/40',
            )}
          >
            <span className="font-semibold">{dayName(date, today)}</span>
            <span className={cn('text-xs', selected ? 'text-cream/75' : 'text-ink/60')}>
              {shortDate(date)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
