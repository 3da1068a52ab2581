// The food catalogue's calls (issue 18): search with household portions, a meal typed as a sentence, the subscriber's
// own foods from a nutrition label, and saved meals logged in one tap.
import * as z from 'zod/mini';
import { wholeNumberParam } from './id-param';

/** Where a food comes from: IFCT 2017, INDB 2024.11, USDA SR26, our own recipes, or the subscriber's label. */
export const FOOD_SOURCES = ['ifct2017', 'indb2024', 'usda-sr26', 'tiffin', 'own'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];
/** dish: cooked or prepared, as eaten; ready: eaten as it comes (fruit, milk, bread); raw: an ingredient to cook. */
export const FOOD_KINDS = ['dish', 'ready', 'raw'] as const;

/** A catalogue code: IFCT A015, INDB ASC096, USDA US01123, our recipe TF001, the subscriber's own food MY12. */
export const FOOD_CODE = /^(?:[A-Z]\d{3}|[A-Z]{3}\d{3}|US\d{5}|TF\d{3}|MY[1-9]\d{0,11})$/;

/** Documented limits (issue 17: every collection a subscriber grows has one). */
export const FOOD_LIMITS = {
  /** Own foods per subscriber. */
  customFoods: 500,
  /** Saved meals per subscriber. */
  savedMeals: 100,
  /** Items in one saved meal, one parsed sentence or one batch of entries. */
  mealItems: 30,
  /** Characters of a sentence to parse. */
  parseText: 500,
} as const;

export const FOOD_MESSAGES = {
  foodCode: 'Choose a food from the catalogue',
  query: 'Search at most 80 characters',
  limit: 'Limit must be 1 to 50',
  text: `Describe your meal in 1 to ${FOOD_LIMITS.parseText} characters`,
  name: 'Give it a name of 1 to 80 characters',
  brand: 'A brand must be 60 characters or fewer',
  servingLabel: 'Describe the serving in 40 characters or fewer (for example: 1 bar, 1 cup)',
  servingGrams: 'The serving must be 1 to 2000 g (or ml)',
  calories: 'Calories per serving must be a whole number from 0 to 5000',
  grams: 'Grams must be a number from 1 to 2000',
  macro: 'Enter grams from 0 to 500',
  sodium: 'Sodium must be 0 to 20000 mg',
  items: `A meal has 1 to ${FOOD_LIMITS.mealItems} items`,
  portion: "Choose one of the food's portions",
  quantity: 'Quantity must be a number from 0.1 to 50',
  customFoodsFull: `You have ${FOOD_LIMITS.customFoods} foods of your own, the most we keep. Delete one you no longer use to add another.`,
  savedMealsFull: `You have ${FOOD_LIMITS.savedMeals} saved meals, the most we keep. Delete one you no longer use to save another.`,
  noSuchFood: 'No such food of yours',
  noSuchMeal: 'No such saved meal',
} as const;

const DECIMAL = /^\s*\d{1,6}(\.\d{1,3})?\s*$/;

/** A number sent as a JSON number or a decimal string, within a range; the output is a number. */
export function amountSchema(min: number, max: number, message: string, options: { integer?: boolean } = {}) {
  const number = options.integer ? z.number(message).check(z.int(message)) : z.number(message);
  return z.pipe(
    z.pipe(
      z.union([z.number(message), z.string(message).check(z.regex(DECIMAL, message))], message),
      z.transform((value: number | string) => Number(value)),
    ),
    number.check(z.gte(min, message), z.lte(max, message)),
  );
}

export const foodCodeSchema = z
  .string(FOOD_MESSAGES.foodCode)
  .check(z.regex(FOOD_CODE, FOOD_MESSAGES.foodCode));

export const portionSchema = z.object({
  /** "piece", "katori", "cup", "tbsp", "slice", "oz", "large"... */
  label: z.string(),
  grams: z.number(),
});
export type Portion = z.infer<typeof portionSchema>;

