// The chosen day's entries with their totals: each one can be corrected or removed.
import { useState } from 'react';
import type { DailyNutrition, LogEntry } from '../../../../contracts/nutrition';
import { formatWeekdayDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useDeleteEntry } from '../api/delete-entry';
import { useUpdateEntry } from '../api/update-entry';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle, Pill } from './card';

const EDITABLE = [
  ['consumedCalories', 'kcal'],
  ['consumedProtein', 'Protein g'],
  ['consumedCarbs', 'Carbs g'],
  ['consumedFat', 'Fat g'],
  ['consumedFiber', 'Fiber g'],
  ['waterIntake', 'Water L'],
  ['exerciseCaloriesBurned', 'Exercise kcal'],
] as const;
type EditableKey = (typeof EDITABLE)[number][0];

export function entryTitle(entry: LogEntry): string {
  if (entry.name) return entry.name;
  if (entry.source === 'lunch') return 'Tiffin Fit lunch';
  if (entry.waterIntake > 0 && entry.consumedCalories === 0) return 'Water';
  if (entry.exerciseCaloriesBurned > 0 && entry.consumedCalories === 0) return 'Exercise';
  return 'Entry';
}

export function entrySummary(entry: LogEntry): string {
  const parts: string[] = [];
  if (entry.consumedCalories) parts.push(`${formatInt(entry.consumedCalories)} kcal`);
  if (Number(entry.consumedProtein)) parts.push(`P ${formatOne(Number(entry.consumedProtein))} g`);
  if (Number(entry.consumedCarbs)) parts.push(`C ${formatOne(Number(entry.consumedCarbs))} g`);
  if (Number(entry.consumedFat)) parts.push(`F ${formatOne(Number(entry.consumedFat))} g`);
  if (entry.waterIntake) parts.push(`${formatOne(entry.waterIntake)} L water`);
  if (entry.exerciseCaloriesBurned) parts.push(`${formatInt(entry.exerciseCaloriesBurned)} kcal burned`);
  return parts.join(' · ') || 'Nothing counted';
}

function EditEntry({ entry, date, onDone }: { entry: LogEntry; date: string; onDone: () => void }) {
  const update = useUpdateEntry(date);
  const [grams, setGrams] = useState(String(entry.grams ?? ''));
  const [values, setValues] = useState<Record<EditableKey, string>>(
    () =>
      Object.fromEntries(EDITABLE.map(([key]) => [key, String(entry[key])])) as Record<EditableKey, string>,
  );

  function save() {
    update.mutate(
      { id: entry.id, request: entry.source === 'food' ? { grams } : values },
      {
        onSuccess: () => {
          toast({
            title: 'Entry Updated',
            description: `${entryTitle(entry)} has been changed.`,
            variant: 'success',
          });
          onDone();
        },
        onError: errorToast,
      },
    );
  }

  return (
    <div className="mt-3 rounded-2xl bg-forest-50 p-3">
      {entry.source === 'food' ? (
        <label className="block w-32 text-xs font-semibold text-forest-950">
          Grams
          <input
            type="number"
            step="any"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            className={cn(inputClass, 'mt-1 py-2 text-sm')}
          />
        </label>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {EDITABLE.map(([key, label]) => (
            <label key={key} className="block text-xs font-semibold text-forest-950">
              {label}
              <input
                type="number"
                step={key === 'waterIntake' ? '0.1' : 'any'}
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                className={cn(inputClass, 'mt-1 py-2 text-sm')}
              />
            </label>
          ))}
        </div>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button size="sm" variant="secondary" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}

function EntryRow({ entry, date }: { entry: LogEntry; date: string }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteEntry(date);
  const title = entryTitle(entry);
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-forest-950">
            {title}
            {entry.source === 'lunch' ? <Pill tone="saffron">Our lunch</Pill> : null}
            {entry.source === 'food' ? <Pill>IFCT</Pill> : null}
          </p>
          <p className="mt-0.5 text-sm text-ink/70">{entrySummary(entry)}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          {entry.source !== 'lunch' && !editing ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${title}`}>
              Edit
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="text-chili"
            aria-label={`Delete ${title}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(entry.id, {
                onSuccess: () =>
                  toast({
                    title: 'Entry Deleted',
                    description: `${title} has been removed.`,
                    variant: 'success',
                  }),
                onError: errorToast,
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </div>
      {editing ? <EditEntry entry={entry} date={date} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

export function DayEntries({ date, day }: { date: string; day: DailyNutrition | null }) {
  const entries = day?.entries ?? [];
  return (
    <Card labelledBy="day-entries">
      <CardTitle id="day-entries" eyebrow={formatWeekdayDate(date)}>
        The Day&apos;s Entries
      </CardTitle>
      {day ? (
        <p className="mt-2 text-sm text-ink/75">
          <span className="font-semibold text-forest-950">{formatInt(day.consumedCalories)} kcal</span> · P{' '}
          {formatOne(Number(day.consumedProtein))} g · C {formatOne(Number(day.consumedCarbs))} g · F{' '}
          {formatOne(Number(day.consumedFat))} g · {formatOne(day.waterIntake)} L water
          {day.exerciseCaloriesBurned ? ` · ${formatInt(day.exerciseCaloriesBurned)} kcal burned` : ''}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-forest-900/20 px-4 py-6 text-center text-sm text-ink/70">
          Nothing logged for this day yet.
        </p>
      ) : (
        <ul aria-label="Entries" className="mt-3 divide-y divide-forest-900/10">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} date={date} />
          ))}
        </ul>
      )}
    </Card>
  );
}
