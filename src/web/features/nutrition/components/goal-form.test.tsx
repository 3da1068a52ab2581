import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { GOAL_MESSAGES } from '../../../../contracts/nutrition';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { goalsFixture } from '../testing/fixtures';
import { NutritionTracker } from './nutrition-tracker';

const noGoals = {
  status: 404,
  body: { message: 'You have not set your nutritional goals yet', code: 'NOT_FOUND' },
};
/** The spec's form: kg and cm. */
const metric = { 'GET /api/nutrition/preferences': { body: { units: 'metric' } } };

test('out-of-range numbers go to the server as typed, and its messages appear under the fields they name', async () => {
  const { sent } = fakeApi({
    ...metric,
    'GET /api/nutritional-goals': noGoals,
    'POST /api/nutritional-goals': {
      status: 400,
      body: {
        message: 'Please check the highlighted fields',
        code: 'VALIDATION',
        fields: { height: GOAL_MESSAGES.height, age: GOAL_MESSAGES.age },
      },
    },
  });
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });

  await user.click(await screen.findByRole('radio', { name: /Weight Loss/ }));
  await user.selectOptions(screen.getByLabelText('Activity Level'), 'sedentary');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.type(screen.getByLabelText('Current Weight (kg)'), '64.5');
  await user.type(screen.getByLabelText('Target Weight (kg)'), '60');
  await user.type(screen.getByLabelText('Height (cm)'), '90');
  await user.type(screen.getByLabelText('Age'), '12');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  expect(await screen.findByText(GOAL_MESSAGES.height)).toBeVisible();
  expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription(GOAL_MESSAGES.height);
  expect(screen.getByLabelText('Age')).toHaveAccessibleDescription(GOAL_MESSAGES.age);
  expect(screen.getByLabelText('Current Weight (kg)')).toBeValid();
  const toast = await screen.findByRole('listitem');
  expect(within(toast).getByText('Error')).toBeVisible();
  expect(within(toast).getByText('Please check the highlighted fields')).toBeVisible();

  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
    goalType: 'weight_loss',
    activityLevel: 'sedentary',
    gender: 'female',
    currentWeight: '64.5',
    targetWeight: '60',
    height: '90',
    age: '12',
  });
});

test('Calculate saves the goals, says Goals Set! and opens the tabs; the Goals tab shows them with spaces', async () => {
  fakeApi({
    ...metric,
    'GET /api/nutritional-goals': noGoals,
    'POST /api/nutritional-goals': { body: goalsFixture },
  });
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });

  await user.click(await screen.findByRole('radio', { name: /Muscle Gain/ }));
  await user.selectOptions(screen.getByLabelText('Activity Level'), 'moderately_active');
  await user.selectOptions(screen.getByLabelText('Gender'), 'male');
  await user.type(screen.getByLabelText('Current Weight (kg)'), '72');
  await user.type(screen.getByLabelText('Height (cm)'), '175');
  await user.type(screen.getByLabelText('Age'), '29');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  const toast = await screen.findByRole('listitem');
  expect(within(toast).getByText('Goals Set!')).toBeVisible();
  expect(within(toast).getByText('Your nutritional goals have been calculated and saved.')).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'Goals' }));
  const targets = await screen.findByRole('region', { name: 'Your Daily Targets' });
  expect(targets).toHaveTextContent('2,900 kcal');
  expect(targets).toHaveTextContent('144 g');
  const profile = screen.getByRole('region', { name: 'Your Profile' });
  expect(profile).toHaveTextContent('Muscle Gain');
  expect(profile).toHaveTextContent('Moderately Active');

  await user.click(screen.getByRole('button', { name: 'Update Goals' }));
  expect(await screen.findByRole('heading', { name: 'Update Your Goals' })).toBeVisible();
  expect(screen.getByLabelText('Height (cm)')).toHaveValue(175);
});

