// A dish version as everything shows it: its recipe's ingredients from the food catalogue, its figures per portion
// and per 100 g (the stated ones when given), allergens, "Contains:" line and ingredient statement.
import type { Dish, Figures } from '../../../contracts/dishes';
import type { DishIcon } from '../../../contracts/menu';
import type { Food } from '../../../contracts/foods';
import {
  allergensOf,
  combineAllergens,
  containsStatement,
  FDA_ALLERGENS,
  isAllergen,
  type Allergen,
  type AllergenFinding,
} from '../../../domain/allergens';
import {
  ingredientStatement,
  per100gOf,
  recipePerPortion,
  roundFigures,
  type NutrientFigures,
} from '../../../domain/dish-nutrition';
import type { DishVersionRow } from './menu-repository';

export type FoodFinder = (code: string) => Food | undefined;

/** Groups whose foods make a dish not vegetarian. */
const NOT_VEGETARIAN = new Set([
  'Animal Meat',
  'Poultry',
  'Poultry Products',
  'Marine Fish',
  'Marine Shellfish',
  'Marine Mollusks',
  'Fresh Water Fish and Shellfish',
  'Finfish and Shellfish Products',
  'Egg and Egg Products',
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Sausages and Luncheon Meats',
]);

/** One ingredient of a version, with the catalogue's food (missing if the catalogue lost it). */
export interface ResolvedIngredient {
  foodCode: string;
  foodName: string;
  group: string;
  label: string;
  grams: number;
  per100g: NutrientFigures;
}

export const photoUrlOf = (photoId: string | null) => (photoId ? `/api/menu/photos/${photoId}` : null);

/** A catalogue name as an ingredient statement says it, when the recipe gives no label: "Chicken, poultry..." as is. */
export function defaultLabel(food: Food): string {
  return food.name;
}

export function resolveRecipe(
  version: Pick<DishVersionRow, 'recipe'>,
  findFood: FoodFinder,
): ResolvedIngredient[] {
  return version.recipe.map((line) => {
    const food = findFood(line.foodCode);
    return {
      foodCode: line.foodCode,
      foodName: food?.name ?? 'A food no longer in the catalogue',
      group: food?.group ?? '',
      label: line.label ?? (food ? defaultLabel(food) : line.foodCode),
      grams: line.grams,
      per100g: food?.per100g ?? { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 },
    };
  });
}

/** Everything about a version that does not change: computed once per version and kept. */
export type DishFacts = Omit<Dish, 'photoUrl' | 'createdAt'> & {
  /** The kinds of each allergen shown (fish, shellfish and tree nuts name theirs), for a meal's "Contains:" line. */
  allergenKinds: Record<string, string[]>;
};

export function dishFacts(version: DishVersionRow, findFood: FoodFinder): DishFacts {
  const ingredients = resolveRecipe(version, findFood);
  const findings: AllergenFinding[] = [];
  const recipe = ingredients.map((i) => {
    const found = allergensOf({ name: `${i.foodName} ${i.label}`, group: i.group });
    findings.push(...found);
    return {
      foodCode: i.foodCode,
      foodName: i.foodName,
      group: i.group,
      label: i.label,
      grams: i.grams,
      figures: roundFigures(recipePerPortion([i])),
      allergens: found.map((f) => f.allergen),
    };
  });
  const foundMap = combineAllergens(findings);
  const override = version.allergens?.filter(isAllergen) ?? null;
  const shownMap = new Map<Allergen, string[]>();
  if (override) {
    for (const allergen of FDA_ALLERGENS) {
      if (override.includes(allergen)) shownMap.set(allergen, foundMap.get(allergen) ?? []);
    }
  }
  const allergens = override ? shownMap : foundMap;
  const computedPortion = ingredients.length > 0 ? recipePerPortion(ingredients) : null;
  const computed = computedPortion
    ? {
        perPortion: roundFigures(computedPortion),
        per100g: roundFigures(per100gOf(computedPortion, version.portionGrams)),
      }
    : null;
  const stated = version.stated;
  const statedFigures: Figures | null = stated
    ? {
        calories: stated.calories,
        protein: stated.protein,
        carbs: stated.carbs,
        fat: stated.fat,
        fiber: stated.fiber,
        sodium: stated.sodium,
      }
    : null;
  const perPortion = statedFigures ?? computed?.perPortion ?? roundFigures(recipePerPortion([]));
  return {
    id: version.dishId,
    version: version.version,
    name: version.name,
    description: version.description,
    icon: version.icon as DishIcon,
    portionGrams: version.portionGrams,
    recipe,
    nutrition: {
      perPortion,
      per100g: statedFigures
        ? roundFigures(per100gOf(statedFigures, version.portionGrams))
        : (computed?.per100g ?? perPortion),
      source: statedFigures ? 'stated' : 'recipe',
      statedSource: stated?.source ?? null,
    },
    computed,
    stated: stated ?? null,
    allergens: [...allergens.keys()],
    allergenKinds: Object.fromEntries(allergens),
    allergensFound: [...foundMap.keys()],
    allergensOverridden: override !== null,
    contains: containsStatement(allergens),
    ingredientStatement: ingredientStatement(ingredients),
    tags: version.tags,
    vegetarian: ingredients.length > 0 && ingredients.every((i) => !NOT_VEGETARIAN.has(i.group)),
    updatedAt: version.createdAt.toISOString(),
  };
}

/** The icon a new dish gets when none is chosen: from its heaviest ingredient. */
export function iconFor(
  ingredients: readonly { grams: number; foodName: string; group: string }[],
): DishIcon {
  const main = [...ingredients].sort((a, b) => b.grams - a.grams)[0];
  if (!main) return 'greens';
  const name = main.foodName.toLowerCase();
  if (/shrimp|prawn|crab|lobster/.test(name)) return 'shrimp';
  if (/paneer/.test(name)) return 'paneer';
  if (/yog(h)?urt|curd|dahi/.test(name)) return 'yogurt';
  if (/chickpea|bengal gram|chana/.test(name)) return 'chickpeas';
  if (/rice/.test(name)) return 'rice';
  if (main.group.includes('Fish')) return 'fish';
  if (main.group.startsWith('Poultry') || main.group === 'Animal Meat') return 'chicken';
  if (main.group.includes('Legume')) return 'lentils';
  return 'greens';
}
