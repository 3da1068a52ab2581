// The Log Food tab: a day picker back 7 days, our lunch in one tap, recent foods again in one tap, Indian foods, the
// spec's form, the day's weight and its entries.
import { useState } from 'react';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { useDay } from '../api/get-day';
import { DayEntries } from './day-entries';
import { DayPicker } from './day-picker';
import { FoodSearch } from './food-search';
import { LunchCard } from './lunch-card';
import { ManualLogForm } from './manual-log-form';
import { RecentEntries } from './recent-entries';
import { WeightEntry } from './weight-entry';

export function LogTab({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const day = useDay(date);
  return (
    <div className="space-y-5">
      <DayPicker today={today} value={date} onChange={setDate} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <LunchCard date={date} today={today} />
          <RecentEntries date={date} />
          <FoodSearch date={date} />
          <ManualLogForm key={date} date={date} />
        </div>
        <div className="space-y-5">
          {day.isPending ? (
            <PanelSkeleton label="Loading the day..." lines={3} />
          ) : day.isError ? (
            <LoadFailed
              message="We could not load this day. Please try again."
              onRetry={() => void day.refetch()}
            />
          ) : (
            <DayEntries date={date} day={day.data ?? null} />
          )}
          <WeightEntry key={date} date={date} weight={day.data?.weight ?? null} />
        </div>
      </div>
    </div>
  );
}
