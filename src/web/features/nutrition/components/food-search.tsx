// Search the catalogue (Indian dishes as eaten, everyday US foods, IFCT ingredients, one's own foods) by any name
// people use, choose a household portion and how many, and add it to the chosen meal.
import { useDeferredValue, useId, useState } from 'react';
import type { Food } from '../../../../contracts/foods';
import { MEAL_LABELS, type Meal } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { entryCall, useLogEntry } from '../api/log-entry';
import { useFoodSearch } from '../api/search-foods';
import {
  amountText,
  gramsOf,
  gramsText,
  macroLine,
  nutrientsOf,
  SOURCE_LABELS,
  type Amount,
} from '../lib/foods';
import { formatInt } from '../lib/labels';
import { errorToast, loggedToast } from '../lib/mutation-toast';
import { Card, CardTitle, Pill } from './card';
import { PortionPicker } from './portion-picker';

const firstAmount = (food: Food): Amount =>
  food.portions[0] ? { portion: food.portions[0].label, quantity: 1 } : { portion: null, quantity: 100 };

function ChosenFood({
  food,
  date,
  meal,
  onDone,
}: {
  food: Food;
  date: string;
  meal: Meal;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState<Amount>(() => firstAmount(food));
  const log = useLogEntry();
  const grams = gramsOf(food, amount);
  const n = nutrientsOf(food, grams);

  function add() {
    log.mutate(
      entryCall(
        date,
        amount.portion === null
          ? { source: 'food', foodCode: food.code, grams: amount.quantity, meal }
          : { source: 'food', foodCode: food.code, portion: amount.portion, quantity: amount.quantity, meal },
        {
          name: food.name,
          grams,
          consumedCalories: n.calories,
          consumedProtein: n.protein.toFixed(1),
          consumedCarbs: n.carbs.toFixed(1),
          consumedFat: n.fat.toFixed(1),
          consumedFiber: ((food.per100g.fiber * grams) / 100).toFixed(1),
        },
      ),
      {
        onSuccess: (outcome) => {
          loggedToast(outcome, {
            title: 'Nutrition Logged!',
            description: `${food.name}, ${amountText({ ...amount, grams })}, added to ${MEAL_LABELS[meal].toLowerCase()}.`,
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
        <div className="min-w-0">
          <p className="font-semibold break-words text-forest-950">{food.name}</p>
          <p className="mt-0.5 text-xs text-ink/60">
            {SOURCE_LABELS[food.source]} {food.code} · {formatInt(food.per100g.calories)} kcal per 100 g
          </p>
        </div>
        <button
          type="button"
          onClick={onDone}
          className="shrink-0 text-sm font-semibold text-forest-800 underline"
        >
          Change
        </button>
      </div>
      <div className="mt-4">
        <PortionPicker food={food} value={amount} onChange={setAmount} />
      </div>
      <p className="mt-3 text-sm text-ink/75" aria-live="polite">
        <span className="font-semibold text-forest-950">{gramsText(grams)}</span> · {macroLine(n)}
      </p>
      <Button variant="secondary" className="mt-4 w-full" onClick={add} disabled={log.isPending}>
        {log.isPending ? 'Logging...' : `Add to ${MEAL_LABELS[meal]}`}
      </Button>
    </div>
  );
}

function ResultRow({ food, onChoose }: { food: Food; onChoose: () => void }) {
  const portion = food.portions[0];
  const per = portion ? nutrientsOf(food, portion.grams).calories : food.per100g.calories;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-2 py-2.5 text-left hover:bg-forest-50"
      >
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-forest-950">{food.name}</span>
            {food.source === 'own' ? <Pill tone="saffron">Yours</Pill> : null}
          </span>
          <span className="block truncate text-xs text-ink/60">
            {SOURCE_LABELS[food.source]}
            {food.localNames.length > 0 ? ` · ${food.localNames.slice(0, 2).join(' · ')}` : ''}
          </span>
        </span>
        <span className="shrink-0 text-right text-xs text-ink/70">
          <span className="block font-semibold text-forest-950">{formatInt(per)} kcal</span>
          {portion ? `1 ${portion.label} · ${gramsText(portion.grams)}` : 'per 100 g'}
        </span>
      </button>
    </li>
  );
}

export function FoodSearch({
  date,
  meal,
  query,
  onQueryChange,
}: {
  date: string;
  meal: Meal;
  query: string;
  onQueryChange: (q: string) => void;
}) {
  const [chosen, setChosen] = useState<Food | null>(null);
  const q = useDeferredValue(query.trim());
  const results = useFoodSearch(q);
  const listId = useId();
  const foods = q.length >= 2 ? (results.data?.foods ?? []) : [];

  return (
    <Card labelledBy="food-search">
      <CardTitle id="food-search" eyebrow="Indian dishes · US foods · your own">
        Search Foods
      </CardTitle>
      {chosen ? (
        <ChosenFood
          key={chosen.code}
          food={chosen}
          date={date}
          meal={meal}
          onDone={() => {
            setChosen(null);
            onQueryChange('');
          }}
        />
      ) : (
        <>
          <label htmlFor="food-query" className="sr-only">
            Search foods
          </label>
          <input
            id="food-query"
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder="Try roti, dal, paneer, oatmeal, eggs..."
            autoComplete="off"
            aria-controls={listId}
            className={cn(inputClass, 'mt-4')}
          />
          {results.isError ? (
            <p role="alert" className="mt-3 text-sm text-chili">
              We could not search the foods. Please try again.
            </p>
          ) : null}
          <ul id={listId} aria-label="Foods found" className="mt-3 divide-y divide-forest-900/10">
            {foods.map((food) => (
              <ResultRow key={food.code} food={food} onChoose={() => setChosen(food)} />
            ))}
          </ul>
          {q.length >= 2 && results.isSuccess && foods.length === 0 ? (
            <p className="mt-3 text-sm text-ink/70">
              No food matches “{q}”. Try another name, or add it as your own food.
            </p>
          ) : null}
          {q.length < 2 ? (
            <p className="mt-3 text-xs text-ink/60">
              9,000 foods: Indian dishes as cooked and served, everyday US foods with household portions, and
              Indian ingredients.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
