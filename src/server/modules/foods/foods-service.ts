// The foods a subscriber can log: the catalogue, their own foods, their recent and frequent foods first; a meal typed
// as a sentence; saved meals.
import {
  FOOD_LIMITS,
  FOOD_MESSAGES,
  type CustomFood,
  type Food,
  type MealItem,
  type MealItemRequest,
  type ParseMealResponse,
  type SavedMeal,
} from '../../../contracts/foods';
import { GRAMS_PER_OUNCE } from '../../../domain/food-portions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { FoodCatalogue } from './food-catalogue';
import { FoodIndex, type Ranked } from './food-index';
import { foodsRepository, type CustomFoodRow, type SavedMealRow } from './foods-repository';
import { finderOf, parseMeal } from './meal-parser';

/** A food the subscriber logged, how often and when last (from the day log, composed in app.ts). */
export interface FoodHistoryRow {
  code: string;
  times: number;
  /** Days since it was last logged (0 today). */
  daysAgo: number;
}
export type FoodHistory = (userId: number) => Promise<FoodHistoryRow[]>;

/** How long a subscriber's history and own foods are kept in memory between searches. */
const PERSONAL_TTL_MS = 30_000;
const PERSONAL_CACHE_SIZE = 2000;

export const customFoodCode = (id: number) => `MY${id}`;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** An own food as a catalogue food: the label's serving scaled to 100 g; carbohydrate without its fibre. */
export function customFoodView(row: CustomFoodRow): CustomFood {
  const f = 100 / row.servingGrams;
  const label = row.servingLabel || 'serving';
  return {
    code: customFoodCode(row.id),
    name: row.brand ? `${row.name} (${row.brand})` : row.name,
    localNames: [],
    source: 'own',
    group: 'Your foods',
    kind: 'ready',
    per100g: {
      calories: Math.round(row.calories * f),
      protein: round1(row.proteinG * f),
      carbs: round1(Math.max(0, row.carbsG - row.fiberG) * f),
      fat: round1(row.fatG * f),
      fiber: round1(row.fiberG * f),
      sodium: Math.round(row.sodiumMg * f),
    },
    portions: [
      { label, grams: row.servingGrams },
      ...(label === 'oz' ? [] : [{ label: 'oz', grams: GRAMS_PER_OUNCE }]),
    ],
    energySource: 'listed',
    brand: row.brand,
    label: {
      servingLabel: label,
      servingGrams: row.servingGrams,
      calories: row.calories,
      protein: row.proteinG,
      carbs: row.carbsG,
      fat: row.fatG,
      fiber: row.fiberG,
      sodium: row.sodiumMg,
    },
  };
}

/** Recent and frequent foods as search boosts (0-63): how often in the last 60 days, and how lately. */
function personalScores(history: FoodHistoryRow[]): Map<string, number> {
  const scores = new Map<string, number>();
  for (const row of history) {
    const recency = row.daysAgo <= 1 ? 20 : row.daysAgo <= 7 ? 10 : 0;
    scores.set(row.code, Math.min(63, 1 + Math.min(40, row.times) + recency));
  }
  return scores;
}

interface Personal {
  at: number;
  scores: Map<string, number>;
  own: CustomFood[];
  ownIndex: FoodIndex;
}

/** Grams of a meal item: given, or a portion's grams times how many. */
export function itemGrams(
  food: Food,
  item: Pick<MealItemRequest, 'grams' | 'portion' | 'quantity'>,
): {
  grams: number;
  portion: string | null;
  quantity: number | null;
} {
  if (item.portion !== undefined) {
    const quantity = typeof item.quantity === 'number' ? item.quantity : 1;
    const portion = food.portions.find((p) => p.label === item.portion);
    if (!portion) throw new AppError('VALIDATION', FOOD_MESSAGES.portion, { portion: FOOD_MESSAGES.portion });
    const grams = round1(portion.grams * quantity);
    if (grams < 1 || grams > 2000) {
      throw new AppError('VALIDATION', FOOD_MESSAGES.grams, { quantity: FOOD_MESSAGES.grams });
    }
    return { grams, portion: portion.label, quantity };
  }
  if (typeof item.grams !== 'number') {
    throw new AppError('VALIDATION', FOOD_MESSAGES.grams, { grams: FOOD_MESSAGES.grams });
  }
  return { grams: round1(item.grams), portion: null, quantity: null };
}

