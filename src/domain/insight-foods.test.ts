// Every figure an insight states comes from the catalogue: each food the insights name has the catalogue row's values,
// and the sentences say what those values give (3 eggs are not 30 g of protein).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { amountIn, INSIGHT_FOODS, proteinServings } from './insight-foods';
import { generateFindings } from './nutrition-insights';
import { computeTargets } from './nutrition-targets';

const catalogue = JSON.parse(readFileSync('food-catalogue/catalogue.json', 'utf8')) as {
  foods: [
    string,
    string,
    unknown,
    unknown,
    unknown,
    unknown,
    unknown,
    unknown,
    number,
    number,
    number,
    number,
    number,
    number,
    unknown,
    (string | number)[],
  ][];
};
const rows = new Map(catalogue.foods.map((row) => [row[0], row]));

test.each(Object.entries(INSIGHT_FOODS))('the insights figures of %s are its catalogue row', (_, food) => {
  const row = rows.get(food.code);
  expect(row, food.code).toBeDefined();
  if (!row) return;
  expect({ calories: row[8], protein: row[9], fiber: row[12] }).toEqual(food.per100g);
  if ('portion' in food) {
    const flat = row[15];
    const at = flat.indexOf(food.portion.label);
    expect(at, `${food.code} has a ${food.portion.label}`).toBeGreaterThanOrEqual(0);
    expect(flat[at + 1]).toBe(food.portion.grams);
  }
});

test('each protein serving the insights suggest gives the protein they say, within 10%', () => {
  const text = proteinServings(30);
  const [paneer, chicken, eggs] = [...text.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
  expect(amountIn(INSIGHT_FOODS.paneer, 'protein', paneer ?? 0)).toBeGreaterThanOrEqual(27);
  expect(amountIn(INSIGHT_FOODS.paneer, 'protein', paneer ?? 0)).toBeLessThanOrEqual(33);
  expect(amountIn(INSIGHT_FOODS.chickenBreast, 'protein', chicken ?? 0)).toBeGreaterThanOrEqual(27);
  expect(amountIn(INSIGHT_FOODS.chickenBreast, 'protein', chicken ?? 0)).toBeLessThanOrEqual(33);
  const eggProtein = amountIn(INSIGHT_FOODS.egg, 'protein', (eggs ?? 0) * INSIGHT_FOODS.egg.portion.grams);
  expect(eggProtein).toBeGreaterThanOrEqual(27);
  expect(eggProtein).toBeLessThanOrEqual(33);
  expect(text).toBe('160 g paneer, 100 g chicken breast or 5 eggs');
});

test('the protein finding names servings whose protein is true', () => {
  const { targets } = computeTargets({
    goalType: 'muscle_gain',
    activityLevel: 'moderately_active',
    currentWeight: 75,
    height: 178,
    age: 30,
    gender: 'male',
  });
  const day = {
    date: '2026-11-20',
    calories: 2000,
    protein: 60,
    carbs: 250,
    fat: 60,
    fiber: 20,
    water: 2,
    exerciseCalories: 0,
  };
  const findings = generateFindings({
    goals: { goalType: 'muscle_gain', targets },
    days: [day, { ...day, date: '2026-11-21' }],
    today: null,
    lunch: null,
    weightTrendPerWeek: null,
  });
  const protein = findings.find((f) => f.category === 'protein');
  expect(protein?.actionItems[0]).toBe(
    'Add one protein serving a day of about 30 g: 160 g paneer, 100 g chicken breast or 5 eggs',
  );
  expect(protein?.actionItems.join(' ')).not.toMatch(/3 eggs|200 g chicken/);
  expect(protein?.actionItems[2]).toBe(
    'Swap a snack for 200 g of hung curd (Greek yoghurt): about 20 g of protein',
  );
});
