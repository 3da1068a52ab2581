import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Dish } from '../../../../../contracts/dishes';
import type { Food } from '../../../../../contracts/foods';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { DishList } from './dish-list';
import { NewDishForm } from './new-dish-form';

const PANEER: Food = {
  code: 'L003',
  name: 'Paneer',
  localNames: [],
  source: 'ifct2017',
  group: 'Milk and Milk Products',
  kind: 'raw',
  per100g: { calories: 258, protein: 18.9, carbs: 12.4, fat: 14.8, fiber: 0, sodium: 18 },
  portions: [],
  energySource: 'listed',
};

const FIGURES = { calories: 258, protein: 18.9, carbs: 12.4, fat: 14.8, fiber: 0, sodium: 18 };
const CREATED: Dish = {
  id: 40,
  version: 1,
  name: 'Paneer bites',
  description: '',
  icon: 'paneer',
  portionGrams: 95,
  recipe: [],
  nutrition: { perPortion: FIGURES, per100g: FIGURES, source: 'recipe', statedSource: null },
  computed: { perPortion: FIGURES, per100g: FIGURES },
  stated: null,
  allergens: ['milk'],
  allergensFound: ['milk'],
  allergensOverridden: false,
  contains: 'Contains: milk',
  ingredientStatement: 'Paneer',
  tags: [],
  vegetarian: true,
  photoUrl: null,
  createdAt: '2026-11-18T16:00:00.000Z',
  updatedAt: '2026-11-18T16:00:00.000Z',
};

test('an owner builds a dish from catalogue ingredients with grams per portion, and the server’s field errors show', async () => {
  const user = userEvent.setup();
  let attempt = 0;
  const { sent } = fakeApi({
    'GET /api/admin/foods': { body: { foods: [PANEER] } },
    'GET /api/admin/dishes': { body: { dishes: [] as Dish[] } },
    'POST /api/admin/dishes': () =>
      ++attempt === 1
        ? {
            status: 400,
            body: {
              message: 'Invalid recipe.0.grams: Grams per portion must be more than 0 and at most 2000',
              code: 'VALIDATION',
              fields: { 'recipe.0.grams': 'Grams per portion must be more than 0 and at most 2000' },
            },
          }
        : { status: 201, body: { dish: CREATED } },
  });
  renderInApp(<NewDishForm />, { route: '/admin/menu' });

  await user.type(screen.getByLabelText('Name'), 'Paneer bites');
  await user.type(screen.getByLabelText('Cooked portion (g)'), '95');
  await user.type(screen.getByLabelText('Add an ingredient from the food catalogue'), 'pan');
  await user.click(await screen.findByRole('button', { name: /Paneer L003/ }));
  const ingredients = within(screen.getByRole('list', { name: 'Ingredients' }));
  await user.type(ingredients.getByLabelText('Grams of Paneer'), '5000');
  await user.click(screen.getByRole('button', { name: 'Create dish' }));
  expect(await screen.findByText('Grams per portion must be more than 0 and at most 2000')).toBeVisible();

  await user.clear(ingredients.getByLabelText('Grams of Paneer'));
  await user.type(ingredients.getByLabelText('Grams of Paneer'), '100');
  await user.click(screen.getByRole('button', { name: 'Create dish' }));
  expect(await screen.findByText('Paneer bites: 258 kcal, 18.9 g protein a portion.')).toBeVisible();
  expect(sent.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
    name: 'Paneer bites',
    portionGrams: 95,
    recipe: [{ foodCode: 'L003', grams: 100 }],
  });
});

test('a dish not built from a recipe takes its figures by hand: each missing figure and the source are named before sending', async () => {
  const user = userEvent.setup();
  const stated = {
    calories: 300,
    protein: 4,
    carbs: 45,
    fat: 12,
    fiber: 0.5,
    sodium: 60,
    source: 'Supplier label',
  };
  const { sent } = fakeApi({
    'GET /api/admin/dishes': { body: { dishes: [] as Dish[] } },
    'POST /api/admin/dishes': {
      status: 201,
      body: {
        dish: {
          ...CREATED,
          name: 'Gulab jamun',
          nutrition: { ...CREATED.nutrition, perPortion: { ...stated }, source: 'stated' },
          computed: null,
          stated,
        },
      },
    },
  });
  renderInApp(<NewDishForm />, { route: '/admin/menu' });

  await user.type(screen.getByLabelText('Name'), 'Gulab jamun');
  await user.type(screen.getByLabelText('Cooked portion (g)'), '80');
  await user.click(screen.getByRole('radio', { name: 'Entered by hand (a lab report or a label)' }));
  await user.type(screen.getByLabelText('Calories (kcal)'), '300');
  await user.type(screen.getByLabelText('Protein (g)'), '-4');
  await user.click(screen.getByRole('button', { name: 'Create dish' }));
  expect(
    await screen.findByText('Please enter all six figures per portion and where they come from.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Protein (g)')).toHaveAccessibleDescription('Enter a number from 0 to 5000');
  expect(screen.getByLabelText('Carbs (g)')).toHaveAccessibleDescription('Enter a number from 0 to 5000');
  expect(screen.getByLabelText('Sodium (mg)')).toHaveAccessibleDescription('Sodium must be 0 to 20000 mg');
  expect(screen.getByLabelText('Source of the figures')).toHaveAccessibleDescription(
    'Name where the figures come from (1 to 200 characters)',
  );
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Protein (g)'));
  await user.type(screen.getByLabelText('Protein (g)'), '4');
  await user.type(screen.getByLabelText('Carbs (g)'), '45');
  await user.type(screen.getByLabelText('Fat (g)'), '12');
  await user.type(screen.getByLabelText('Fiber (g)'), '0.5');
  await user.type(screen.getByLabelText('Sodium (mg)'), '60');
  await user.type(screen.getByLabelText('Source of the figures'), 'Supplier label');
  await user.click(screen.getByRole('button', { name: 'Create dish' }));
  expect(await screen.findByText('Gulab jamun: 300 kcal, 4 g protein a portion.')).toBeVisible();
  expect(sent.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
    name: 'Gulab jamun',
    portionGrams: 80,
    recipe: [],
    stated,
  });
});

