// The kitchen's dishes (issue 42): a recipe from the food catalogue with the grams of each ingredient per portion and
// the cooked weight of a portion, or figures entered by hand with their source; computed nutrition and allergens.
import * as z from 'zod/mini';
import { FDA_ALLERGENS } from '../domain/allergens';
import { DISH_ICONS } from './menu';

export const DISH_LIMITS = {
  name: 80,
  description: 300,
  ingredients: 40,
  label: 60,
  /** Raw grams of one ingredient in one portion. */
  maxIngredientGrams: 2000,
  minPortionGrams: 10,
  maxPortionGrams: 3000,
  tags: 10,
  tag: 30,
  source: 200,
} as const;

export const DISH_MESSAGES = {
  name: `Give the dish a name of 1 to ${DISH_LIMITS.name} characters`,
  description: `Describe the dish in ${DISH_LIMITS.description} characters or fewer`,
  recipe: `A recipe has up to ${DISH_LIMITS.ingredients} ingredients`,
  foodCode: 'Choose an ingredient from the food catalogue',
  unknownFood: 'No food with this code in the catalogue',
  grams: `Grams per portion must be more than 0 and at most ${DISH_LIMITS.maxIngredientGrams}`,
  label: `Name the ingredient in ${DISH_LIMITS.label} characters or fewer`,
  portionGrams: `The cooked portion must weigh ${DISH_LIMITS.minPortionGrams} to ${DISH_LIMITS.maxPortionGrams} g`,
  figure: 'Enter a number from 0 to 5000',
  sodium: 'Sodium must be 0 to 20000 mg',
  source: `Name where the figures come from (1 to ${DISH_LIMITS.source} characters)`,
  nothingToCompute: 'Give the dish a recipe, or its figures per portion with their source',
  allergen:
    'Use the FDA’s words: milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame',
  tags: `Up to ${DISH_LIMITS.tags} tags of 1 to ${DISH_LIMITS.tag} characters`,
  icon: `Choose one of: ${DISH_ICONS.join(', ')}`,
  noSuchDish: 'No such dish',
  editNotAllowed: 'Only an owner, or staff an owner allowed, can edit dishes and menus',
} as const;

const name = z
  .string(DISH_MESSAGES.name)
  .check(z.trim(), z.minLength(1, DISH_MESSAGES.name), z.maxLength(DISH_LIMITS.name, DISH_MESSAGES.name));
const description = z
  .string(DISH_MESSAGES.description)
  .check(z.trim(), z.maxLength(DISH_LIMITS.description, DISH_MESSAGES.description));
const grams = z
  .number(DISH_MESSAGES.grams)
  .check(z.gt(0, DISH_MESSAGES.grams), z.lte(DISH_LIMITS.maxIngredientGrams, DISH_MESSAGES.grams));
const figure = z
  .number(DISH_MESSAGES.figure)
  .check(z.gte(0, DISH_MESSAGES.figure), z.lte(5000, DISH_MESSAGES.figure));

export const recipeLineSchema = z.strictObject({
  foodCode: z
    .string(DISH_MESSAGES.foodCode)
    .check(z.minLength(1, DISH_MESSAGES.foodCode), z.maxLength(20, DISH_MESSAGES.foodCode)),
  grams,
  /** What the ingredient statement and labels call it; the catalogue's name otherwise. */
  label: z.optional(
    z
      .string(DISH_MESSAGES.label)
      .check(
        z.trim(),
        z.minLength(1, DISH_MESSAGES.label),
        z.maxLength(DISH_LIMITS.label, DISH_MESSAGES.label),
      ),
  ),
});

export const statedFiguresSchema = z.strictObject({
  calories: figure,
  protein: figure,
  carbs: figure,
  fat: figure,
  fiber: figure,
  sodium: z
    .number(DISH_MESSAGES.sodium)
    .check(z.gte(0, DISH_MESSAGES.sodium), z.lte(20000, DISH_MESSAGES.sodium)),
  source: z
    .string(DISH_MESSAGES.source)
    .check(
      z.trim(),
      z.minLength(1, DISH_MESSAGES.source),
      z.maxLength(DISH_LIMITS.source, DISH_MESSAGES.source),
    ),
});
export type StatedFigures = z.output<typeof statedFiguresSchema>;

const allergenList = z
  .array(z.enum(FDA_ALLERGENS, DISH_MESSAGES.allergen), DISH_MESSAGES.allergen)
  .check(z.maxLength(FDA_ALLERGENS.length, DISH_MESSAGES.allergen));
const tags = z
  .array(
    z
      .string(DISH_MESSAGES.tags)
      .check(z.trim(), z.minLength(1, DISH_MESSAGES.tags), z.maxLength(DISH_LIMITS.tag, DISH_MESSAGES.tags)),
    DISH_MESSAGES.tags,
  )
  .check(z.maxLength(DISH_LIMITS.tags, DISH_MESSAGES.tags));
