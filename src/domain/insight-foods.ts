// The foods the insights name with a number ("5 eggs give about 30 g of protein"), with the figures of their
// catalogue rows, so every number an insight states is worked out from the catalogue's own values.
// insight-foods.test.ts holds each figure equal to its row in food-catalogue/catalogue.json: a test fails when the
// catalogue changes and the text would no longer be true.

export interface InsightFood {
  /** The catalogue's code. */
  code: string;
  /** Per 100 g, as the catalogue has it. */
  per100g: { calories: number; protein: number; fiber: number };
  /** A household portion of the catalogue's, when the text counts in it (one large egg, one tablespoon). */
  portion?: { label: string; grams: number };
}

export const INSIGHT_FOODS = {
  paneer: { code: 'L003', per100g: { calories: 258, protein: 18.9, fiber: 0 } },
  chickenBreast: { code: 'US05064', per100g: { calories: 165, protein: 31, fiber: 0 } },
  egg: {
    code: 'US01129',
    per100g: { calories: 155, protein: 12.6, fiber: 0 },
    portion: { label: 'large', grams: 50 },
  },
  greekYogurt: { code: 'US01256', per100g: { calories: 59, protein: 10.2, fiber: 0 } },
  oil: {
    code: 'US04582',
    per100g: { calories: 884, protein: 0, fiber: 0 },
    portion: { label: 'tbsp', grams: 13.6 },
  },
  chickpeas: {
    code: 'US16057',
    per100g: { calories: 164, protein: 8.9, fiber: 7.6 },
    portion: { label: 'cup', grams: 164 },
  },
} as const satisfies Record<string, InsightFood>;

/** Grams of a food that give some grams of protein, to the nearest 10 g. */
export function gramsForProtein(food: InsightFood, protein: number): number {
  return Math.round((protein / food.per100g.protein) * 10) * 10;
}

/** How many of a food's portions give some grams of protein (whole portions, at least one). */
export function portionsForProtein(
  food: InsightFood & { portion: { grams: number } },
  protein: number,
): number {
  return Math.max(1, Math.round(protein / ((food.per100g.protein * food.portion.grams) / 100)));
}

/** A nutrient in some grams of a food, to whole grams or kcal. */
export function amountIn(food: InsightFood, nutrient: keyof InsightFood['per100g'], grams: number): number {
  return Math.round((food.per100g[nutrient] * grams) / 100);
}

/** "160 g paneer, 100 g chicken breast or 5 eggs": servings that each give about `protein` g. */
export function proteinServings(protein: number): string {
  const { paneer, chickenBreast, egg } = INSIGHT_FOODS;
  const eggs = portionsForProtein(egg, protein);
  return `${gramsForProtein(paneer, protein)} g paneer, ${gramsForProtein(chickenBreast, protein)} g chicken breast or ${eggs} ${eggs === 1 ? 'egg' : 'eggs'}`;
}