export const foodSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Local names: INDB's ("Garam Chai"), IFCT's by language ("H. Chawal", "Tam. Arisi"). */
  localNames: z.array(z.string()),
  source: z.enum(FOOD_SOURCES),
  group: z.string(),
  kind: z.enum(FOOD_KINDS),
  per100g: z.object({
    calories: z.int(),
    protein: z.number(),
    /** Available carbohydrate (fibre not counted), as the Indian tables give it. */
    carbs: z.number(),
    fat: z.number(),
    fiber: z.number(),
    /** mg */
    sodium: z.number(),
  }),
  /** Household portions, the first being what "2 roti" or "an egg" means; every food has an ounce. */
  portions: z.array(portionSchema),
  /** listed: the source's; computed: from the macros; corrected: a row we fixed (docs/food-data.md). */
  energySource: z.enum(['listed', 'computed', 'corrected']),
});
export type Food = z.infer<typeof foodSchema>;

// ---- GET /api/foods?q=&limit= ---------------------------------------------------------------------------------

export const foodSearchQuerySchema = z.object({
  q: z.string('Type a food to search').check(z.trim(), z.maxLength(80, FOOD_MESSAGES.query)),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/, FOOD_MESSAGES.limit)),
      z.transform((value: string) => Number(value)),
    ),
  ),
});
export const foodSearchResponseSchema = z.object({ foods: z.array(foodSchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

// ---- POST /api/foods/parse -------------------------------------------------------------------------------------

export const parseMealRequestSchema = z.strictObject({
  text: z
    .string(FOOD_MESSAGES.text)
    .check(
      z.trim(),
      z.minLength(1, FOOD_MESSAGES.text),
      z.maxLength(FOOD_LIMITS.parseText, FOOD_MESSAGES.text),
    ),
});
export type ParseMealRequest = z.input<typeof parseMealRequestSchema>;

/** How a parsed item's food was found: its name, a synonym (or local name), one typo forgiven, or a guess. */
export const MATCH_KINDS = ['exact', 'synonym', 'typo', 'guess'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** A food with an amount: what a parsed item would log, for an item or one of its alternatives. */
const amountedFoodShape = {
  food: foodSchema,
  /** A label of the food's portions, or null when a weight was typed (then `quantity` is in grams). */
  portion: z.nullable(z.string()),
  quantity: z.number(),
  grams: z.number(),
  calories: z.int(),
};
export const parsedAlternativeSchema = z.object(amountedFoodShape);
export type ParsedAlternative = z.infer<typeof parsedAlternativeSchema>;

export const parsedItemSchema = z.object({
  /** The part of the sentence this item came from ("a katori of dal"). */
  text: z.string(),
  ...amountedFoodShape,
  match: z.enum(MATCH_KINDS),
  /** True when the screen should ask ("Did you mean ...?") before logging it: a typo forgiven or a guess. */
  unsure: z.boolean(),
  /** When unsure: the next foods the words could mean, as the search ranks them, with the same amount. */
  alternatives: z.optional(z.array(parsedAlternativeSchema)),
  /** Why the amount is what it is, when it was not typed: "a usual amount of pickle beside a meal". */
  note: z.optional(z.string()),
});
export type ParsedItem = z.infer<typeof parsedItemSchema>;

export const parseMealResponseSchema = z.object({
  items: z.array(parsedItemSchema),
  /** Parts of the sentence no food was found for: shown as such, never guessed. */
  unmatched: z.array(z.string()),
});
export type ParseMealResponse = z.infer<typeof parseMealResponseSchema>;

// ---- Own foods: GET / POST /api/foods/custom, DELETE /api/foods/custom/{code} -----------------------------------

/** A nutrition label: the values of one serving, with the serving's grams (or ml). */
export const customFoodRequestSchema = z.strictObject({
  name: z
    .string(FOOD_MESSAGES.name)
    .check(z.trim(), z.minLength(1, FOOD_MESSAGES.name), z.maxLength(80, FOOD_MESSAGES.name)),
  brand: z.optional(z.string(FOOD_MESSAGES.brand).check(z.trim(), z.maxLength(60, FOOD_MESSAGES.brand))),
  servingLabel: z.optional(
    z.string(FOOD_MESSAGES.servingLabel).check(z.trim(), z.maxLength(40, FOOD_MESSAGES.servingLabel)),
  ),
  servingGrams: amountSchema(1, 2000, FOOD_MESSAGES.servingGrams),
  calories: amountSchema(0, 5000, FOOD_MESSAGES.calories, { integer: true }),
  protein: amountSchema(0, 500, FOOD_MESSAGES.macro),
  /** Total carbohydrate as a US label gives it (fibre included). */
  carbs: amountSchema(0, 500, FOOD_MESSAGES.macro),
  fat: amountSchema(0, 500, FOOD_MESSAGES.macro),
  fiber: z.optional(amountSchema(0, 500, FOOD_MESSAGES.macro)),
  /** mg */
  sodium: z.optional(amountSchema(0, 20000, FOOD_MESSAGES.sodium)),
});
export type CustomFoodRequest = z.input<typeof customFoodRequestSchema>;

export const customFoodSchema = z.extend(foodSchema, {
  brand: z.nullable(z.string()),
  /** The label as entered, per serving. */
  label: z.object({
    servingLabel: z.string(),
    servingGrams: z.number(),
    calories: z.int(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fiber: z.number(),
    sodium: z.number(),
  }),
});
export type CustomFood = z.infer<typeof customFoodSchema>;
export const customFoodsResponseSchema = z.object({
  foods: z.array(customFoodSchema),
  limit: z.int(),
});
export type CustomFoodsResponse = z.infer<typeof customFoodsResponseSchema>;
export const customFoodParamsSchema = z.object({
  code: z.string().check(z.regex(/^MY[1-9]\d{0,11}$/, FOOD_MESSAGES.noSuchFood)),
});

// ---- Saved meals: GET / POST /api/foods/meals, DELETE /api/foods/meals/{id} ---------------------------------------

/** One item of a meal: a food by grams, or by one of its portions and how many. */
export const mealItemRequestSchema = z.strictObject({
  foodCode: foodCodeSchema,
  grams: z.optional(amountSchema(1, 2000, FOOD_MESSAGES.grams)),
  portion: z.optional(
    z.string(FOOD_MESSAGES.portion).check(z.trim(), z.maxLength(40, FOOD_MESSAGES.portion)),
  ),
  quantity: z.optional(amountSchema(0.1, 50, FOOD_MESSAGES.quantity)),
});
export type MealItemRequest = z.input<typeof mealItemRequestSchema>;

export const savedMealRequestSchema = z.strictObject({
  name: z
    .string(FOOD_MESSAGES.name)
    .check(z.trim(), z.minLength(1, FOOD_MESSAGES.name), z.maxLength(80, FOOD_MESSAGES.name)),
  items: z
    .array(mealItemRequestSchema, FOOD_MESSAGES.items)
    .check(z.minLength(1, FOOD_MESSAGES.items), z.maxLength(FOOD_LIMITS.mealItems, FOOD_MESSAGES.items)),
});
export type SavedMealRequest = z.input<typeof savedMealRequestSchema>;

export const mealItemSchema = z.object({
  foodCode: z.string(),
  name: z.string(),
  portion: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  grams: z.number(),
  calories: z.int(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
});
export type MealItem = z.infer<typeof mealItemSchema>;

export const savedMealSchema = z.object({
  id: z.int(),
  name: z.string(),
  items: z.array(mealItemSchema),
  calories: z.int(),
  protein: z.number(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type SavedMeal = z.infer<typeof savedMealSchema>;
export const savedMealsResponseSchema = z.object({ meals: z.array(savedMealSchema), limit: z.int() });
export type SavedMealsResponse = z.infer<typeof savedMealsResponseSchema>;
export const savedMealParamsSchema = z.object({
  id: wholeNumberParam(FOOD_MESSAGES.noSuchMeal),
});