export function createFoodsService(deps: {
  db: Db;
  clock: Clock;
  catalogue: () => FoodCatalogue;
  history: FoodHistory;
}) {
  const repo = foodsRepository(deps.db);
  const personalCache = new Map<number, Personal>();

  async function personal(userId: number): Promise<Personal> {
    const now = deps.clock.now().getTime();
    const cached = personalCache.get(userId);
    if (cached && now - cached.at < PERSONAL_TTL_MS) return cached;
    const [history, rows] = await Promise.all([deps.history(userId), repo.customFoods(userId)]);
    const own = rows.map(customFoodView);
    const fresh: Personal = {
      at: now,
      scores: personalScores(history),
      own,
      ownIndex: FoodIndex.of(own.map((food) => ({ food, aliases: [], common: 3 }))),
    };
    if (personalCache.size >= PERSONAL_CACHE_SIZE) personalCache.clear();
    personalCache.set(userId, fresh);
    return fresh;
  }

  /** Own foods (when they match, always first) and then the catalogue. */
  function rankAll(
    p: Personal,
    query: string,
    limit: number,
    exact: { whole?: boolean; literal?: boolean } = {},
  ): Ranked[] {
    const own = p.ownIndex.rank(query, { limit, personal: p.scores, ...exact });
    const shared = deps.catalogue().search(query, { limit, personal: p.scores, ...exact });
    return [...own.map((r) => ({ ...r, personal: r.personal + 64 })), ...shared].slice(0, limit);
  }

  async function find(userId: number, code: string): Promise<Food | undefined> {
    const own = /^MY(\d+)$/.exec(code);
    if (!own) return deps.catalogue().find(code);
    const row = await repo.customFood(userId, Number(own[1]));
    return row ? customFoodView(row) : undefined;
  }

  async function mealView(userId: number, row: SavedMealRow): Promise<SavedMeal> {
    const items: MealItem[] = [];
    for (const item of row.items) {
      const food = await find(userId, item.foodCode);
      const f = item.grams / 100;
      items.push({
        foodCode: item.foodCode,
        name: food?.name ?? 'A food no longer in the catalogue',
        portion: item.portion,
        quantity: item.quantity,
        grams: item.grams,
        calories: Math.round((food?.per100g.calories ?? 0) * f),
        protein: round1((food?.per100g.protein ?? 0) * f),
        carbs: round1((food?.per100g.carbs ?? 0) * f),
        fat: round1((food?.per100g.fat ?? 0) * f),
        fiber: round1((food?.per100g.fiber ?? 0) * f),
      });
    }
    return {
      id: row.id,
      name: row.name,
      items,
      calories: items.reduce((sum, i) => sum + i.calories, 0),
      protein: round1(items.reduce((sum, i) => sum + i.protein, 0)),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    find,

    /** Forgets a subscriber's cached history and own foods (after they log or change one). */
    forget(userId: number) {
      personalCache.delete(userId);
    },

    async search(userId: number, query: string, limit: number): Promise<Food[]> {
      return rankAll(await personal(userId), query, limit).map((r) => r.food);
    },

    async parse(userId: number, text: string): Promise<ParseMealResponse> {
      const p = await personal(userId);
      return parseMeal(
        text,
        finderOf((words, limit, exact) => rankAll(p, words, limit, exact)),
        (code) => deps.catalogue().find(code),
      );
    },

    async customFoods(userId: number): Promise<CustomFood[]> {
      return (await repo.customFoods(userId)).map(customFoodView);
    },

    async addCustomFood(
      userId: number,
      label: {
        name: string;
        brand?: string | undefined;
        servingLabel?: string | undefined;
        servingGrams: number;
        calories: number;
        protein: number;
        carbs: number;
        fat: number;
        fiber?: number | undefined;
        sodium?: number | undefined;
      },
    ): Promise<CustomFood> {
      const fiber = label.fiber ?? 0;
      if (fiber > label.carbs) {
        const message = 'Fiber cannot be more than the total carbohydrate';
        throw new AppError('VALIDATION', message, { fiber: message });
      }
      const row = await deps.db.transaction((tx) =>
        foodsRepository(tx).addCustomFood(
          {
            userId,
            name: label.name,
            brand: label.brand || null,
            servingLabel: label.servingLabel || 'serving',
            servingGrams: label.servingGrams,
            calories: label.calories,
            proteinG: label.protein,
            carbsG: label.carbs,
            fatG: label.fat,
            fiberG: fiber,
            sodiumMg: label.sodium ?? 0,
            createdAt: deps.clock.now(),
          },
          FOOD_LIMITS.customFoods,
        ),
      );
      if (!row) throw new AppError('CONFLICT', FOOD_MESSAGES.customFoodsFull);
      personalCache.delete(userId);
      return customFoodView(row);
    },

    async deleteCustomFood(userId: number, code: string): Promise<void> {
      const id = Number(code.slice(2));
      if (!(await repo.deleteCustomFood(userId, id, deps.clock.now()))) {
        throw new AppError('NOT_FOUND', FOOD_MESSAGES.noSuchFood);
      }
      personalCache.delete(userId);
    },

    async savedMeals(userId: number): Promise<SavedMeal[]> {
      return Promise.all((await repo.savedMeals(userId)).map((row) => mealView(userId, row)));
    },

    async saveMeal(userId: number, meal: { name: string; items: MealItemRequest[] }): Promise<SavedMeal> {
      const items: SavedMealRow['items'] = [];
      for (const [i, item] of meal.items.entries()) {
        const food = await find(userId, item.foodCode);
        if (!food) {
          throw new AppError('VALIDATION', FOOD_MESSAGES.foodCode, {
            [`items.${i}.foodCode`]: FOOD_MESSAGES.foodCode,
          });
        }
        items.push({ foodCode: item.foodCode, ...itemGrams(food, item) });
      }
      const row = await deps.db.transaction((tx) =>
        foodsRepository(tx).addSavedMeal(
          { userId, name: meal.name, items, createdAt: deps.clock.now() },
          FOOD_LIMITS.savedMeals,
        ),
      );
      if (!row) throw new AppError('CONFLICT', FOOD_MESSAGES.savedMealsFull);
      return mealView(userId, row);
    },

    async deleteSavedMeal(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteSavedMeal(userId, id)))
        throw new AppError('NOT_FOUND', FOOD_MESSAGES.noSuchMeal);
    },
  };
}

export type FoodsService = ReturnType<typeof createFoodsService>;
