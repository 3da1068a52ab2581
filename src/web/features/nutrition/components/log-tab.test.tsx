import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Lunch } from '../../../../contracts/nutrition';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { dayFixture, entryFixture, goalsFixture } from '../testing/fixtures';
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

async function openLogTab() {
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today={TODAY} />, { route: '/nutrition' });
  await user.click(await screen.findByRole('tab', { name: 'Log Food' }));
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
  });
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'POST /api/daily-nutrition': { status: 201, body: { entry: logged, day: dayFixture([logged], TODAY) } },
  });
  const user = await openLogTab();
  expect(await screen.findByText('Nothing logged for this day yet.')).toBeVisible();

  await user.type(screen.getByLabelText(/What was it/), 'Protein shake');
  await user.type(screen.getByLabelText('Calories (kcal)'), '320');
  await user.type(screen.getByLabelText('Protein (g)'), '32');
  await user.type(screen.getByLabelText('Water (L)'), '0.5');
  expect(screen.getByLabelText('Water (L)')).toHaveAttribute('step', '0.1');
  await user.click(screen.getByRole('button', { name: 'Log Nutrition' }));

  expect(await screen.findByText('Nutrition Logged!')).toBeVisible();
  expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null);
  expect(screen.getByLabelText(/What was it/)).toHaveValue('');
  const entries = screen.getByRole('list', { name: 'Entries' });
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
  });
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
  expect(screen.getByRole('list', { name: 'Entries' })).toHaveTextContent('Chicken Pulao');
});

test('Log Again adds a recent food to the chosen day in one tap: a typed one by its amounts, a table one by its grams', async () => {
  const poha = entryFixture({
    id: 3,
    date: '2026-11-18',
    name: 'Poha',
    consumedCalories: 380,
    consumedProtein: '9.0',
    consumedCarbs: '60.0',
  });
  const rice = entryFixture({
    id: 2,
    date: '2026-11-17',
    name: 'Rice, raw, milled (150 g)',
    source: 'food',
    foodCode: 'A015',
    grams: 150,
    consumedCalories: 534,
  });
  const again = entryFixture({ ...poha, id: 9, date: TODAY });
  const { sent } = fakeApi({
    'GET /api/nutritional-goals': { body: goalsFixture },
    [`GET /api/daily-nutrition/${TODAY}`]: nothingLogged,
    'GET /api/daily-nutrition/lunch': { body: lunch },
    'GET /api/daily-nutrition/recent': { body: { entries: [poha, rice] } },
    'POST /api/daily-nutrition': { status: 201, body: { entry: again, day: dayFixture([again], TODAY) } },
  });
  const user = await openLogTab();

  await user.click(await screen.findByRole('button', { name: 'Add Poha again' }));
  expect(await screen.findByText('Poha has been added to the day.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add Rice, raw, milled (150 g) again' }));
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
    },
    { date: TODAY, source: 'food', foodCode: 'A015', grams: 150 },
  ]);
});
