// Dishes (issue 42): recipes from the food catalogue and their computed figures, allergens, bad input, deletion
// refused while a week shows the dish, and who may edit.
import { afterEach, expect, test } from 'vitest';
import { dishResponseSchema, dishesResponseSchema, type Dish } from '../../../contracts/dishes';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { bearer, createUser, signIn } from '../auth/auth-test-support';

let t: TestApp;
afterEach(() => t.close());

/** Wednesday 18 November 2026, 10 AM Central: the week of November 23 is still open. */
const WEDNESDAY = new Date('2026-11-18T16:00:00Z');

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  headers: object,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const PANEER_BITES = {
  name: 'Paneer cashew bites',
  description: 'Paneer and cashew, lightly salted.',
  recipe: [
    { foodCode: 'L003', grams: 100, label: 'paneer (milk)' },
    { foodCode: 'H005', grams: 10, label: 'cashew' },
    { foodCode: 'US02047', grams: 1, label: 'salt' },
  ],
  portionGrams: 110,
};

test('a dish from catalogue ingredients gets its figures per portion and per 100 g, allergens and statement', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const res = await call('POST', '/api/admin/dishes', admin, PANEER_BITES);
  expect(res.statusCode, res.body).toBe(201);
  const { dish } = dishResponseSchema.parse(res.json());
  // By hand, from the catalogue's per-100 g figures: paneer (IFCT L003) 258 kcal, 18.9 g protein, 12.4 g carbs,
  // 14.8 g fat, 0 fiber, 18 mg sodium; cashew (H005) 583, 18.8, 25.5, 45.2, 3.9, 9; salt (USDA 02047) 38,758 mg
  // sodium. 100 g paneer + 10 g cashew + 1 g salt: 258 + 58.3 = 316.3 kcal; 18.9 + 1.88 = 20.78 g protein;
  // 12.4 + 2.55 = 14.95 g carbs; 14.8 + 4.52 = 19.32 g fat; 0.39 g fiber; 18 + 0.9 + 387.58 = 406.48 mg sodium.
  expect(dish.nutrition.perPortion).toEqual({
    calories: 316,
    protein: 20.8,
    carbs: 15,
    fat: 19.3,
    fiber: 0.4,
    sodium: 406,
  });
  // Per 100 g of the 110 g cooked portion: 316.3 / 1.1 = 287.5 kcal, 20.78 / 1.1 = 18.9 g protein...
  expect(dish.nutrition.per100g).toEqual({
    calories: 288,
    protein: 18.9,
    carbs: 13.6,
    fat: 17.6,
    fiber: 0.4,
    sodium: 370,
  });
  expect(dish.nutrition.source).toBe('recipe');
  expect(dish.allergens).toEqual(['milk', 'tree nuts']);
  expect(dish.contains).toBe('Contains: milk, tree nuts (cashew)');
  expect(dish.ingredientStatement).toBe('paneer (milk), cashew, salt');
  expect(dish.vegetarian).toBe(true);
  expect(dish.icon).toBe('paneer');

  const listed = dishesResponseSchema.parse((await call('GET', '/api/admin/dishes', admin)).json());
  expect(listed.dishes.find((d) => d.id === dish.id)?.name).toBe('Paneer cashew bites');
  const [entry] = await t.database.db.select().from(auditLog);
  expect(entry).toMatchObject({ action: 'dish.create', entityType: 'dish', entityId: String(dish.id) });
});

test('ghee and paneer are milk, cashew a tree nut, shrimp a crustacean; the owner can override what is found', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const created = await call('POST', '/api/admin/dishes', admin, {
    name: 'Shrimp ghee roast',
    recipe: [
      { foodCode: 'US15149', grams: 150 },
      { foodCode: 'T013', grams: 10 },
      { foodCode: 'A019', grams: 20 },
    ],
    portionGrams: 160,
  });
  const { dish } = dishResponseSchema.parse(created.json());
  expect(dish.allergens).toEqual(['milk', 'crustacean shellfish', 'wheat']);
  expect(dish.contains).toBe('Contains: milk, crustacean shellfish (shrimp), wheat');
  expect(dish.vegetarian).toBe(false);
  // Catalogue names by default, heaviest first.
  expect(dish.ingredientStatement).toBe('Crustaceans, shrimp, mixed species, raw, Wheat flour, atta, Ghee');

  const overridden = await call('PATCH', `/api/admin/dishes/${dish.id}`, admin, {
    allergens: ['crustacean shellfish', 'wheat', 'sesame'],
  });
  expect(overridden.statusCode, overridden.body).toBe(200);
  expect(dishResponseSchema.parse(overridden.json()).dish).toMatchObject({
    allergens: ['crustacean shellfish', 'wheat', 'sesame'],
    allergensFound: ['milk', 'crustacean shellfish', 'wheat'],
    allergensOverridden: true,
    contains: 'Contains: crustacean shellfish (shrimp), wheat, sesame',
    version: 2,
  });
});

