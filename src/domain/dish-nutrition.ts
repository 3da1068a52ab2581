// A dish's nutrition from its recipe (docs/food-data.md, INDB's method): each raw ingredient's per-100 g figures times
// its grams in one portion, summed; per 100 g of the dish from the cooked weight of the portion (the yield). Also its
// ingredient statement (21 CFR 101.4: descending order of weight) and the sum of a meal's dishes.

export const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sodium'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
/** kcal, grams (protein, carbs, fat, fiber) and milligrams (sodium). */
export type NutrientFigures = Record<Nutrient, number>;

export interface RecipeIngredient {
  /** What the ingredient statement calls it. */
  label: string;
  /** Raw grams in one portion. */
  grams: number;
  per100g: NutrientFigures;
}

export const ZERO_FIGURES: NutrientFigures = {
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sodium: 0,
};

/** kcal and mg to whole numbers, grams to one decimal: how figures are shown and stored. */
export function roundFigures(figures: NutrientFigures): NutrientFigures {
  const g = (v: number) => Math.round(v * 10) / 10;
  return {
    calories: Math.round(figures.calories),
    protein: g(figures.protein),
    carbs: g(figures.carbs),
    fat: g(figures.fat),
    fiber: g(figures.fiber),
    sodium: Math.round(figures.sodium),
  };
}

export function addFigures(a: NutrientFigures, b: NutrientFigures): NutrientFigures {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    fat: a.fat + b.fat,
    fiber: a.fiber + b.fiber,
    sodium: a.sodium + b.sodium,
  };
}

export function scaleFigures(figures: NutrientFigures, factor: number): NutrientFigures {
  return {
    calories: figures.calories * factor,
    protein: figures.protein * factor,
    carbs: figures.carbs * factor,
    fat: figures.fat * factor,
    fiber: figures.fiber * factor,
    sodium: figures.sodium * factor,
  };
}

/** One portion's figures from the recipe, unrounded. */
export function recipePerPortion(ingredients: readonly RecipeIngredient[]): NutrientFigures {
  return ingredients.reduce(
    (sum, ingredient) => addFigures(sum, scaleFigures(ingredient.per100g, ingredient.grams / 100)),
    ZERO_FIGURES,
  );
}

/** Per 100 g of the cooked dish, from one portion's figures and its cooked weight. */
export function per100gOf(perPortion: NutrientFigures, portionGrams: number): NutrientFigures {
  return scaleFigures(perPortion, 100 / portionGrams);
}

/** The ingredients by descending weight (equal weights keep the recipe's order), each named once. */
export function ingredientStatement(ingredients: readonly { label: string; grams: number }[]): string {
  const byLabel = new Map<string, { label: string; grams: number; order: number }>();
  ingredients.forEach((ingredient, order) => {
    const key = ingredient.label.trim().toLowerCase();
    const known = byLabel.get(key);
    if (known) known.grams += ingredient.grams;
    else byLabel.set(key, { label: ingredient.label.trim(), grams: ingredient.grams, order });
  });
  return [...byLabel.values()]
    .sort((a, b) => b.grams - a.grams || a.order - b.order)
    .map((i) => i.label)
    .join(', ');
}

/** The raw weight of a portion's ingredients. */
export function rawGrams(ingredients: readonly { grams: number }[]): number {
  return ingredients.reduce((sum, i) => sum + i.grams, 0);
}

/** Signed difference of each figure, b - a (how far a recipe's total is from a stated one). */
export function figureDifference(a: NutrientFigures, b: NutrientFigures): NutrientFigures {
  return addFigures(b, scaleFigures(a, -1));
}
