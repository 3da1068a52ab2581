// A coming week's lunches, day by day, as the kitchen planned them (the dated menu): title, dishes and figures.
import { useState } from 'react';
import { formatCalendarDate, formatWeekday } from '../../../../domain/dates';
import { useWeekMenu } from '../api/get-week-menu';

export function WeekMenu({ monday }: { monday: string }) {
  const menu = useWeekMenu(monday);
  if (menu.isError) return <p className="text-xs text-ink/65">The menu of this week could not be loaded.</p>;
  if (menu.isPending) {
    return (
      <div role="status" className="h-20 rounded-xl bg-forest-50 motion-safe:animate-pulse">
        <span className="sr-only">Loading the week’s menu...</span>
      </div>
    );
  }
  if (menu.data.days.length === 0) return <p className="text-xs text-ink/65">The menu is not planned yet.</p>;
  return (
    <ul aria-label={`Menu of the week of ${formatCalendarDate(monday)}`} className="grid gap-1.5">
      {menu.data.days.map((day) => (
        <li key={day.date} className="grid gap-x-2 text-sm sm:grid-cols-[5.5rem_minmax(0,1fr)]">
          <span className="text-xs font-semibold text-ink/65 sm:text-sm sm:font-normal">
            {formatWeekday(day.date)}
          </span>
          <span className="min-w-0">
            <span className="font-medium text-forest-950">{day.title}</span>
            <span className="text-ink/70 tabular-nums">
              {' '}
              · {day.nutrition.calories} kcal · {day.nutrition.protein} g protein
            </span>
            <span className="block text-xs text-ink/65">{day.items.map((item) => item.name).join(', ')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The week's lunches behind a disclosure: read from the server only once it is opened. */
export function WeekLunches({ monday }: { monday: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} className="group">
      <summary className="cursor-pointer text-sm font-semibold text-forest-800 hover:text-forest-950">
        The lunches of this week
      </summary>
      {open ? (
        <div className="mt-2">
          <WeekMenu monday={monday} />
        </div>
      ) : null}
    </details>
  );
}