test('a target the subscriber set themselves is marked as their own, with the calculated one beside it', async () => {
  fakeApi({
    'GET /api/nutritional-goals': {
      body: { ...goalsFixture, targetCalories: 2600, overridden: ['targetCalories'] },
    },
  });
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });
  await user.click(await screen.findByRole('tab', { name: 'Goals' }));
  const calories = (await screen.findByText('2,600 kcal')).closest('li');
  expect(calories).toHaveTextContent('Your own');
  expect(calories).toHaveTextContent('Calculated 2,900 kcal');
});

test('in US units the form takes pounds, feet and inches and sends kilograms and centimetres; the units can be switched', async () => {
  let units = 'us';
  const { sent } = fakeApi({
    'GET /api/nutrition/preferences': () => ({ body: { units } }),
    'PUT /api/nutrition/preferences': ({ body }) => {
      units = (body as { units: string }).units;
      return { body: { units } };
    },
    'GET /api/nutritional-goals': noGoals,
    'POST /api/nutritional-goals': {
      status: 400,
      body: {
        message: 'Please check the highlighted fields',
        code: 'VALIDATION',
        fields: { currentWeight: GOAL_MESSAGES.currentWeight },
      },
    },
  });
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });

  await user.click(await screen.findByRole('radio', { name: /Maintenance/ }));
  await user.selectOptions(screen.getByLabelText('Activity Level'), 'very_active');
  await user.selectOptions(screen.getByLabelText('Gender'), 'male');
  await user.type(screen.getByLabelText('Current Weight (lb)'), '176.4');
  await user.type(screen.getByLabelText('Height, feet'), '5');
  await user.type(screen.getByLabelText('Height, inches'), '11');
  await user.type(screen.getByLabelText('Age'), '30');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  // The server's message in the units the form is typed in.
  expect(await screen.findByText('Current weight must be between 66 and 661 lb')).toBeVisible();
  expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
    currentWeight: '80.01',
    targetWeight: '',
    height: '180.3',
    age: '30',
  });

  await user.click(screen.getByRole('radio', { name: 'kg · cm' }));
  expect(await screen.findByLabelText('Current Weight (kg)')).toBeVisible();
  expect(screen.getByLabelText('Height (cm)')).toBeVisible();
  expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ units: 'metric' });
});

test('in US units the profile and the weekly check-in speak pounds and feet, though the server answers kg', async () => {
  fakeApi({
    'GET /api/nutrition/preferences': { body: { units: 'us' } },
    'GET /api/nutritional-goals': { body: goalsFixture },
    'GET /api/nutrition/check-in': {
      body: {
        weekStart: '2026-11-16',
        status: 'pending',
        currentTarget: 2900,
        suggestedTarget: 3000,
        estimatedExpenditure: 2750,
        formulaExpenditure: 2618,
        weightChangePerWeek: -0.3,
        loggedDays: 20,
        reason:
          'In the last 14 days you logged 13 days and your weight trend moved -0.3 kg a week, so you spend about 2750 kcal a day. We suggest you raise your target to 3000 kcal (at most 300 kcal a week).',
      },
    },
  });
  const user = userEvent.setup();
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });
  await user.click(await screen.findByRole('tab', { name: 'Goals' }));
  const profile = await screen.findByRole('region', { name: 'Your Profile' });
  expect(profile).toHaveTextContent('158.7 lb');
  expect(profile).toHaveTextContent('5 ft 9 in');
  const checkIn = await screen.findByRole('region', { name: 'Suggested: 3,000 kcal a day' });
  expect(checkIn).toHaveTextContent('your weight trend moved -0.7 lb a week, so you spend');
  expect(checkIn).toHaveTextContent('-0.7 lb/wk');
  expect(checkIn).not.toHaveTextContent(/kg/);
});

test('the first goal form says what it is for, not a step count of one', async () => {
  fakeApi({ ...metric, 'GET /api/nutritional-goals': noGoals });
  renderInApp(<NutritionTracker today="2026-11-22" />, { route: '/nutrition' });

  const form = await screen.findByRole('region', { name: 'Set Your Goals' });
  expect(within(form).getByText('Before your first log')).toBeVisible();
  expect(form).not.toHaveTextContent(/step \d+ of \d+/i);
});
