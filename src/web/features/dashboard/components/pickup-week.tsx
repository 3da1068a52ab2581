// The week of the next pickup at a glance: its five weekdays, the next one marked, the ones gone by dimmed.
import { localDate, localDateOf, mondayOf, pickupDays } from '../../../../domain/calendar';
import { formatCalendarDate, formatWeekday } from '../../../../domain/dates';
import { cn } from '../../../lib/cn';
import { serverNow } from '../../../lib/server-now';
import { siteConfig } from '../../../lib/site-config';
import { Panel } from './panel';

/** Paid periods run Monday to Friday whole weeks, so every day of the next pickup's week is paid for. */
export function PickupWeek({ nextPickupDate }: { nextPickupDate: string }) {
  const next = localDate(nextPickupDate);
  const monday = mondayOf(next);
  const today = localDateOf(serverNow());
  return (
    <Panel labelledBy="pickup-week">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="pickup-week" className="font-display text-xl font-semibold text-forest-950">
          Week of {formatCalendarDate(monday)}
        </h2>
        <p className="text-sm text-ink/70">12:00 PM to 2:00 PM at {siteConfig().pickup.name}</p>
      </div>
      <ol className="mt-5 grid grid-cols-5 gap-2 sm:gap-3">
        {pickupDays(monday).map((day) => {
          const isNext = day === next;
          const past = day < next;
          return (
            <li
              key={day}
              aria-current={isNext ? 'date' : undefined}
              className={cn(
                'flex flex-col items-center rounded-2xl px-1 py-3 text-center ring-1 ring-inset sm:py-4',
                isNext
                  ? 'bg-saffron-100 text-forest-950 ring-saffron-500/50'
                  : past
                    ? 'bg-stone-50 text-ink/70 ring-forest-900/5'
                    : 'bg-forest-50/70 text-forest-950 ring-forest-900/10',
              )}
            >
              <span className="text-xs font-semibold tracking-wide uppercase">
                {formatWeekday(day).slice(0, 3)}
              </span>
              <span className="mt-1 font-display text-2xl font-semibold">{Number(day.slice(8))}</span>
              <span className="sr-only">{formatCalendarDate(day)}</span>
              {isNext ? (
                <span className="mt-1 text-[0.7rem] font-semibold text-saffron-700 sm:text-xs">
                  {day === today ? 'Today' : 'Next'}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
