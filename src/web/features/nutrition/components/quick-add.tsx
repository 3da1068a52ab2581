// The top of Log Food: what the subscriber eats again and again, each in one tap: their recent foods, their most
// frequent ones, and their saved meals. Hidden until there is something to offer.
import { useState } from 'react';
import type { SavedMeal } from '../../../../contracts/foods';
import { MEAL_LABELS, type LogEntry, type LogEntryRequest, type Meal } from '../../../../contracts/nutrition';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useDeleteSavedMeal } from '../api/delete-saved-meal';
import { useRecentEntries } from '../api/get-recent-entries';
import { useSavedMeals } from '../api/get-saved-meals';
import { useLogBatch } from '../api/log-batch';
import { entryCall, useLogEntry } from '../api/log-entry';
import { entryAmount } from '../lib/foods';
import { formatInt } from '../lib/labels';
import { errorToast, loggedToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';
import { entrySummary, entryTitle } from './day-entries';

/** The same food again: from the catalogue by code and amount (the server recomputes it), else the amounts typed. */
function againRequest(entry: LogEntry, meal: Meal): Omit<LogEntryRequest, 'date'> {
  if (entry.source === 'food' && entry.foodCode !== null && entry.grams !== null) {
    return entry.portion !== null && entry.quantity !== null
      ? { source: 'food', foodCode: entry.foodCode, portion: entry.portion, quantity: entry.quantity, meal }
      : { source: 'food', foodCode: entry.foodCode, grams: entry.grams, meal };
  }
  return {
    ...(entry.name ? { name: entry.name } : {}),
    consumedCalories: entry.consumedCalories,
    consumedProtein: entry.consumedProtein,
    consumedCarbs: entry.consumedCarbs,
    consumedFat: entry.consumedFat,
    consumedFiber: entry.consumedFiber,
    meal,
  };
}

const TABS = [
  ['recent', 'Recent'],
  ['frequent', 'Frequent'],
  ['meals', 'Saved meals'],
] as const;
type Tab = (typeof TABS)[number][0];
/** Rows shown before "Show more": the tab stays short above the sentence box on a phone. */
const SHOWN = 4;

function Row({
  title,
  detail,
  calories,
  onAdd,
  addLabel,
  busy,
  extra,
}: {
  title: string;
  detail: string;
  calories: number;
  onAdd: () => void;
  addLabel: string;
  busy: boolean;
  extra?: React.ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <span className="min-w-0">
        <span className="block truncate font-medium text-forest-950">{title}</span>
        <span className="block truncate text-xs text-ink/60">{detail}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <span className="text-xs font-semibold text-forest-950">{formatInt(calories)} kcal</span>
        {extra}
        <button
          type="button"
          aria-label={addLabel}
          disabled={busy}
          onClick={onAdd}
          className="grid h-9 w-9 place-items-center rounded-full bg-forest-900 text-lg font-semibold text-cream shadow-sm hover:bg-forest-800 disabled:opacity-50"
        >
          +
        </button>
      </span>
    </li>
  );
}

export function QuickAdd({ date, meal }: { date: string; meal: Meal }) {
  const recent = useRecentEntries();
  const saved = useSavedMeals();
  const log = useLogEntry();
  const logMeal = useLogBatch(date);
  const remove = useDeleteSavedMeal();
  const entries = recent.data?.entries ?? [];
  const frequent = recent.data?.frequent ?? [];
  const meals = saved.data?.meals ?? [];
  const available = { recent: entries.length > 0, frequent: frequent.length > 0, meals: meals.length > 0 };
  const [picked, setPicked] = useState<Tab | null>(null);
  const [all, setAll] = useState(false);
  const tab = picked && available[picked] ? picked : TABS.find(([key]) => available[key])?.[0];
  if (!tab) return null;

  function again(entry: LogEntry) {
    const { id: _id, date: _date, createdAt: _at, ...known } = entry;
    log.mutate(entryCall(date, againRequest(entry, meal), { ...known, meal }), {
      onSuccess: (outcome) =>
        loggedToast(outcome, {
          title: 'Nutrition Logged!',
          description: `${entryTitle(entry)} added to ${MEAL_LABELS[meal].toLowerCase()}.`,
        }),
      onError: errorToast,
    });
  }

  function logSaved(m: SavedMeal) {
    logMeal.mutate(
      {
        meal,
        items: m.items.map((item) =>
          item.portion !== null && item.quantity !== null
            ? { foodCode: item.foodCode, portion: item.portion, quantity: item.quantity }
            : { foodCode: item.foodCode, grams: item.grams },
        ),
      },
      {
        onSuccess: () =>
          toast({
            title: 'Meal Logged!',
            description: `${m.name}, ${formatInt(m.calories)} kcal, added to ${MEAL_LABELS[meal].toLowerCase()}.`,
            variant: 'success',
          }),
        onError: errorToast,
      },
    );
  }

  const busy = log.isPending || logMeal.isPending;
  const hidden = (tab === 'recent' ? entries : tab === 'frequent' ? frequent : meals).length - SHOWN;
  return (
    <Card labelledBy="quick-add">
      <CardTitle id="quick-add" eyebrow="One tap">
        Log Again
      </CardTitle>
      <div role="tablist" aria-label="Foods to log again" className="mt-4 flex gap-1.5">
        {TABS.filter(([key]) => available[key]).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setPicked(key)}
            className={cn(
              'rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors',
              tab === key ? 'bg-forest-900 text-cream' : 'bg-forest-50 text-forest-900 hover:bg-forest-100',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <ul className="mt-2 divide-y divide-forest-900/10" aria-label={TABS.find(([key]) => key === tab)?.[1]}>
        {tab === 'recent'
          ? entries
              .slice(0, all ? undefined : SHOWN)
              .map((entry) => (
                <Row
                  key={entry.id}
                  title={entryTitle(entry)}
                  detail={entryAmount(entry) ?? entrySummary(entry).replace(/^[\d,]+ kcal · /, '')}
                  calories={entry.consumedCalories}
                  onAdd={() => again(entry)}
                  addLabel={`Add ${entryTitle(entry)} again`}
                  busy={busy}
                />
              ))
          : null}
        {tab === 'frequent'
          ? frequent
              .slice(0, all ? undefined : SHOWN)
              .map(({ entry, times }) => (
                <Row
                  key={entry.id}
                  title={entryTitle(entry)}
                  detail={`${times}× in 30 days${entryAmount(entry) ? ` · ${entryAmount(entry)}` : ''}`}
                  calories={entry.consumedCalories}
                  onAdd={() => again(entry)}
                  addLabel={`Add ${entryTitle(entry)} again`}
                  busy={busy}
                />
              ))
          : null}
        {tab === 'meals'
          ? meals.slice(0, all ? undefined : SHOWN).map((m) => (
              <Row
                key={m.id}
                title={m.name}
                detail={m.items.map((i) => i.name).join(', ')}
                calories={m.calories}
                onAdd={() => logSaved(m)}
                addLabel={`Log ${m.name}`}
                busy={busy}
                extra={
                  <button
                    type="button"
                    aria-label={`Delete saved meal ${m.name}`}
                    onClick={() => remove.mutate(m.id, { onError: errorToast })}
                    className="rounded-full px-2 py-1 text-xs font-semibold text-ink/50 hover:bg-red-50 hover:text-chili"
                  >
                    Delete
                  </button>
                }
              />
            ))
          : null}
      </ul>
      {!all && hidden > 0 ? (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-1 text-sm font-semibold text-forest-800 underline-offset-2 hover:underline"
        >
          Show {hidden} more
        </button>
      ) : null}
    </Card>
  );
}
