// The chosen day's entries by meal, with the day's and each meal's totals: each entry can be corrected or removed, a
// meal saved to log again in one tap, and an empty meal filled with the day before's in one tap.
import { Fragment, useState } from 'react';
import {
  MEAL_LABELS,
  MEALS,
  type DailyNutrition,
  type LogEntry,
  type Meal,
} from '../../../../contracts/nutrition';
import { addDays, localDate } from '../../../../domain/calendar';
import { formatWeekdayDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useCopyMeal } from '../api/copy-meal';
import { useDay } from '../api/get-day';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveMeal } from '../api/save-meal';
import { useUpdateEntry } from '../api/update-entry';
import { entryAmount } from '../lib/foods';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import type { PendingCall } from '../lib/pending';
import { Card, CardTitle, Pill } from './card';
import { PendingEntryRow } from './pending-entry';

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

/** "1 katori · 150 g · 158 kcal · P 7.4 g": a line that wraps between its parts, never inside "F 5.4 g". */
function Parts({ items }: { items: (string | null)[] }) {
  const parts = items.filter((p): p is string => Boolean(p)).flatMap((p) => p.split(' · '));
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? ' · ' : null}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

function EditEntry({ entry, date, onDone }: { entry: LogEntry; date: string; onDone: () => void }) {
  const update = useUpdateEntry(date);
  const [grams, setGrams] = useState(String(entry.grams ?? ''));
  const [quantity, setQuantity] = useState(String(entry.quantity ?? ''));
  const byPortion = entry.source === 'food' && entry.portion !== null;
  const [values, setValues] = useState<Record<EditableKey, string>>(
    () =>
      Object.fromEntries(EDITABLE.map(([key]) => [key, String(entry[key])])) as Record<EditableKey, string>,
  );

  function save() {
    update.mutate(
      {
        id: entry.id,
        request: byPortion ? { quantity } : entry.source === 'food' ? { grams } : values,
      },
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
      {byPortion ? (
        <label className="block w-40 text-xs font-semibold text-forest-950">
          How many ({entry.portion})
          <input
            type="number"
            step="any"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className={cn(inputClass, 'mt-1 py-2 text-sm')}
          />
        </label>
      ) : entry.source === 'food' ? (
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
          </p>
          <p className="mt-0.5 text-sm text-ink/70">
            <Parts items={[entryAmount(entry), entrySummary(entry)]} />
          </p>
        </div>
        <div className="-mr-2 flex shrink-0">
          {entry.source !== 'lunch' && !editing ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2.5!"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="px-2.5! text-chili!"
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

/** A meal's entries from the catalogue, as a saved meal's items. */
function mealItems(entries: LogEntry[]) {
  return entries.flatMap((e) =>
    e.source === 'food' && e.foodCode !== null && e.grams !== null
      ? [
          e.portion !== null && e.quantity !== null
            ? { foodCode: e.foodCode, portion: e.portion, quantity: e.quantity }
            : { foodCode: e.foodCode, grams: e.grams },
        ]
      : [],
  );
}

function SaveMealDialog({ meal, date, entries }: { meal: Meal; date: string; entries: LogEntry[] }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = useSaveMeal();
  const items = mealItems(entries);
  if (items.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setName(`My ${MEAL_LABELS[meal].toLowerCase()}`);
          setOpen(true);
        }}
        aria-label={`Save ${MEAL_LABELS[meal].toLowerCase()} as a meal`}
      >
        Save as meal
      </Button>
      <DialogContent className="p-6 sm:p-8">
        <DialogTitle>Save as a meal</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {items.length} {items.length === 1 ? 'food' : 'foods'} from {MEAL_LABELS[meal].toLowerCase()} on{' '}
          {formatWeekdayDate(date)}, to log again in one tap.
        </DialogDescription>
        <form
          className="mt-5 space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { name, items },
              {
                onSuccess: (saved) => {
                  toast({
                    title: 'Meal Saved',
                    description: `${saved.name} is in Log Again.`,
                    variant: 'success',
                  });
                  setOpen(false);
                },
                onError: errorToast,
              },
            );
          }}
        >
          <label className="block text-sm font-semibold text-forest-950">
            Name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={cn(inputClass, 'mt-1.5')}
            />
          </label>
          <DialogActions busy={save.isPending}>
            <Button type="submit" variant="secondary" disabled={save.isPending || !name.trim()}>
              {save.isPending ? 'Saving...' : 'Save meal'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CopyMeal({ meal, date, from }: { meal: Meal; date: string; from: LogEntry[] }) {
  const copy = useCopyMeal(date);
  const copyable = from.filter((e) => e.source !== 'lunch');
  if (copyable.length === 0) return null;
  const kcal = copyable.reduce((sum, e) => sum + e.consumedCalories, 0);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(
          { from: addDays(localDate(date), -1), meal },
          {
            onSuccess: (change) =>
              toast({
                title: 'Nutrition Logged!',
                description: `${change.entries.length} ${change.entries.length === 1 ? 'item' : 'items'} from yesterday's ${MEAL_LABELS[meal].toLowerCase()} added.`,
                variant: 'success',
              }),
            onError: errorToast,
          },
        )
      }
    >
      {copy.isPending
        ? 'Copying...'
        : `Copy yesterday's ${MEAL_LABELS[meal].toLowerCase()} · ${formatInt(kcal)} kcal`}
    </Button>
  );
}

type Group = Meal | 'other';
const GROUP_LABELS: Record<Group, string> = { ...MEAL_LABELS, other: 'Other' };

export function DayEntries({
  date,
  day,
  pending = [],
}: {
  date: string;
  day: DailyNutrition | null;
  /** The day's entries not yet logged on the server, shown in their meal, marked. */
  pending?: PendingCall[];
}) {
  const entries = day?.entries ?? [];
  const yesterday = useDay(addDays(localDate(date), -1));
  const before = yesterday.data?.entries ?? [];
  const groups: Group[] = [...MEALS, 'other'];
  const of = (group: Group, list: LogEntry[]) =>
    list.filter((e) => (group === 'other' ? e.meal === null : e.meal === group));
  return (
    <Card labelledBy="day-entries">
      <CardTitle id="day-entries" eyebrow={formatWeekdayDate(date)}>
        The Day&apos;s Entries
      </CardTitle>
      {day ? (
        <p className="mt-2 text-sm text-ink/75">
          <span className="font-semibold text-forest-950">{formatInt(day.consumedCalories)} kcal</span> ·{' '}
          <Parts
            items={[
              `P ${formatOne(Number(day.consumedProtein))} g`,
              `C ${formatOne(Number(day.consumedCarbs))} g`,
              `F ${formatOne(Number(day.consumedFat))} g`,
              `${formatOne(day.waterIntake)} L water`,
              day.exerciseCaloriesBurned ? `${formatInt(day.exerciseCaloriesBurned)} kcal burned` : null,
            ]}
          />
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        {groups.map((group) => {
          const list = of(group, entries);
          const waiting = pending.filter((c) => c.meta.entry && of(group, [c.meta.entry]).length > 0);
          const counted = waiting.flatMap((c) => (c.meta.entry && !c.refused ? [c.meta.entry] : []));
          const kcal = [...list, ...counted].reduce((sum, e) => sum + e.consumedCalories, 0);
          if (group === 'other' && list.length === 0 && waiting.length === 0) return null;
          return (
            <section
              key={group}
              aria-label={GROUP_LABELS[group]}
              className="overflow-hidden rounded-2xl border border-forest-900/10"
            >
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-t-2xl bg-forest-50/70 px-4 py-2.5">
                <h3 className="text-sm font-semibold text-forest-950">
                  {GROUP_LABELS[group]}
                  {list.length + waiting.length > 0 && kcal > 0 ? (
                    <span className="ml-2 font-normal text-ink/60">{formatInt(kcal)} kcal</span>
                  ) : null}
                </h3>
                {group !== 'other' && list.length > 0 ? (
                  <SaveMealDialog meal={group} date={date} entries={list} />
                ) : null}
              </div>
              {list.length === 0 && waiting.length === 0 ? (
                <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <p className="text-sm text-ink/60">Nothing logged.</p>
                  {group !== 'other' ? <CopyMeal meal={group} date={date} from={of(group, before)} /> : null}
                </div>
              ) : (
                <ul
                  aria-label={`${GROUP_LABELS[group]} entries`}
                  className="divide-y divide-forest-900/10 px-4"
                >
                  {list.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} date={date} />
                  ))}
                  {waiting.map((call) =>
                    call.meta.entry ? (
                      <PendingEntryRow
                        key={call.key}
                        call={call}
                        title={entryTitle(call.meta.entry)}
                        summary={
                          <Parts items={[entryAmount(call.meta.entry), entrySummary(call.meta.entry)]} />
                        }
                      />
                    ) : null,
                  )}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
