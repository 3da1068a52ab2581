// GET /api/menu?week=YYYY-MM-DD: a week's lunches from the dated menu (issue 42), one per weekday, with their dishes'
// nutrition, allergens and ingredients; and the owner's calls that plan it (weeks by hand, a rotation).
import * as z from 'zod/mini';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** Small pictograms drawn by the web app next to each dish. */
export const DISH_ICONS = [
  'chicken',
  'paneer',
  'fish',
  'shrimp',
  'lentils',
  'chickpeas',
  'rice',
  'salad',
  'yogurt',
  'greens',
  'papad',
] as const;

/** The drawn meal pictures the web app knows how to render. */
export const MEAL_IMAGES = [
  'tandoori-thali',
  'paneer-bowl',
  'salmon-plate',
  'butter-chicken-thali',
  'pulao-handi',
] as const;

export const dishSchema = z.object({
  name: z.string(),
  icon: z.enum(DISH_ICONS),
});

export const dishNutritionSchema = z.object({
  dish: z.string(),
  ingredients: z.string(),
  calories: z.int(),
  protein: z.int(),
});

export const nutritionSchema = z.object({
  /** kcal */
  calories: z.int(),
  /** grams */
  protein: z.int(),
  carbs: z.int(),
  fat: z.int(),
  fiber: z.int(),
  /** milligrams */
  sodium: z.int(),
  details: z.array(dishNutritionSchema),
});

/** One dish of a day's lunch, per portion; `allergens` in the FDA's words, lower case. */
export const menuDishSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.enum(DISH_ICONS),
  nutrition: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fiber: z.number(),
    sodium: z.number(),
  }),
  allergens: z.array(z.string()),
  /** "Contains: milk, tree nuts (cashew)", or null. */
  contains: z.nullable(z.string()),
  ingredientStatement: z.string(),
  /** The key of the choice of specials it belongs to, or null for a dish everyone gets. */
  choice: z.nullable(z.string()),
  photoUrl: z.nullable(z.string()),
});
export type MenuDish = z.infer<typeof menuDishSchema>;

export const menuDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** YYYY-MM-DD */
  date: z.string(),
  title: z.string(),
  description: z.string(),
  badge: z.string(),
  special: z.boolean(),
  /** For the chef's-choice day: the mains the customer may get. */
  choices: z.array(z.string()),
  /** The same choices with the keys a subscriber's pick is saved under (chicken, shrimp, ...). */
  choiceOptions: z.array(z.object({ key: z.string(), label: z.string() })),
  items: z.array(dishSchema),
  nutrition: nutritionSchema,
  image: z.enum(MEAL_IMAGES),
  /** A photo of the main dish, if one was uploaded; the drawing otherwise. */
  photoUrl: z.nullable(z.string()),
  /** The whole lunch's "Contains:" line (with the first choice), or null. */
  contains: z.nullable(z.string()),
  dishes: z.array(menuDishSchema),
});

export const menuResponseSchema = z.object({
  /** The Monday of the week shown. */
  weekStartDate: z.string(),
  days: z.array(menuDaySchema),
});

export const menuQuerySchema = z.object({
  week: z.optional(
    z
      .string('Use a date like 2026-11-23')
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23')),
  ),
});

export type Weekday = (typeof WEEKDAYS)[number];
export type DishIcon = (typeof DISH_ICONS)[number];
export type MealImage = (typeof MEAL_IMAGES)[number];
export type MenuDay = z.infer<typeof menuDaySchema>;
export type Nutrition = z.infer<typeof nutritionSchema>;
export type MenuResponse = z.infer<typeof menuResponseSchema>;
