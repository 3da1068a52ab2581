// How a food and an amount of it read on screen: its source, a portion's label with how many, energy and macros.
import type { Food, FoodSource } from '../../../../contracts/foods';
import type { LogEntry } from '../../../../contracts/nutrition';
import { formatInt, formatOne } from './labels';

export const SOURCE_LABELS: Record<FoodSource, string> = {
  indb2024: 'INDB',
  'usda-sr26': 'USDA',
  ifct2017: 'IFCT',
  tiffin: 'Tiffin Fit',
  own: 'Yours',
};

/** A portion and how many of it, or grams. */
export interface Amount {
  portion: string | null;
  quantity: number;
}

/** Grams of an amount of a food (a portion the food does not have counts as 100 g, which never happens). */
export function gramsOf(food: Pick<Food, 'portions'>, amount: Amount): number {
  if (amount.portion === null) return amount.quantity;
  const portion = food.portions.find((p) => p.label === amount.portion);
  return Math.round((portion?.grams ?? 100) * amount.quantity * 10) / 10;
}

/** Energy and macros of some grams of a food. */
export function nutrientsOf(food: Pick<Food, 'per100g'>, grams: number) {
  const f = grams / 100;
  return {
    calories: Math.round(food.per100g.calories * f),
    protein: food.per100g.protein * f,
    carbs: food.per100g.carbs * f,
    fat: food.per100g.fat * f,
  };
}

/** "298 g" for a bowl, "4.2 g" for a teaspoon: whole grams from 10 g, as a kitchen scale shows them. */
export function gramsText(grams: number): string {
  return `${grams >= 10 ? formatInt(Math.round(grams)) : formatOne(grams)} g`;
}

/** Labels that read the same for one or many ("2 oz", "2 large", "2 tbsp"). */
const UNCOUNTED = new Set(['oz', 'fl oz', 'tbsp', 'tsp', 'large', 'medium', 'small', 'extra large']);

/** "2 pieces", "1 katori", "1.5 cups", "150 g". */
export function amountText(amount: {
  portion: string | null;
  quantity: number | null;
  grams?: number | null;
}): string {
  if (amount.portion === null || amount.quantity === null)
    return gramsText(amount.grams ?? amount.quantity ?? 0);
  const q = amount.quantity;
  const label = amount.portion;
  const plural = q !== 1 && !UNCOUNTED.has(label);
  return `${formatOne(q)} ${plural ? pluralOf(label) : label}`;
}

/** "katoris", "glasses", "tea cups". */
function pluralOf(label: string): string {
  const words = label.split(' ');
  const word = words.pop() ?? label;
  const prefix = words.length > 0 ? `${words.join(' ')} ` : '';
  return `${prefix}${pluralWord(word)}`;
}

function pluralWord(word: string): string {
  if (/(s|sh|ch|x)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "1 katori · 150 g" for an entry logged by portion, "150 g" by grams, nothing for one typed in. */
export function entryAmount(entry: Pick<LogEntry, 'portion' | 'quantity' | 'grams'>): string | null {
  if (entry.grams === null) return null;
  if (entry.portion === null || entry.quantity === null) return gramsText(entry.grams);
  return `${amountText(entry)} · ${gramsText(entry.grams)}`;
}

/** "450 kcal · P 12 g · C 60 g · F 14 g". */
export function macroLine(n: { calories: number; protein: number; carbs: number; fat: number }): string {
  return `${formatInt(n.calories)} kcal · P ${formatOne(n.protein)} g · C ${formatOne(n.carbs)} g · F ${formatOne(n.fat)} g`;
}