test('bad input gets a 400 naming the field, and nothing is saved', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const before = dishesResponseSchema.parse((await call('GET', '/api/admin/dishes', admin)).json()).dishes
    .length;
  const cases: [object, string][] = [
    [
      { ...PANEER_BITES, recipe: [PANEER_BITES.recipe[0], { foodCode: 'Z999', grams: 10 }] },
      'recipe.1.foodCode',
    ],
    [{ ...PANEER_BITES, recipe: [{ foodCode: 'L003', grams: -5 }] }, 'recipe.0.grams'],
    [{ ...PANEER_BITES, recipe: [{ foodCode: 'L003', grams: 50_000 }] }, 'recipe.0.grams'],
    [{ ...PANEER_BITES, portionGrams: 0 }, 'portionGrams'],
    [{ ...PANEER_BITES, name: '' }, 'name'],
    [{ ...PANEER_BITES, recipe: [] }, 'recipe'],
    [{ ...PANEER_BITES, allergens: ['gluten'] }, 'allergens.0'],
  ];
  for (const [payload, field] of cases) {
    const res = await call('POST', '/api/admin/dishes', admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
  }
  const after = dishesResponseSchema.parse((await call('GET', '/api/admin/dishes', admin)).json()).dishes
    .length;
  expect(after).toBe(before);
});

test('a dish with figures from a lab shows them, with its source, beside its recipe', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const res = await call('POST', '/api/admin/dishes', admin, {
    ...PANEER_BITES,
    stated: {
      calories: 300,
      protein: 21,
      carbs: 14,
      fat: 18,
      fiber: 1,
      sodium: 400,
      source: 'Lab report 2026-114',
    },
  });
  const { dish } = dishResponseSchema.parse(res.json());
  expect(dish.nutrition).toMatchObject({
    perPortion: { calories: 300, protein: 21 },
    source: 'stated',
    statedSource: 'Lab report 2026-114',
  });
  expect(dish.computed?.perPortion.calories).toBe(316);
});

test('a dish not built from a recipe takes its figures by hand with their source; bad figures are named', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const GULAB_JAMUN = {
    name: 'Gulab jamun',
    recipe: [],
    portionGrams: 80,
    allergens: ['milk', 'wheat'],
    stated: {
      calories: 300,
      protein: 4,
      carbs: 45,
      fat: 12,
      fiber: 0.5,
      sodium: 60,
      source: 'Supplier label',
    },
  };
  const refused: [object, string][] = [
    [{ ...GULAB_JAMUN.stated, calories: -1 }, 'stated.calories'],
    [{ ...GULAB_JAMUN.stated, sodium: 25000 }, 'stated.sodium'],
    [{ ...GULAB_JAMUN.stated, source: ' ' }, 'stated.source'],
    [
      { calories: 300, protein: 4, carbs: 45, fat: 12, fiber: 0.5, source: 'Supplier label' },
      'stated.sodium',
    ],
  ];
  for (const [stated, field] of refused) {
    const res = await call('POST', '/api/admin/dishes', admin, { ...GULAB_JAMUN, stated });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[field], res.body).toBeTruthy();
  }
  expect((await call('GET', '/api/admin/dishes', admin)).json().dishes).toHaveLength(21);

  const res = await call('POST', '/api/admin/dishes', admin, GULAB_JAMUN);
  expect(res.statusCode, res.body).toBe(201);
  const { dish } = dishResponseSchema.parse(res.json());
  // Per 100 g of the 80 g portion: 300 / 0.8 = 375 kcal, 4 / 0.8 = 5 g protein, 60 / 0.8 = 75 mg sodium.
  expect(dish.nutrition).toEqual({
    perPortion: { calories: 300, protein: 4, carbs: 45, fat: 12, fiber: 0.5, sodium: 60 },
    per100g: { calories: 375, protein: 5, carbs: 56.3, fat: 15, fiber: 0.6, sodium: 75 },
    source: 'stated',
    statedSource: 'Supplier label',
  });
  expect(dish.computed).toBeNull();
  expect(dish.contains).toBe('Contains: milk, wheat');
});

