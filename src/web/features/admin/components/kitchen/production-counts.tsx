// Production counts: dishes to cook per day of a chosen service week, from paid orders, skips, pauses and Fridays.
import { useState } from 'react';
import { addDays, isMondayDate, localDate, mondayOf } from '../../../../../domain/calendar';
import { countOf, pluralOf } from '../../../../../domain/plural';
import { Button } from '../../../../components/ui/button';
import { PRODUCTION_LOAD_FAILED_MESSAGE, useProduction } from '../../api/get-production';
import { calendarDate } from '../../format';
import { AdminCard, LoadFailed, LoadingRows, smallInputClass } from '../admin-ui';

export function ProductionCounts() {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const production = useProduction(week);
  const shown = production.data?.weekStartDate;

  function move(weeks: number) {
    if (shown) setWeek(addDays(localDate(shown), weeks * 7));
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <AdminCard>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => move(-1)} disabled={!shown}>
            Previous week
          </Button>
          <label htmlFor="production-week" className="sr-only">
            Week of
          </label>
          <input
            id="production-week"
            type="date"
            value={shown ?? ''}
            onChange={(e) => {
              const picked = e.target.value;
              if (picked) setWeek(isMondayDate(picked) ? picked : mondayOf(localDate(picked)));
            }}
            className={`${smallInputClass} w-auto`}
          />
          <Button variant="outline" size="sm" onClick={() => move(1)} disabled={!shown}>
            Next week
          </Button>
          {week ? (
            <Button variant="ghost" size="sm" onClick={() => setWeek(undefined)}>
              Coming week
            </Button>
          ) : null}
        </div>
      </AdminCard>
      {production.isError ? (
        <LoadFailed message={PRODUCTION_LOAD_FAILED_MESSAGE} onRetry={() => void production.refetch()} />
      ) : production.isPending ? (
        <LoadingRows label="Loading production counts..." />
      ) : (
        <>
          <p className="text-sm text-ink/75" aria-live="polite">
            Week of <strong className="text-forest-950">{calendarDate(production.data.weekStartDate)}</strong>
            : {countOf(production.data.subscribers, 'subscriber')} cooked for; {production.data.skipped}{' '}
            skipped, {production.data.paused} paused.
          </p>
          <ul aria-label="Days" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {production.data.days.map((day) => (
              <li key={day.date} className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm">
                <h2 className="font-display text-lg font-semibold text-forest-900">{day.weekday}</h2>
                <p className="text-xs text-ink/70">{calendarDate(day.date)}</p>
                <p className="mt-2 font-display text-3xl font-bold text-forest-950 tabular-nums">
                  {day.meals}
                  <span className="ml-1 text-sm font-normal text-ink/70">
                    {pluralOf(day.meals, 'lunch', 'lunches')}
                  </span>
                </p>
                {day.fridaySpecial ? (
                  <p className="mt-2 rounded-lg bg-saffron-100/60 px-2.5 py-1.5 text-xs text-forest-950">
                    Friday special:{' '}
                    {day.fridaySpecial.map((choice, i) => (
                      <span key={choice.key}>
                        {i > 0 ? ', ' : null}
                        <strong>{choice.count}</strong> {choice.label.toLowerCase()}
                      </span>
                    ))}
                  </p>
                ) : null}
                <ul className="mt-3 space-y-1 text-sm">
                  {day.dishes.map((dish) => (
                    <li key={dish.name} className="flex justify-between gap-2">
                      <span className="text-ink/85">{dish.name}</span>
                      <span className="font-semibold tabular-nums">{dish.count}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
