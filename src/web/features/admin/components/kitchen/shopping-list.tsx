// The kitchen's shopping list for a service week: each ingredient of the week's lunches scaled by the meals to cook,
// grouped by food group, in grams, kilograms or pounds; printable, and as a CSV file.
import { useState } from 'react';
import type { ShoppingListResponse } from '../../../../../contracts/admin';
import { addDays, nextKitchenDay, isMondayDate, localDate, mondayOf } from '../../../../../domain/calendar';
import { countOf } from '../../../../../domain/plural';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useServerClock } from '../../../../lib/site-config';
import {
  SHOPPING_LIST_LOAD_FAILED_MESSAGE,
  useDownloadShoppingList,
  useShoppingList,
} from '../../api/get-shopping-list';
import { calendarDate } from '../../format';
import { AdminCard, LoadFailed, LoadingRows, smallInputClass } from '../admin-ui';

export const UNITS = ['kg', 'lb', 'g'] as const;
export type Unit = (typeof UNITS)[number];

type Item = ShoppingListResponse['items'][number];

const GRAMS_PER_OUNCE = 28.349523125;

/** The amount in the chosen unit; a pinch of spice (under 0.1 kg or 0.1 lb) in grams or ounces, not "0 kg". */
export function amountIn(item: Item, unit: Unit): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString('en-US', { maximumFractionDigits: digits });
  if (unit === 'g' || (unit === 'kg' && item.kg < 0.1)) return `${number(item.grams, 1)} g`;
  if (unit === 'kg') return `${number(item.kg, 2)} kg`;
  if (item.lb < 0.1) return `${number(item.grams / GRAMS_PER_OUNCE, 2)} oz`;
  return `${number(item.lb, 2)} lb`;
}

function groupsOf(items: Item[]): [string, Item[]][] {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups.entries()];
}

export function ShoppingList() {
  const coming = useServerClock((now) => mondayOf(nextKitchenDay(now)));
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [unit, setUnit] = useState<Unit>('kg');
  const monday = picked ?? coming;
  const range = { from: monday, to: addDays(localDate(monday), 4) };
  const list = useShoppingList(range);
  const download = useDownloadShoppingList();

  return (
    <div className="grid grid-cols-1 gap-4">
      <AdminCard className="print:hidden">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setPicked(addDays(localDate(monday), -7))}>
            Previous week
          </Button>
          <label htmlFor="shopping-week" className="sr-only">
            Week of
          </label>
          <input
            id="shopping-week"
            type="date"
            value={monday}
            onChange={(e) => {
              const value = e.target.value;
              if (value) setPicked(isMondayDate(value) ? value : mondayOf(localDate(value)));
            }}
            className={`${smallInputClass} w-auto`}
          />
          <Button variant="outline" size="sm" onClick={() => setPicked(addDays(localDate(monday), 7))}>
            Next week
          </Button>
          <fieldset className="flex items-center gap-1 sm:ml-auto">
            <legend className="sr-only">Units</legend>
            {UNITS.map((u) => (
              <label
                key={u}
                className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold text-forest-900 has-checked:bg-forest-900 has-checked:text-cream"
              >
                <input
                  type="radio"
                  name="shopping-unit"
                  className="sr-only"
                  checked={unit === u}
                  onChange={() => setUnit(u)}
                />
                {u}
              </label>
            ))}
          </fieldset>
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(range, {
                onError: (error) =>
                  toast({
                    title: 'Download Failed',
                    description: messageOf(error, 'Failed to download the shopping list'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Download CSV
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </AdminCard>
      {list.isError ? (
        <LoadFailed message={SHOPPING_LIST_LOAD_FAILED_MESSAGE} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingRows label="Loading the shopping list..." />
      ) : (
        <ListBody list={list.data} unit={unit} />
      )}
    </div>
  );
}

function ListBody({ list, unit }: { list: ShoppingListResponse; unit: Unit }) {
  return (
    <>
      <p className="text-sm text-ink/75" aria-live="polite">
        <strong className="text-forest-950">
          {calendarDate(list.from)} to {calendarDate(list.to)}
        </strong>
        : {countOf(list.meals, 'lunch', 'lunches')} to cook
        {list.dishes.length > 0 ? `; ${list.dishes.map((d) => `${d.name} ×${d.portions}`).join(', ')}.` : '.'}
      </p>
      {list.items.length === 0 ? (
        <AdminCard>
          <p className="text-sm text-ink/75">
            Nothing to buy: no paid lunches in these days yet. The list fills as subscribers pay for the week.
          </p>
        </AdminCard>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 print:block">
          {groupsOf(list.items).map(([group, items]) => (
            <AdminCard
              key={group}
              title={group}
              className="print:mb-3 print:break-inside-avoid print:shadow-none"
            >
              <ul aria-label={group} className="divide-y divide-forest-900/5">
                {items.map((item) => (
                  <li key={item.foodCode} className="flex items-baseline justify-between gap-3 py-1.5">
                    <span className="min-w-0">
                      <span className="text-sm font-medium text-forest-950">{item.name}</span>
                      <span className="block text-xs text-ink/65">{item.dishes.join(', ')}</span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-forest-950 tabular-nums">
                      {amountIn(item, unit)}
                    </span>
                  </li>
                ))}
              </ul>
            </AdminCard>
          ))}
        </div>
      )}
    </>
  );
}
