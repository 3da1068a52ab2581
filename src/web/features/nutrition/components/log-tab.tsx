// The Log Food tab: the day (back 7 days) and the meal, our lunch in one tap, what is eaten again and again, a meal
// typed as a sentence, search by portion, one's own foods, the spec's form; the day's entries by meal and its weight.
import { useState } from 'react';
import type { Meal } from '../../../../contracts/nutrition';
import { minutesIntoDay } from '../../../../domain/calendar';
import { mealAt } from '../../../../domain/meals';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { useServerClock } from '../../../lib/site-config';
import { usePendingLogs, useShownDay } from '../api/log-queue';
import { pendingEntriesOn } from '../lib/pending';
import { DayEntries } from './day-entries';
import { DayPicker } from './day-picker';
import { FoodCredits } from './food-credits';
import { FoodSearch } from './food-search';
import { LunchCard } from './lunch-card';
import { ManualLogForm } from './manual-log-form';
import { MealPicker } from './meal-picker';
import { MealSentence } from './meal-sentence';
import { OwnFoods } from './own-foods';
import { QuickAdd } from './quick-add';
import { WeightEntry } from './weight-entry';

export function LogTab({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const suggested = useServerClock((now) => mealAt(minutesIntoDay(now)));
  const [chosenMeal, setMeal] = useState<Meal | null>(null);
  const meal = chosenMeal ?? suggested;
  const [query, setQuery] = useState('');
  const day = useShownDay(date);
  const pending = pendingEntriesOn(usePendingLogs(), date);
  return (
    <div className="space-y-5">
      <DayPicker today={today} value={date} onChange={setDate} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-semibold text-forest-950">Logging to</p>
        <MealPicker value={meal} onChange={setMeal} />
      </div>
      {/* Two columns on a wide screen; on a phone one, in the order a meal is logged and then seen. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        <div className="max-lg:contents lg:space-y-5">
          <div className="max-lg:order-1">
            <LunchCard date={date} today={today} />
          </div>
          <div className="max-lg:order-2">
            <QuickAdd date={date} meal={meal} />
          </div>
          <div className="max-lg:order-3">
            <MealSentence date={date} meal={meal} onSearch={setQuery} />
          </div>
          <div className="max-lg:order-4">
            <FoodSearch date={date} meal={meal} query={query} onQueryChange={setQuery} />
          </div>
          <div className="max-lg:order-8">
            <ManualLogForm key={date} date={date} meal={meal} />
          </div>
        </div>
        <div className="max-lg:contents lg:space-y-5">
          <div className="max-lg:order-5">
            {day.isPending ? (
              <PanelSkeleton label="Loading the day..." lines={3} />
            ) : day.isError ? (
              <LoadFailed
                message="We could not load this day. Please try again."
                onRetry={() => void day.refetch()}
              />
            ) : (
              <DayEntries date={date} day={day.data ?? null} pending={pending} />
            )}
          </div>
          <div className="max-lg:order-6">
            <WeightEntry key={date} date={date} weight={day.data?.weight ?? null} />
          </div>
          <div className="max-lg:order-7">
            <OwnFoods />
          </div>
        </div>
      </div>
      <FoodCredits />
    </div>
  );
}