test('a dish on a coming week cannot be deleted: the 409 names the weeks', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const { dish } = dishResponseSchema.parse(
    (await call('POST', '/api/admin/dishes', admin, PANEER_BITES)).json(),
  );
  const seeded = dishesResponseSchema.parse((await call('GET', '/api/admin/dishes', admin)).json()).dishes;
  const raita = seeded.find((d) => d.name === 'Cucumber raita') as Dish;
  const week = weekWith(raita.id, dish.id);
  expect((await call('PUT', '/api/admin/menu/weeks/2026-11-30', admin, week)).statusCode).toBe(200);

  const refused = await call('DELETE', `/api/admin/dishes/${dish.id}`, admin);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'This dish is on the menu of the week of November 30, 2026: take it off those weeks first.',
  );
  // The seeded dishes are on every week through the rotation.
  const rotation = await call('DELETE', `/api/admin/dishes/${raita.id}`, admin);
  expect(rotation.statusCode).toBe(409);
  expect(rotation.json().message).toContain('(through the rotation)');

  week.days[0] = { date: '2026-11-30', dishIds: [raita.id] };
  expect((await call('PUT', '/api/admin/menu/weeks/2026-11-30', admin, week)).statusCode).toBe(200);
  expect((await call('DELETE', `/api/admin/dishes/${dish.id}`, admin)).statusCode).toBe(204);
  expect((await call('GET', `/api/admin/dishes/${dish.id}`, admin)).statusCode).toBe(404);
});

test('staff see dishes but edit them only when an owner allows it; never the settings; every change audited', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const cook = await createUser(t, {
    email: 'cook@example.com',
    password: 'kitchen-knife-22',
    role: 'staff',
  });
  const staff = bearer(await signIn(t, 'cook@example.com', 'kitchen-knife-22'));
  expect((await call('GET', '/api/admin/dishes', staff)).statusCode).toBe(200);
  expect((await call('GET', '/api/menu', staff)).statusCode).toBe(200);
  const refused = await call('POST', '/api/admin/dishes', staff, PANEER_BITES);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe('Only an owner, or staff an owner allowed, can edit dishes and menus');
  expect((await call('PUT', `/api/admin/menu/editors/${cook.id}`, staff, { canEdit: true })).statusCode).toBe(
    403,
  );
  expect((await call('PUT', '/api/admin/menu/settings', staff, { keepDays: 5 })).statusCode).toBe(403);

  const granted = await call('PUT', `/api/admin/menu/editors/${cook.id}`, admin, { canEdit: true });
  expect(granted.statusCode, granted.body).toBe(200);
  expect((await call('GET', '/api/admin/menu/access', staff)).json()).toMatchObject({ canEdit: true });
  expect((await call('POST', '/api/admin/dishes', staff, PANEER_BITES)).statusCode).toBe(201);

  await call('PUT', `/api/admin/menu/editors/${cook.id}`, admin, { canEdit: false });
  expect((await call('POST', '/api/admin/dishes', staff, PANEER_BITES)).statusCode).toBe(403);
  const actions = (await t.database.db.select().from(auditLog)).map((e) => [e.action, e.actorEmail]);
  expect(actions).toEqual([
    ['menu.editor-grant', 'boss@example.com'],
    ['dish.create', 'cook@example.com'],
    ['menu.editor-revoke', 'boss@example.com'],
  ]);
});

/** The seeded week with Monday's lunch replaced by these dishes. */
function weekWith(...mondayDishes: number[]) {
  const days: { date: string; dishIds: number[]; choices?: { label: string; dishIds: number[] }[] }[] = [
    { date: '2026-11-30', dishIds: mondayDishes },
    { date: '2026-12-01', dishIds: [mondayDishes[0] ?? 1] },
    { date: '2026-12-02', dishIds: [mondayDishes[0] ?? 1] },
    { date: '2026-12-03', dishIds: [mondayDishes[0] ?? 1] },
    { date: '2026-12-04', dishIds: [mondayDishes[0] ?? 1] },
  ];
  return { days };
}