const portionGrams = z
  .number(DISH_MESSAGES.portionGrams)
  .check(
    z.int(DISH_MESSAGES.portionGrams),
    z.gte(DISH_LIMITS.minPortionGrams, DISH_MESSAGES.portionGrams),
    z.lte(DISH_LIMITS.maxPortionGrams, DISH_MESSAGES.portionGrams),
  );

/** POST /api/admin/dishes */
export const createDishRequestSchema = z.strictObject({
  name,
  description: z.optional(description),
  recipe: z
    .array(recipeLineSchema, DISH_MESSAGES.recipe)
    .check(z.maxLength(DISH_LIMITS.ingredients, DISH_MESSAGES.recipe)),
  portionGrams,
  /** Figures per portion from a lab or a label: shown instead of the recipe's. */
  stated: z.optional(z.nullable(statedFiguresSchema)),
  /** The allergens as the owner sets them, replacing those found in the ingredients; null: as found. */
  allergens: z.optional(z.nullable(allergenList)),
  tags: z.optional(tags),
  icon: z.optional(z.enum(DISH_ICONS, DISH_MESSAGES.icon)),
});
export type CreateDishRequest = z.input<typeof createDishRequestSchema>;

/** What to do with weeks already locked that show the dish: keep them as they were, or apply the change there too. */
export const PUBLISHED_WEEKS_CHOICES = ['keep', 'apply'] as const;

/** PATCH /api/admin/dishes/:id: any of the fields; `publishedWeeks` answers the question a 409 asked. */
export const updateDishRequestSchema = z.strictObject({
  name: z.optional(name),
  description: z.optional(description),
  recipe: z.optional(
    z
      .array(recipeLineSchema, DISH_MESSAGES.recipe)
      .check(z.maxLength(DISH_LIMITS.ingredients, DISH_MESSAGES.recipe)),
  ),
  portionGrams: z.optional(portionGrams),
  stated: z.optional(z.nullable(statedFiguresSchema)),
  allergens: z.optional(z.nullable(allergenList)),
  tags: z.optional(tags),
  icon: z.optional(z.enum(DISH_ICONS, DISH_MESSAGES.icon)),
  publishedWeeks: z.optional(
    z.enum(PUBLISHED_WEEKS_CHOICES, 'Say keep or apply for the weeks already locked'),
  ),
});
export type UpdateDishRequest = z.input<typeof updateDishRequestSchema>;

export const dishParamsSchema = z.object({
  id: z.pipe(
    z.string(DISH_MESSAGES.noSuchDish).check(z.regex(/^\d{1,12}$/, DISH_MESSAGES.noSuchDish)),
    z.transform((v: string) => Number(v)),
  ),
});

/** GET /api/menu/photos/:photoId: a photo's id is a UUID. */
export const photoParamsSchema = z.object({
  photoId: z.string('No such photo').check(z.regex(/^[0-9a-f-]{36}$/, 'No such photo')),
});

export const figuresSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
  sodium: z.number(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const dishIngredientSchema = z.object({
  foodCode: z.string(),
  /** The catalogue's name of the food. */
  foodName: z.string(),
  /** The catalogue's food group (the shopping list groups by it). */
  group: z.string(),
  label: z.string(),
  grams: z.number(),
  /** This ingredient's share of one portion. */
  figures: figuresSchema,
  allergens: z.array(z.string()),
});

export const dishSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(DISH_ICONS),
  portionGrams: z.number(),
  recipe: z.array(dishIngredientSchema),
  /** The figures shown everywhere: the stated ones when given, else the recipe's. */
  nutrition: z.object({
    perPortion: figuresSchema,
    per100g: figuresSchema,
    source: z.enum(['stated', 'recipe']),
    /** Where stated figures come from. */
    statedSource: z.nullable(z.string()),
  }),
  /** The recipe's own figures, beside stated ones (null without a recipe). */
  computed: z.nullable(z.object({ perPortion: figuresSchema, per100g: figuresSchema })),
  stated: z.nullable(statedFiguresSchema),
  /** In the FDA's words, lower case. */
  allergens: z.array(z.string()),
  /** Those found in the ingredients, whatever the owner set. */
  allergensFound: z.array(z.string()),
  allergensOverridden: z.boolean(),
  /** "Contains: milk, tree nuts (cashew)", or null. */
  contains: z.nullable(z.string()),
  ingredientStatement: z.string(),
  tags: z.array(z.string()),
  vegetarian: z.boolean(),
  /** The photo's address (WebP, AVIF or JPEG by the Accept header), or null: the drawings stay. */
  photoUrl: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dish = z.infer<typeof dishSchema>;

export const dishResponseSchema = z.object({ dish: dishSchema });
export const dishesResponseSchema = z.object({ dishes: z.array(dishSchema) });
export type DishesResponse = z.infer<typeof dishesResponseSchema>;
