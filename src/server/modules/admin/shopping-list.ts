// The kitchen's shopping list and labels (issue 42): each day's meals counted as production counts them (paid meals,
// Friday picks); the list sums each recipe's raw grams times those portions per catalogue food (also as CSV), the
// labels say each meal's figures, ingredients and allergens.
import {
  SHOPPING_LIST_MAX_DAYS,
  type LabelsResponse,
  type ShoppingListResponse,
} from '../../../contracts/admin';
import {
  combineAllergens,
  containsStatement,
  isAllergen,
  type AllergenFinding,
} from '../../../domain/allergens';
import { addDays, daysBetween, type LocalDate } from '../../../domain/calendar';
import { countChoices } from '../../../domain/friday-choices';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { mealDayRepository } from '../subscriptions/meal-days';
import { isPickupDay, mealsOn, type KitchenDish, type KitchenLunchOn } from './kitchen-service';

const GRAMS_PER_POUND = 453.59237;

/** The meals cooked on a day: everyone's dishes, and on a day with choices the dishes of each pick, with counts. */
async function mealsCookedOn(db: DbOrTx, lunchOn: KitchenLunchOn, day: LocalDate) {
  if (!isPickupDay(day)) return [];
  const cooked = await mealsOn(db, day);
  const lunch = cooked > 0 ? await lunchOn(day) : null;
  if (!lunch) return [];
  if (lunch.choices.length === 0) return [{ name: lunch.title, count: cooked, dishes: lunch.dishes }];
  const counts = countChoices(lunch.choices, await mealDayRepository(db).picksOn(day));
  return lunch.choices.map((choice, i) => ({
    name: `${lunch.title.split(':')[0]?.trim() ?? lunch.title}: ${choice.label}`,
    count: counts[i]?.count ?? 0,
    dishes: [...choice.dishes, ...lunch.dishes],
  }));
}

export async function mealLabelsOf(
  db: DbOrTx,
  lunchOn: KitchenLunchOn,
  day: LocalDate,
): Promise<LabelsResponse['labels']> {
  const meals = await mealsCookedOn(db, lunchOn, day);
  return meals
    .filter((meal) => meal.count > 0)
    .map((meal) => {
      const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
        Math.round(meal.dishes.reduce((n, d) => n + d.nutrition.perPortion[key], 0));
      const findings: AllergenFinding[] = meal.dishes.flatMap((d) =>
        Object.entries(d.allergenKinds).flatMap(([allergen, kinds]): AllergenFinding[] => {
          if (!isAllergen(allergen)) return [];
          return kinds.length > 0 ? kinds.map((kind) => ({ allergen, kind })) : [{ allergen, kind: null }];
        }),
      );
      return {
        meal: meal.name,
        count: meal.count,
        calories: sum('calories'),
        protein: sum('protein'),
        carbs: sum('carbs'),
        fat: sum('fat'),
        ingredients: meal.dishes.map((d) => `${d.name} (${d.ingredientStatement})`).join('; '),
        contains: containsStatement(combineAllergens(findings)),
      };
    });
}
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export async function shoppingListOf(
  db: DbOrTx,
  lunchOn: KitchenLunchOn,
  from: LocalDate,
  to: LocalDate,
): Promise<ShoppingListResponse> {
  const span = daysBetween(from, to);
  if (span < 0) {
    const message = 'End the list on or after its first day';
    throw new AppError('VALIDATION', message, { to: message });
  }
  if (span >= SHOPPING_LIST_MAX_DAYS) {
    const message = `A shopping list covers up to ${SHOPPING_LIST_MAX_DAYS} days`;
    throw new AppError('VALIDATION', message, { to: message });
  }
  const portions = new Map<string, { dish: KitchenDish; count: number }>();
  const count = (dish: KitchenDish, n: number) => {
    if (n <= 0) return;
    const key = `${dish.id}`;
    const known = portions.get(key);
    if (known) known.count += n;
    else portions.set(key, { dish, count: n });
  };
  let meals = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const meal of await mealsCookedOn(db, lunchOn, day)) {
      meals += meal.count;
      for (const dish of meal.dishes) count(dish, meal.count);
    }
  }
  const foods = new Map<string, { name: string; group: string; grams: number; dishes: Set<string> }>();
  for (const { dish, count: n } of portions.values()) {
    for (const line of dish.recipe) {
      const food = foods.get(line.foodCode) ?? {
        name: line.foodName,
        group: line.group,
        grams: 0,
        dishes: new Set<string>(),
      };
      food.grams += line.grams * n;
      food.dishes.add(dish.name);
      foods.set(line.foodCode, food);
    }
  }
  return {
    from,
    to,
    meals,
    dishes: [...portions.values()]
      .map(({ dish, count: n }) => ({ name: dish.name, portions: n }))
      .sort((a, b) => b.portions - a.portions || a.name.localeCompare(b.name)),
    items: [...foods.entries()]
      .map(([foodCode, f]) => ({
        foodCode,
        name: f.name,
        group: f.group || 'Other',
        grams: round(f.grams, 1),
        kg: round(f.grams / 1000, 3),
        lb: round(f.grams / GRAMS_PER_POUND, 2),
        dishes: [...f.dishes].sort(),
      }))
      .sort((a, b) => a.group.localeCompare(b.group) || b.grams - a.grams),
  };
}

/** One row per food, grouped as the JSON is; cells that a spreadsheet would run as formulas are quoted. */
export function shoppingListCsv(list: ShoppingListResponse): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [['group', 'ingredient', 'food code', 'grams', 'kg', 'lb', 'dishes'].join(',')];
  for (const item of list.items) {
    lines.push(
      [item.group, item.name, item.foodCode, item.grams, item.kg, item.lb, item.dishes.join('; ')]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
