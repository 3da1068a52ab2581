// Indian foods from the Indian Food Composition Tables 2017 (NIN): search by English or local name, choose grams,
// and the entry gets its energy and macros from the tables on the server.
import { useDeferredValue, useId, useState } from 'react';
import type { Food } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useFoodSearch } from '../api/search-foods';
import { useLogEntry } from '../api/log-entry';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle, Pill } from './card';

function ChosenFood({ food, date, onDone }: { food: Food; date: string; onDone: () => void }) {
  const [grams, setGrams] = useState('100');
  const log = useLogEntry(date);
  const amount = Number(grams);
  const factor = Number.isFinite(amount) && amount > 0 ? amount / 100 : 0;
  const per = food.per100g;

  function add() {
    log.mutate(
      { source: 'food', foodCode: food.code, grams },
      {
        onSuccess: () => {
          toast({
            title: 'Nutrition Logged!',
            description: `${food.name}, ${grams} g, has been added to the day.`,
            variant: 'success',
          });
          onDone();
        },
        onError: errorToast,
      },
    );
  }

  return (
    <div className="mt-4 rounded-2xl border border-forest-900/15 bg-forest-50 p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-forest-950">{food.name}</p>
          <p className="text-xs text-ink/60">
            {food.group} · IFCT {food.code}
          </p>
        </div>
        <button type="button" onClick={onDone} className="text-sm font-semibold text-forest-800 underline">
          Change
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="block w-28 text-sm font-semibold text-forest-950">
          Grams
          <input
            type="number"
            inputMode="decimal"
            step="any"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            className={cn(inputClass, 'mt-1.5')}
          />
        </label>
        <p className="pb-3 text-sm text-ink/75" aria-live="polite">
          <span className="font-semibold text-forest-950">{formatInt(per.calories * factor)} kcal</span> ·{' '}
          {formatOne(per.protein * factor)} g protein · {formatOne(per.carbs * factor)} g carbs ·{' '}
          {formatOne(per.fat * factor)} g fat
        </p>
      </div>
      <Button variant="secondary" className="mt-4 w-full" onClick={add} disabled={log.isPending}>
        {log.isPending ? 'Logging...' : `Add ${food.name}`}
      </Button>
    </div>
  );
}

export function FoodSearch({ date }: { date: string }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Food | null>(null);
  const q = useDeferredValue(query.trim());
  const results = useFoodSearch(q);
  const listId = useId();
  const foods = q.length >= 2 ? (results.data?.foods ?? []) : [];

  return (
    <Card labelledBy="food-search">
      <CardTitle id="food-search" eyebrow="Indian Food Composition Tables 2017">
        Search Indian Foods
      </CardTitle>
      {chosen ? (
        <ChosenFood
          food={chosen}
          date={date}
          onDone={() => {
            setChosen(null);
            setQuery('');
          }}
        />
      ) : (
        <>
          <label htmlFor="food-query" className="sr-only">
            Search Indian foods
          </label>
          <input
            id="food-query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Try dal, paneer, roti, chawal..."
            autoComplete="off"
            aria-controls={listId}
            className={cn(inputClass, 'mt-4')}
          />
          {results.isError ? (
            <p role="alert" className="mt-3 text-sm text-chili">
              We could not search the food tables. Please try again.
            </p>
          ) : null}
          <ul id={listId} aria-label="Foods found" className="mt-3 divide-y divide-forest-900/10">
            {foods.map((food) => (
              <li key={food.code}>
                <button
                  type="button"
                  onClick={() => setChosen(food)}
                  className="flex w-full items-center justify-between gap-3 rounded-xl px-2 py-2.5 text-left hover:bg-forest-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-forest-950">{food.name}</span>
                    <span className="block truncate text-xs text-ink/60">
                      {food.localNames.slice(0, 2).join(' · ') || food.group}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-xs text-ink/70">
                    <span className="block font-semibold text-forest-950">
                      {formatInt(food.per100g.calories)} kcal
                    </span>
                    per 100 g
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {q.length >= 2 && results.isSuccess && foods.length === 0 ? (
            <p className="mt-3 text-sm text-ink/70">No food matches “{q}”. Try its English or local name.</p>
          ) : null}
          {q.length < 2 ? (
            <p className="mt-3 flex items-center gap-2 text-xs text-ink/60">
              <Pill>528 foods</Pill> National Institute of Nutrition, Hyderabad
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
