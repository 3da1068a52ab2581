// Issue 45's examples, one test each: the sentences are read as meant (nothing logged that was not said, the measure
// typed is the measure logged, an unsure item says so), the staples people name are found first, the rows that ran
// low are within their references, every katori, bowl and cup agrees with one volume table, and water logged by
// sentence counts toward the day's water.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ParseMealResponse } from '../../../contracts/foods';
import { PORTION_ML } from '../../../domain/food-portions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, trackerSubscriber } from '../nutrition/nutrition-test-support';
import { FOOD_QUERIES } from './food-queries.fixture';
import { ISSUE_LOW_ROWS, ISSUE_SEARCHES, ISSUE_SENTENCES } from './tracker-examples.fixture';

let t: TestApp;
let who: ReturnType<typeof api>;
beforeAll(async () => {
  // Friday 20 November 2026, 8 AM Central.
  t = await createTestApp({ now: new Date('2026-11-20T14:00:00Z') });
  who = api(t, await trackerSubscriber(t, 'auditor@example.com'));
});
afterAll(async () => {
  await t.close();
});

async function parse(text: string): Promise<ParseMealResponse> {
  const res = await who.post('/api/foods/parse', { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ParseMealResponse>();
}

async function firstFound(query: string) {
  const res = await who.get(`/api/foods?q=${encodeURIComponent(query)}&limit=5`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ foods: ParseMealResponse['items'][number]['food'][] }>().foods[0];
}

test.each(ISSUE_SENTENCES)('"$text" is read as meant', async (example) => {
  const answer = await parse(example.text);
  expect(answer.items.map((i) => i.food.code)).toEqual(example.items.map((i) => i.code));
  expect(answer.unmatched).toEqual(example.unmatched ?? []);
  example.items.forEach((expected, i) => {
    const item = answer.items[i];
    if (!item) return;
    if (expected.portion !== undefined) expect(item.portion, expected.code).toBe(expected.portion);
    if (expected.quantity !== undefined) expect(item.quantity, expected.code).toBe(expected.quantity);
    if (expected.grams) {
      expect(item.grams, expected.code).toBeGreaterThanOrEqual(expected.grams[0]);
      expect(item.grams, expected.code).toBeLessThanOrEqual(expected.grams[1]);
    }
    if (expected.calories) {
      expect(item.calories, expected.code).toBeGreaterThanOrEqual(expected.calories[0]);
      expect(item.calories, expected.code).toBeLessThanOrEqual(expected.calories[1]);
    }
    if (expected.unsure !== undefined) expect(item.unsure, expected.code).toBe(expected.unsure);
    // An unsure item comes with the next two foods, in the same amount; a sure one with none.
    if (item.unsure) {
      expect(item.alternatives).toHaveLength(2);
      expect(item.alternatives?.map((a) => a.food.code)).not.toContain(item.food.code);
    } else expect(item.alternatives).toBeUndefined();
    if (item.portion) expect(item.food.portions.map((p) => p.label)).toContain(item.portion);
  });
});

test.each(ISSUE_SEARCHES)(
  'the search answers "$query" with the food meant first',
  async ({ query, code }) => {
    expect((await firstFound(query))?.code).toBe(code);
  },
);

test(`${FOOD_QUERIES.length} everyday searches answer the food meant first, with a portion a person measures by`, async () => {
  expect(FOOD_QUERIES.length).toBeGreaterThanOrEqual(150);
  const wrong: string[] = [];
  for (const { query, code } of FOOD_QUERIES) {
    const food = await firstFound(query);
    if (food?.code !== code) wrong.push(`${query}: ${food?.code ?? 'nothing'} instead of ${code}`);
    // Every food found has a household portion besides the ounce (a piece, a katori, a cup, a glass...).
    if (food && !food.portions.some((p) => p.label !== 'oz')) wrong.push(`${query}: no household portion`);
  }
  expect(wrong).toEqual([]);
});

test.each(ISSUE_LOW_ROWS)('"$query" is within its references per 100 g', async ({ query, range }) => {
  const food = await firstFound(query);
  expect(food?.per100g.calories).toBeGreaterThanOrEqual(range[0]);
  expect(food?.per100g.calories).toBeLessThanOrEqual(range[1]);
});

test('every katori, bowl, cup and glass of every food agrees with one volume table', () => {
  const file = JSON.parse(readFileSync('food-catalogue/catalogue.json', 'utf8')) as {
    foods: unknown[][];
  };
  const disagreeing: string[] = [];
  for (const row of file.foods) {
    const flat = row[15] as (string | number)[];
    const densities: number[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const ml = PORTION_ML[String(flat[i])];
      if (ml !== undefined && flat[i] !== 'tsp') densities.push(Number(flat[i + 1]) / ml);
    }
    const low = Math.min(...densities);
    const high = Math.max(...densities);
    // Rounding to 0.1 g keeps a tablespoon within 1 %.
    if (densities.length > 1 && high > low * 1.02) disagreeing.push(`${String(row[0])} ${String(row[1])}`);
  }
  expect(disagreeing).toEqual([]);
});

test('two glasses of water logged by sentence count toward the day and its hydration bar', async () => {
  const answer = await parse('2 glasses of water');
  const [item] = answer.items;
  if (!item) throw new Error('no item');
  const logged = await who.post('/api/daily-nutrition/batch', {
    meal: 'snack',
    items: [{ foodCode: item.food.code, portion: item.portion, quantity: item.quantity }],
  });
  expect(logged.statusCode, logged.body).toBe(201);
  expect(logged.json()).toMatchObject({ day: { waterIntake: 0.5 } });
  const day = await who.get('/api/daily-nutrition/2026-11-20');
  expect(day.json()).toMatchObject({ waterIntake: 0.5 });
  // The same from the search's one food: a glass of water.
  const one = await who.post('/api/daily-nutrition', { foodCode: 'US14411', portion: 'glass', quantity: 1 });
  expect(one.statusCode, one.body).toBe(201);
  expect(one.json()).toMatchObject({ day: { waterIntake: 0.75 } });
});
