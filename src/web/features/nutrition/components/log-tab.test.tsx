import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Food } from '../../../../contracts/foods';
import type { Lunch } from '../../../../contracts/nutrition';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { dayFixture, entryFixture, goalsFixture } from '../testing/fixtures';
import { startOfflineState } from '../../../lib/offline-state';
import { NutritionTracker } from './nutrition-tracker';

const TODAY = '2026-11-20';
const nothingLogged = {
  status: 404,
  body: { message: 'Nothing is logged for this date', code: 'NOT_FOUND' },
};
const lunch: Lunch = {
  date: TODAY,
  available: true,
  name: 'Chicken Pulao',
  calories: 750,
  protein: 48,
  carbs: 65,
  fat: 28,
  fiber: 4,
  logged: false,
};

/** Opens Log Food and chooses dinner, so that what is logged does not depend on the hour the test runs. */
async function openLogTab() {
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today={TODAY} />, { route: '/nutrition' });
  await user.click(await screen.findByRole('tab', { name: 'Log Food' }));
  await user.click(await screen.findByRole('radio', { name: 'Dinner' }));
  return user;
}

test('the log form sends what was typed for the chosen day, says Nutrition Logged!, clears itself and lists the entry', async () => {
  const logged = entryFixture({
    id: 7,
    date: TODAY,
    name: 'Protein shake',
    consumedCalories: 320,
    consumedProtein: '32',
    waterIntake: 0.5,
    meal: 'dinner',
  });
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/daily-nutrition': { status: 201, body: { entry: logged, day: dayFixture([logged], TODAY) } },
  });
  const user = await openLogTab();
  expect(await screen.findByRole('region', { name: 'Dinner' })).toHaveTextContent('Nothing logged.');

  await user.type(screen.getByLabelText(/What was it/), 'Protein shake');
  await user.type(screen.getByLabelText('Calories (kcal)'), '320');
  await user.type(screen.getByLabelText('Protein (g)'), '32');
  await user.type(screen.getByLabelText('Water (L)'), '0.5');
  expect(screen.getByLabelText('Water (L)')).toHaveAttribute('step', '0.1');
  await user.click(screen.getByRole('button', { name: 'Log Nutrition' }));

  expect(await screen.findByText('Nutrition Logged!')).toBeVisible();
  expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null);
  expect(screen.getByLabelText(/What was it/)).toHaveValue('');
  const entries = screen.getByRole('list', { name: 'Dinner entries' });
  expect(entries).toHaveTextContent('Protein shake');
  expect(entries).toHaveTextContent('320 kcal');

  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
    date: TODAY,
    source: 'manual',
    name: 'Protein shake',
    consumedCalories: '320',
    consumedProtein: '32',
    consumedCarbs: '',
    consumedFat: '',
    consumedFiber: '',
    waterIntake: '0.5',
    exerciseCaloriesBurned: '',
    meal: 'dinner',
  });
});

test("the installed app's Log food shortcut (/nutrition?tab=log) opens the tracker on the Log Food tab", async () => {
  fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
  });
  renderInApp(<NutritionTracker today={TODAY} />, { route: '/nutrition?tab=log' });
  expect(await screen.findByRole('tab', { name: 'Log Food' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
});

test('a refused entry shows the Error toast with the server message and the message under its field', async () => {
  fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/daily-nutrition': {
      status: 400,
      body: {
        message: 'Calories must be a whole number from 0 to 10000',
        code: 'VALIDATION',
        fields: { consumedCalories: 'Calories must be a whole number from 0 to 10000' },
      },
    },
  });
  const user = await openLogTab();
  await user.type(await screen.findByLabelText('Calories (kcal)'), '99999');
  await user.click(screen.getByRole('button', { name: 'Log Nutrition' }));

  expect(await screen.findByText('Error')).toBeVisible();
  expect(screen.getByLabelText('Calories (kcal)')).toHaveAccessibleDescription(
    'Calories must be a whole number from 0 to 10000',
  );
  expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(99999);
});

test("I had today's lunch logs the day's dish in one tap and then says it is logged", async () => {
  const entry = entryFixture({
    id: 9,
    date: TODAY,
    source: 'lunch',
    name: 'Chicken Pulao',
    consumedCalories: 750,
    consumedProtein: '48',
    meal: 'lunch',
  });
  let lunchLogged = false;
  fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': () => ({ body: { ...lunch, logged: lunchLogged } }),
    'POST /api/daily-nutrition/lunch': () => {
      lunchLogged = true;
      return { status: 201, body: { entry, day: dayFixture([entry], TODAY) } };
    },
  });
  const user = await openLogTab();
  await user.click(await screen.findByRole('button', { name: "I had today's lunch" }));

  expect(await screen.findByText('Lunch Logged!')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Lunch logged ✓' })).toBeDisabled();
  expect(screen.getByRole('list', { name: 'Lunch entries' })).toHaveTextContent('Chicken Pulao');
});

