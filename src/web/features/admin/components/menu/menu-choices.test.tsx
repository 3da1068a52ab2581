import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Dish } from '../../../../../contracts/dishes';
import type { MenuWeekResponse } from '../../../../../contracts/menu-calendar';
import { addDays, localDateOf, mondayOf } from '../../../../../domain/calendar';
import { formatWeekdayDate } from '../../../../../domain/dates';
import { siteConfig } from '../../../../lib/site-config';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { MenuWeekEditor } from './menu-week-editor';
import { RotationEditor } from './rotation-editor';

const FIGURES = { calories: 500, protein: 30, carbs: 40, fat: 20, fiber: 2, sodium: 400 };
const dish = (id: number, name: string): Dish => ({
  id,
  version: 1,
  name,
  description: '',
  icon: 'rice',
  portionGrams: 300,
  recipe: [],
  nutrition: { perPortion: FIGURES, per100g: FIGURES, source: 'recipe', statedSource: null },
  computed: null,
  stated: null,
  allergens: [],
  allergensFound: [],
  allergensOverridden: false,
  contains: null,
  ingredientStatement: '',
  tags: [],
  vegetarian: false,
  photoUrl: null,
  createdAt: '2026-11-18T16:00:00.000Z',
  updatedAt: '2026-11-18T16:00:00.000Z',
});
const DISHES = [
  dish(1, 'Chicken pulao'),
  dish(2, 'Shrimp pulao'),
  dish(3, 'Boondi raita'),
  dish(4, 'Paneer tikka masala'),
];
const CHICKEN = { key: 'chicken', label: 'Chicken pulao', dishIds: [1] };
const SHRIMP = { key: 'shrimp', label: 'Shrimp pulao', dishIds: [2] };

/** The week the editor opens on: the one after the server's today. */
const monday = addDays(mondayOf(localDateOf(new Date(siteConfig().serverTime))), 7);
const friday = addDays(monday, 4);
const fridayName = formatWeekdayDate(friday);

function weekOf(fridayChoices: { key: string; label: string; dishIds: number[] }[]): MenuWeekResponse {
  return {
    weekStartDate: monday,
    source: 'planned',
    rotationWeek: null,
    locksAt: '2099-01-01T18:00:00.000Z',
    locked: false,
    over: false,
    plan: [0, 1, 2, 3, 4].map((i) => ({
      date: addDays(monday, i),
      dishIds: [3],
      choices: i === 4 ? fridayChoices : [],
      title: i === 4 ? 'Friday Special: Chef’s Choice Pulao' : null,
      description: i === 4 ? 'Fragrant dum pulao with your choice of chicken or shrimp.' : null,
      badge: null,
      image: null,
    })),
    days: [],
    eaters: 0,
  };
}

test('Friday’s choices in a week are added, filled, put in order and removed, and the server’s message shows', async () => {
  const user = userEvent.setup();
  let attempt = 0;
  const { sent } = fakeApi({
    'GET /api/admin/dishes': { body: { dishes: DISHES } },
    [`GET /api/admin/menu/weeks/${monday}`]: { body: weekOf([CHICKEN, SHRIMP]) },
    [`PUT /api/admin/menu/weeks/${monday}`]: () =>
      ++attempt === 1
        ? {
            status: 400,
            body: {
              message: 'Invalid days.4.choices: Offer 2 to 6 choices',
              code: 'VALIDATION',
              fields: { 'days.4.choices': 'Offer 2 to 6 choices' },
            },
          }
        : { body: { week: weekOf([]), notified: 0 } },
  });
  renderInApp(<MenuWeekEditor />, { route: '/admin/menu' });

  const choices = () => within(screen.getByRole('list', { name: `${fridayName} choices` }));
  await screen.findByRole('list', { name: `${fridayName} choices` });
  await user.click(screen.getByRole('button', { name: `Remove the choice Shrimp pulao from ${fridayName}` }));
  expect(screen.getByText('Add a second choice, or remove this one, before saving.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Save week' }));
  expect(await screen.findByText('Offer 2 to 6 choices')).toBeVisible();

  await user.click(screen.getByRole('button', { name: `Add a choice to ${fridayName}` }));
  await user.type(choices().getByLabelText(`Name of ${fridayName} choice 2`), 'Paneer pulao');
  await user.selectOptions(
    choices().getByLabelText(`Add a dish to Paneer pulao on ${fridayName}`),
    'Paneer tikka masala',
  );
  // The day's own raita is not offered again inside a choice.
  expect(
    within(choices().getByLabelText(`Add a dish to Paneer pulao on ${fridayName}`)).queryByRole('option', {
      name: 'Boondi raita',
    }),
  ).toBeNull();
  await user.click(choices().getByRole('button', { name: `Move Paneer pulao up on ${fridayName}` }));
  expect(choices().getByLabelText(`Name of ${fridayName} choice 1`)).toHaveValue('Paneer pulao');
  await user.click(screen.getByRole('button', { name: 'Save week' }));
  expect(await screen.findByText(/is saved\.$/)).toBeVisible();

  const saved = sent.filter((r) => r.method === 'PUT').at(-1)?.body as {
    days: { choices?: unknown; title?: string; description?: string }[];
  };
  expect(saved.days[4]).toMatchObject({
    dishIds: [3],
    choices: [
      { label: 'Paneer pulao', dishIds: [4] },
      { key: 'chicken', label: 'Chicken pulao', dishIds: [1] },
    ],
    title: 'Friday Special: Chef’s Choice Pulao',
  });
  // Written for the choices the day had, the description is left for the server to word from the new ones.
  expect(saved.days[4]?.description).toBeUndefined();
  expect(saved.days[0]?.choices).toBeUndefined();
});

test('the rotation’s Friday choices are put in order and keep their keys, so picks already made follow them', async () => {
  const user = userEvent.setup();
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({
    weekday,
    dishIds: [3],
    choices: weekday === 'friday' ? [CHICKEN, SHRIMP] : [],
    title: null,
    description: null,
    badge: null,
    image: null,
  }));
  const rotation = { rotation: { id: 1, startsOn: '2024-01-01', weeks: [{ days }] } };
  const { sent } = fakeApi({
    'GET /api/admin/dishes': { body: { dishes: DISHES } },
    'GET /api/admin/menu/rotation': { body: rotation },
    'PUT /api/admin/menu/rotation': { body: rotation },
  });
  renderInApp(<RotationEditor canEdit />, { route: '/admin/menu' });

  await user.click(await screen.findByRole('button', { name: 'Move Shrimp pulao up on week 1 Friday' }));
  await user.click(
    screen.getByRole('button', { name: 'Remove Shrimp pulao from Shrimp pulao on week 1 Friday' }),
  );
  await user.selectOptions(
    screen.getByLabelText('Add a dish to Shrimp pulao on week 1 Friday'),
    'Paneer tikka masala',
  );
  await user.click(screen.getByRole('button', { name: 'Save rotation' }));
  expect(await screen.findByText(/1-week rotation from/)).toBeVisible();
  const body = sent.find((r) => r.method === 'PUT')?.body as { weeks: { days: { choices?: unknown }[] }[] };
  expect(body.weeks[0]?.days[4]?.choices).toEqual([
    { key: 'shrimp', label: 'Shrimp pulao', dishIds: [4] },
    { key: 'chicken', label: 'Chicken pulao', dishIds: [1] },
  ]);
});
