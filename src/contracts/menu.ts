// GET /api/menu: the week's lunches, one per weekday, with their nutrition.
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

export const menuDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  title: z.string(),
  description: z.string(),
  badge: z.string(),
  special: z.boolean(),
  /** For the chef's-choice day: the mains the customer may get. */
  choices: z.array(z.string()),
  items: z.array(dishSchema),
  nutrition: nutritionSchema,
  image: z.enum(MEAL_IMAGES),
});

export const menuResponseSchema = z.object({
  days: z.array(menuDaySchema),
});

export type Weekday = (typeof WEEKDAYS)[number];
export type DishIcon = (typeof DISH_ICONS)[number];
export type MealImage = (typeof MEAL_IMAGES)[number];
export type MenuDay = z.infer<typeof menuDaySchema>;
export type Nutrition = z.infer<typeof nutritionSchema>;
export type MenuResponse = z.infer<typeof menuResponseSchema>;