test('Log Again adds a recent food to the chosen meal in one tap: a typed one by its amounts, a catalogue one by its portion', async () => {
  const poha = entryFixture({
    id: 3,
    date: '2026-11-18',
    name: 'Poha',
    consumedCalories: 380,
    consumedProtein: '9.0',
    consumedCarbs: '60.0',
  });
  const roti = entryFixture({
    id: 2,
    date: '2026-11-17',
    name: 'Roti (chapati, phulka)',
    source: 'food',
    foodCode: 'ASC096',
    grams: 72,
    portion: 'piece',
    quantity: 2,
    consumedCalories: 145,
  });
  const again = entryFixture({ ...poha, id: 9, date: TODAY, meal: 'dinner' });
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'GET /api/daily-nutrition/recent': {
      body: { entries: [poha, roti], frequent: [{ entry: roti, times: 5 }] },
    },
    'POST /api/daily-nutrition': { status: 201, body: { entry: again, day: dayFixture([again], TODAY) } },
  });
  const user = await openLogTab();

  await user.click(await screen.findByRole('button', { name: 'Add Poha again' }));
  expect(await screen.findByText('Poha added to dinner.')).toBeVisible();
  expect(screen.getByRole('list', { name: 'Recent' })).toHaveTextContent('2 pieces · 72 g');
  await user.click(screen.getByRole('tab', { name: 'Frequent' }));
  expect(screen.getByRole('list', { name: 'Frequent' })).toHaveTextContent('5× in 30 days');
  await user.click(screen.getByRole('button', { name: 'Add Roti (chapati, phulka) again' }));
  const posts = sent.filter((r) => r.method === 'POST').map((r) => r.body);
  expect(posts).toEqual([
    {
      date: TODAY,
      name: 'Poha',
      consumedCalories: 380,
      consumedProtein: '9.0',
      consumedCarbs: '60.0',
      consumedFat: poha.consumedFat,
      consumedFiber: poha.consumedFiber,
      meal: 'dinner',
    },
    { date: TODAY, source: 'food', foodCode: 'ASC096', portion: 'piece', quantity: 2, meal: 'dinner' },
  ]);
});

const roti: Food = {
  code: 'ASC096',
  name: 'Roti (chapati, phulka)',
  localNames: [],
  source: 'indb2024',
  group: 'Indian dishes',
  kind: 'dish',
  per100g: { calories: 202, protein: 5.9, carbs: 35.7, fat: 3.6, fiber: 6.3, sodium: 1 },
  portions: [
    { label: 'piece', grams: 36 },
    { label: 'oz', grams: 28.4 },
  ],
  energySource: 'listed',
};
const dal: Food = {
  ...roti,
  code: 'TF001',
  name: 'Dal, toor (arhar), plain cooked',
  source: 'tiffin',
  per100g: { calories: 80, protein: 5.2, carbs: 13.4, fat: 0.4, fiber: 2.2, sodium: 360 },
  portions: [
    { label: 'katori', grams: 150 },
    { label: 'cup', grams: 240 },
  ],
};

const sure = { match: 'exact', unsure: false } as const;

test('a meal typed as a sentence is read into foods and portions, fixed, and logged to the meal in one tap', async () => {
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/foods/parse': {
      body: {
        items: [
          { text: '2 roti', food: roti, portion: 'piece', quantity: 2, grams: 72, calories: 145, ...sure },
          {
            text: 'a katori of dal',
            food: dal,
            portion: 'katori',
            quantity: 1,
            grams: 150,
            calories: 120,
            ...sure,
          },
        ],
        unmatched: ['xyzzy'],
      },
    },
    'POST /api/daily-nutrition/batch': ({ body }) => {
      const entry = entryFixture({ id: 11, date: TODAY, meal: 'dinner', consumedCalories: 265 });
      return { status: 201, body: { entries: [entry], day: dayFixture([entry], TODAY), sent: body } };
    },
  });
  const user = await openLogTab();
  await user.type(screen.getByLabelText('What did you eat?'), '2 roti, a katori of dal and xyzzy');
  await user.click(screen.getByRole('button', { name: 'Read my meal' }));

  const foods = await screen.findByRole('list', { name: 'Foods read from your meal' });
  expect(foods).toHaveTextContent('Roti (chapati, phulka)');
  expect(foods).toHaveTextContent('145');
  expect(screen.getByText('Not found, so not counted:')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Search for xyzzy' })).toBeVisible();
  // One more roti: three pieces, 108 g, 218 kcal; then the whole meal in one tap.
  await user.click(screen.getByRole('button', { name: 'More Roti (chapati, phulka)' }));
  expect(screen.getByText('338')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Log all to Dinner' }));
  expect(await screen.findByText('Nutrition Logged!')).toBeVisible();
  expect(sent.find((r) => r.path === '/api/daily-nutrition/batch')?.body).toEqual({
    date: TODAY,
    meal: 'dinner',
    items: [
      { foodCode: 'ASC096', portion: 'piece', quantity: 3 },
      { foodCode: 'TF001', portion: 'katori', quantity: 1 },
    ],
  });
});