const ACCESS = { canEdit: true, editors: [], keepDays: 3 };
const WITH_RECIPE: Dish = {
  ...CREATED,
  recipe: [
    {
      foodCode: 'L003',
      foodName: 'Paneer',
      group: 'Milk and Milk Products',
      label: 'Paneer',
      grams: 100,
      figures: FIGURES,
      allergens: ['milk'],
    },
  ],
};

test('editing a dish a locked week shows asks keep or apply, and sends the answer', async () => {
  const user = userEvent.setup();
  const question =
    'The week of November 23, 2026 is locked and shows this dish. Keep it as it was, or apply the change there too (the subscribers are e-mailed)?';
  const { sent } = fakeApi({
    'GET /api/admin/dishes': { body: { dishes: [WITH_RECIPE] } },
    'GET /api/admin/menu/access': { body: ACCESS },
    'PATCH /api/admin/dishes/40': ({ body }) =>
      (body as { publishedWeeks?: string }).publishedWeeks
        ? { body: { dish: { ...CREATED, name: 'Paneer tikka bites' } } }
        : {
            status: 409,
            body: { message: question, code: 'CONFLICT', fields: { publishedWeeks: question } },
          },
  });
  renderInApp(<DishList />, { route: '/admin/menu' });

  await user.click(await screen.findByRole('button', { name: 'Edit Paneer bites' }));
  const form = within(screen.getByRole('form', { name: 'Edit Paneer bites' }));
  await user.clear(form.getByLabelText('Name'));
  await user.type(form.getByLabelText('Name'), 'Paneer tikka bites');
  await user.click(form.getByRole('radio', { name: 'Set by hand' }));
  await user.click(form.getByRole('checkbox', { name: 'sesame' }));
  await user.click(form.getByRole('button', { name: 'Save dish' }));
  expect(await form.findByRole('alert')).toHaveTextContent(question);

  await user.click(form.getByRole('button', { name: 'Apply there too and tell the subscribers' }));
  expect(await screen.findByText('Paneer tikka bites: 258 kcal, 18.9 g protein a portion.')).toBeVisible();
  expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
    {
      name: 'Paneer tikka bites',
      description: '',
      portionGrams: 95,
      recipe: [{ foodCode: 'L003', grams: 100 }],
      allergens: ['milk', 'sesame'],
    },
    {
      name: 'Paneer tikka bites',
      description: '',
      portionGrams: 95,
      recipe: [{ foodCode: 'L003', grams: 100 }],
      allergens: ['milk', 'sesame'],
      publishedWeeks: 'apply',
    },
  ]);
});

test('deleting a dish that a coming week shows says which weeks, and the dish stays', async () => {
  const user = userEvent.setup();
  const refusal =
    'This dish is on the menu of the week of November 30, 2026 and the week of December 7, 2026 (through the rotation): take it off those weeks first.';
  fakeApi({
    'GET /api/admin/dishes': { body: { dishes: [CREATED] } },
    'GET /api/admin/menu/access': { body: ACCESS },
    'DELETE /api/admin/dishes/40': {
      status: 409,
      body: { message: refusal, code: 'CONFLICT', fields: { weeks: '2026-11-30, 2026-12-07' } },
    },
  });
  renderInApp(<DishList />, { route: '/admin/menu' });

  await user.click(await screen.findByRole('button', { name: 'Delete Paneer bites' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
  const card = within(screen.getByRole('listitem', { name: 'Paneer bites' }));
  expect(await card.findByRole('alert')).toHaveTextContent(refusal);
});

test('staff without the owner’s leave see the dishes but no Edit or Delete', async () => {
  fakeApi({
    'GET /api/admin/dishes': { body: { dishes: [CREATED] } },
    'GET /api/admin/menu/access': { body: { ...ACCESS, canEdit: false } },
  });
  renderInApp(<DishList />, { route: '/admin/menu' });
  expect(await screen.findByRole('heading', { name: 'Paneer bites' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Edit Paneer bites' })).toBeNull();
});
