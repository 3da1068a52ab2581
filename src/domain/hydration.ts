// What a logged food counts toward the day's water: plain drinks (water, black tea or coffee, sparkling water, diet
// soda) count whole, whichever way they were logged (a sentence, the search, a saved meal); other foods and drinks
// with energy count nothing, as the day's water target is set for drinks (docs/nutrition-method.md).

interface DrinkLike {
  name: string;
  group: string;
  per100g: { calories: number };
  portions: readonly { label: string }[];
}

/** Energy at or under which a drink is plain (per 100 g): black coffee 1 kcal, tea 1, diet cola 1, water 0. */
const PLAIN_KCAL = 5;
const LIQUID_MEASURES = new Set(['glass', 'cup', 'fl oz', 'tea cup', 'tall glass', 'can', 'bottle']);

export function isPlainDrink(food: DrinkLike): boolean {
  if (food.per100g.calories > PLAIN_KCAL) return false;
  const liquid = food.portions.some((p) => LIQUID_MEASURES.has(p.label));
  const drink =
    /beverage/i.test(food.group) || /\b(water|tea|coffee|espresso|soda|seltzer|cola)\b/i.test(food.name);
  return liquid && drink && !/\b(powder|dry|instant|mix|leaves|granules)\b/i.test(food.name);
}

/** Millilitres of water some grams of a food count for (a plain drink's gram is a millilitre). */
export function hydrationMl(food: DrinkLike, grams: number): number {
  return isPlainDrink(food) ? Math.round(grams) : 0;
}