test('an item the server was unsure of asks "Did you mean ...?" and is corrected with one tap before logging', async () => {
  const chickenCurry: Food = { ...dal, code: 'ASC240', name: 'Chicken curry' };
  const butterChicken: Food = { ...dal, code: 'ASC242', name: 'Butter chicken' };
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/foods/parse': {
      body: {
        items: [
          { text: '2 roti', food: roti, portion: 'piece', quantity: 2, grams: 72, calories: 145, ...sure },
          {
            text: 'a katori of chiken currey',
            food: dal,
            portion: 'katori',
            quantity: 1,
            grams: 150,
            calories: 120,
            match: 'typo',
            unsure: true,
            alternatives: [
              { food: chickenCurry, portion: 'katori', quantity: 1, grams: 150, calories: 160 },
              { food: butterChicken, portion: 'katori', quantity: 1, grams: 150, calories: 206 },
            ],
          },
        ],
        unmatched: [],
      },
    },
    'POST /api/daily-nutrition/batch': ({ body }) => {
      const entry = entryFixture({ id: 13, date: TODAY, meal: 'dinner', consumedCalories: 305 });
      return { status: 201, body: { entries: [entry], day: dayFixture([entry], TODAY), sent: body } };
    },
  });
  const user = await openLogTab();
  await user.type(screen.getByLabelText('What did you eat?'), '2 roti and a katori of chiken currey');
  await user.click(screen.getByRole('button', { name: 'Read my meal' }));

  const question = await screen.findByRole('group', {
    name: 'Did you mean Dal, toor (arhar), plain cooked?',
  });
  expect(question).toHaveTextContent('We read a typo in “a katori of chiken currey”');
  // Nothing is logged while it asks.
  expect(screen.getByRole('button', { name: 'Answer the question above first' })).toBeDisabled();
  await user.click(within(question).getByRole('button', { name: /^Chicken curry/ }));
  expect(screen.queryByRole('group', { name: /Did you mean/ })).toBeNull();
  expect(screen.getByRole('list', { name: 'Foods read from your meal' })).toHaveTextContent('Chicken curry');
  await user.click(screen.getByRole('button', { name: 'Log all to Dinner' }));
  expect(await screen.findByText('Nutrition Logged!')).toBeVisible();
  expect(sent.find((r) => r.path === '/api/daily-nutrition/batch')?.body).toEqual({
    date: TODAY,
    meal: 'dinner',
    items: [
      { foodCode: 'ASC096', portion: 'piece', quantity: 2 },
      { foodCode: 'ASC240', portion: 'katori', quantity: 1 },
    ],
  });
});

test('a food found by search is added by a household portion and how many', async () => {
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'GET /api/foods': { body: { foods: [dal, roti] } },
    'POST /api/daily-nutrition': () => {
      const entry = entryFixture({ id: 12, date: TODAY, meal: 'dinner', consumedCalories: 192 });
      return { status: 201, body: { entry, day: dayFixture([entry], TODAY) } };
    },
  });
  const user = await openLogTab();
  await user.type(screen.getByLabelText('Search foods'), 'dal');
  await user.click(await screen.findByRole('button', { name: /Dal, toor/ }));
  await user.selectOptions(screen.getByLabelText('Dal, toor (arhar), plain cooked: portion'), 'cup');
  expect(screen.getByText('240 g')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add to Dinner' }));
  expect(await screen.findByText('Nutrition Logged!')).toBeVisible();
  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
    date: TODAY,
    source: 'food',
    foodCode: 'TF001',
    portion: 'cup',
    quantity: 1,
    meal: 'dinner',
  });
});

test('without a signal an entry shows at once as pending, survives in the queue and is sent once when the signal returns', async () => {
  // A signed-in subscriber (the queue is kept under the session's account) on a phone that lost its signal.
  window.localStorage.setItem('auth_token', `h.${btoa(JSON.stringify({ sub: '41' }))}.s`);
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // As the app does once its first page is up: the page follows the connection from here on.
  startOfflineState();
  const logged = entryFixture({
    id: 8,
    date: TODAY,
    name: 'Paneer wrap',
    consumedCalories: 540,
    meal: 'dinner',
  });
  let server: (typeof logged)[] = [];
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: () =>
      server.length === 0 ? nothingLogged : { body: dayFixture(server, TODAY) },
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/daily-nutrition': () => {
      server = [logged];
      return { status: 201, body: { entry: logged, day: dayFixture(server, TODAY) } };
    },
  });
  const user = await openLogTab();
  await user.type(screen.getByLabelText(/What was it/), 'Paneer wrap');
  await user.type(screen.getByLabelText('Calories (kcal)'), '540');
  await user.click(screen.getByRole('button', { name: 'Log Nutrition' }));

  const dinner = screen.getByRole('list', { name: 'Dinner entries' });
  const row = within(dinner).getByRole('listitem', { name: 'Paneer wrap, pending' });
  expect(row).toHaveTextContent("will send when you're back online");
  expect(await screen.findByText('Saved on this device')).toBeVisible();
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(screen.queryByRole('listitem', { name: /pending/ })).toBeNull());
  expect(screen.getByRole('list', { name: 'Dinner entries' })).toHaveTextContent('Paneer wrap');
  const posts = sent.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toMatchObject({ date: TODAY, name: 'Paneer wrap', consumedCalories: '540' });
  onLine.mockRestore();
});
