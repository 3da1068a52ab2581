import { afterAll, beforeAll, expect, test } from 'vitest';
import { menuResponseSchema } from '../../../contracts/menu';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the menu answers the five weekday lunches to anyone', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
  expect(res.statusCode).toBe(200);
  const { days } = menuResponseSchema.parse(res.json());
  expect(days.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  expect(res.headers['cache-control']).toContain('max-age=300');
});

test('the menu carries the spec figures for calories and protein', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
  const { days } = menuResponseSchema.parse(res.json());
  expect(days.map((d) => [d.nutrition.calories, d.nutrition.protein])).toEqual([
    [720, 40],
    [720, 38],
    [695, 45],
    [720, 40],
    [750, 48],
  ]);
});

test('the Friday special is the chef’s choice of chicken or shrimp pulao with its full nutrition', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
  const friday = menuResponseSchema.parse(res.json()).days.find((d) => d.day === 'friday');
  expect(friday).toMatchObject({
    special: true,
    choices: ['Chicken pulao', 'Shrimp pulao'],
    nutrition: { calories: 750, protein: 48, carbs: 65, fat: 28, fiber: 4, sodium: 920 },
  });
});

test('each day’s dish details add up to its totals', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
  for (const day of menuResponseSchema.parse(res.json()).days) {
    const sum = (key: 'calories' | 'protein') => day.nutrition.details.reduce((n, d) => n + d[key], 0);
    expect(sum('calories'), day.day).toBe(day.nutrition.calories);
    expect(sum('protein'), day.day).toBe(day.nutrition.protein);
  }
});
