// The food calls: search, a meal as a sentence, own foods and saved meals. Parse, call the service, answer.
import {
  customFoodParamsSchema,
  customFoodRequestSchema,
  customFoodSchema,
  customFoodsResponseSchema,
  FOOD_LIMITS,
  foodSearchQuerySchema,
  foodSchema,
  foodSearchResponseSchema,
  type Food,
  parseMealRequestSchema,
  parseMealResponseSchema,
  parsedAlternativeSchema,
  parsedItemSchema,
  type ParseMealResponse,
  savedMealParamsSchema,
  savedMealRequestSchema,
  savedMealSchema,
  savedMealsResponseSchema,
} from '../../../contracts/foods';
import * as z from 'zod/mini';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { FoodsService } from './foods-service';

const subscriber = { access: 'subscriber' } as const;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

/**
 * Each food's JSON, checked against its schema the first time it is answered. Foods are the catalogue's objects,
 * never changed (a subscriber's own foods are new objects after any edit), so a search answer is joined from
 * strings instead of parsing eight foods through zod on every keystroke (issue 18: a tenth of a search's CPU).
 */
const foodJson = new WeakMap<Food, string>();

function foodJsonOf(food: Food): string {
  let json = foodJson.get(food);
  if (json === undefined) {
    json = JSON.stringify(z.parse(foodSchema, food));
    foodJson.set(food, json);
  }
  return json;
}

function searchAnswerJson(data: unknown): string {
  const foods = (data as { foods?: unknown }).foods;
  if (!Array.isArray(foods)) return JSON.stringify(z.parse(foodSearchResponseSchema, data));
  return `{"foods":[${(foods as Food[]).map(foodJsonOf).join(',')}]}`;
}

/** A parsed item's fields and an alternative's, but their foods, checked by the contract's own shapes. */
const itemOwnFields = z.omit(parsedItemSchema, { food: true, alternatives: true });
const alternativeOwnFields = z.omit(parsedAlternativeSchema, { food: true });
const unmatchedSchema = z.array(z.string());

/** `{"food":<the food's kept JSON>,` and the rest of an object's JSON. */
const withFood = (food: Food, rest: string) => `{"food":${foodJsonOf(food)},${rest.slice(1)}`;

/**
 * A parse answer joined the same way: each item names its food and up to two alternatives with theirs, and parsing
 * those foods through zod on every sentence was a third of the parser's own time under load (issue 45). Every other
 * field is still checked by the contract's shape.
 */
function parseAnswerJson(data: unknown): string {
  const { items, unmatched } = data as Partial<ParseMealResponse>;
  if (!Array.isArray(items)) return JSON.stringify(z.parse(parseMealResponseSchema, data));
  const parts = items.map(({ food, alternatives, ...own }) => {
    let json = withFood(food, JSON.stringify(z.parse(itemOwnFields, own)));
    if (alternatives !== undefined) {
      const others = alternatives.map(({ food: other, ...rest }) =>
        withFood(other, JSON.stringify(z.parse(alternativeOwnFields, rest))),
      );
      json = `${json.slice(0, -1)},"alternatives":[${others.join(',')}]}`;
    }
    return json;
  });
  return `{"items":[${parts.join(',')}],"unmatched":${JSON.stringify(z.parse(unmatchedSchema, unmatched))}}`;
}

export function foodsRoutes(app: App, foods: FoodsService): void {
  app.get(
    '/api/foods',
    {
      config: subscriber,
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResponseSchema } },
      serializerCompiler: () => searchAnswerJson,
      // A search is sent at each pause in typing: two request log lines each were most of the log and, at the info
      // level, a third of the route's throughput (issue 18). A server error is still logged, and /metrics counts
      // every search.
      logLevel: 'warn',
    },
    async (request) => {
      const limit = Math.min(MAX_LIMIT, Math.max(1, request.query.limit ?? DEFAULT_LIMIT));
      return { foods: await foods.search(callerOf(request).userId, request.query.q, limit) };
    },
  );

  app.post(
    '/api/foods/parse',
    {
      // A POST for the sentence's length, yet it writes nothing: the caller's kept session read serves their next
      // request (on the embedded database, a session read per parse was about 40 % of the server's time under the
      // bench's parse load, issue 45).
      config: { ...subscriber, readsOnly: true },
      schema: { body: parseMealRequestSchema, response: { 200: parseMealResponseSchema } },
      serializerCompiler: () => parseAnswerJson,
    },
    async (request) => foods.parse(callerOf(request).userId, request.body.text),
  );

  app.get(
    '/api/foods/custom',
    { config: subscriber, schema: { response: { 200: customFoodsResponseSchema } } },
    async (request) => ({
      foods: await foods.customFoods(callerOf(request).userId),
      limit: FOOD_LIMITS.customFoods,
    }),
  );

  app.post(
    '/api/foods/custom',
    { config: subscriber, schema: { body: customFoodRequestSchema, response: { 201: customFoodSchema } } },
    async (request, reply) =>
      reply.code(201).send(await foods.addCustomFood(callerOf(request).userId, request.body)),
  );

  app.delete(
    '/api/foods/custom/:code',
    { config: subscriber, schema: { params: customFoodParamsSchema } },
    async (request, reply) => {
      await foods.deleteCustomFood(callerOf(request).userId, request.params.code);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/foods/meals',
    { config: subscriber, schema: { response: { 200: savedMealsResponseSchema } } },
    async (request) => ({
      meals: await foods.savedMeals(callerOf(request).userId),
      limit: FOOD_LIMITS.savedMeals,
    }),
  );

  app.post(
    '/api/foods/meals',
    { config: subscriber, schema: { body: savedMealRequestSchema, response: { 201: savedMealSchema } } },
    async (request, reply) =>
      reply.code(201).send(await foods.saveMeal(callerOf(request).userId, request.body)),
  );

  app.delete(
    '/api/foods/meals/:id',
    { config: subscriber, schema: { params: savedMealParamsSchema } },
    async (request, reply) => {
      await foods.deleteSavedMeal(callerOf(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
}
