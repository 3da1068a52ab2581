// The kitchen's shopping list (issue 42): every ingredient of a range's lunches, scaled by the meals to cook, in
// grams, kg and lb, as JSON or CSV.
import { afterEach, expect, test } from 'vitest';
import { labelsResponseSchema, shoppingListResponseSchema } from '../../../contracts/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from './admin-test-support';

let t: TestApp;
afterEach(() => t.close());

/** Wednesday 25 November 2026: the week of November 30 is paid for by two subscribers. */
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');

test('Monday’s shopping list scales each recipe by the lunches to cook, in grams, kg and lb, and as CSV', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  for (const email of ['asha@example.com', 'ravi@example.com']) {
    const sub = await insertSubscriber(t, { email, status: 'active' });
    await insertPaidPeriod(t, { ...sub, weekStartDate: '2026-11-30', amountCents: 7500, paidAt: WEDNESDAY });
  }
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/kitchen/shopping-list?from=2026-11-30&to=2026-11-30',
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = shoppingListResponseSchema.parse(res.json());
  expect(list).toMatchObject({ from: '2026-11-30', to: '2026-11-30', meals: 2 });
  expect(list.dishes).toEqual([
    { name: 'Cucumber raita', portions: 2 },
    { name: 'Jeera basmati rice', portions: 2 },
    { name: 'Tandoori chicken', portions: 2 },
    { name: 'Yellow dal tadka', portions: 2 },
  ]);
  const item = (code: string) => list.items.find((i) => i.foodCode === code);
  // 110 g of chicken thigh a portion, two portions: 220 g, 0.22 kg, 220 / 453.59 = 0.49 lb.
  expect(item('N002')).toMatchObject({ grams: 220, kg: 0.22, lb: 0.49, dishes: ['Tandoori chicken'] });
  // Ghee goes into the dal (5 g) and the rice (1 g): 12 g for two.
  expect(item('T013')).toMatchObject({ grams: 12, dishes: ['Jeera basmati rice', 'Yellow dal tadka'] });
  // Salt in all four, weighed to the spec's sodium: 0.65 + 0.6 + 0.4 + 0.15 = 1.8 g a lunch.
  expect(item('US02047')?.grams).toBe(3.6);

  const csv = await t.app.inject({
    method: 'GET',
    url: '/api/admin/kitchen/shopping-list?from=2026-11-30&to=2026-11-30',
    headers: { ...admin, accept: 'text/csv' },
  });
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe('group,ingredient,food code,grams,kg,lb,dishes');
  expect(lines).toHaveLength(list.items.length + 1);
  expect(csv.body).toContain(',N002,220,0.22,0.49,Tandoori chicken');

  const backwards = await t.app.inject({
    method: 'GET',
    url: '/api/admin/kitchen/shopping-list?from=2026-12-04&to=2026-11-30',
    headers: admin,
  });
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().fields).toEqual({ to: 'End the list on or after its first day' });
  const tooLong = await t.app.inject({
    method: 'GET',
    url: '/api/admin/kitchen/shopping-list?from=2026-11-30&to=2027-01-30',
    headers: admin,
  });
  expect(tooLong.json().fields).toEqual({ to: 'A shopping list covers up to 31 days' });
});

test('a day’s labels give each meal its figures, ingredients and allergens, with how many boxes get it', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  for (const email of ['asha@example.com', 'ravi@example.com']) {
    const sub = await insertSubscriber(t, { email, status: 'active' });
    await insertPaidPeriod(t, { ...sub, weekStartDate: '2026-11-30', amountCents: 7500, paidAt: WEDNESDAY });
  }
  const labelsOn = async (date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kitchen/labels?date=${date}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return labelsResponseSchema.parse(res.json());
  };
  const monday = await labelsOn('2026-11-30');
  expect(monday).toMatchObject({ date: '2026-11-30', keepDays: 3, business: { name: 'Tiffin Fit' } });
  expect(monday.labels).toEqual([
    expect.objectContaining({
      meal: 'Tandoori Chicken Thali',
      count: 2,
      calories: 720,
      protein: 40,
      carbs: 78,
      fat: 26,
      contains: 'Contains: milk',
    }),
  ]);
  expect(monday.labels[0]?.ingredients).toMatch(/^Tandoori chicken \(chicken thigh, hung yoghurt \(milk\), /);
  // Nobody picked shrimp: both Friday boxes are the chicken pulao's, and its label says so.
  const friday = await labelsOn('2026-12-04');
  expect(friday.labels.map((l) => [l.meal, l.count, l.calories, l.protein, l.contains])).toEqual([
    ['Friday Special: Chicken pulao', 2, 750, 48, 'Contains: milk'],
  ]);
});
