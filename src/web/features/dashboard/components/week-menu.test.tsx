import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { WeekLunches } from './week-menu';

const NUTRITION = { calories: 640, protein: 42, carbs: 60, fat: 20, fiber: 8, sodium: 900, details: [] };
const day = (date: string, weekday: 'monday' | 'tuesday', title: string, dishes: string[]) => ({
  day: weekday,
  date,
  title,
  description: '',
  badge: '',
  special: false,
  choices: [],
  choiceOptions: [],
  items: dishes.map((name) => ({ name, icon: 'paneer' })),
  nutrition: NUTRITION,
  image: 'paneer-bowl',
  photoUrl: null,
  contains: null,
  dishes: [],
});

test('a coming week’s lunches are read from the dated menu once the subscriber opens them', async () => {
  const user = userEvent.setup();
  const { sent } = fakeApi({
    'GET /api/menu': {
      body: {
        weekStartDate: '2026-12-07',
        days: [
          day('2026-12-07', 'monday', 'Saag paneer thali', ['Saag paneer', 'Jeera rice']),
          day('2026-12-08', 'tuesday', 'Rajma chawal', ['Rajma', 'Basmati rice']),
        ],
      },
    },
  });
  renderInApp(<WeekLunches monday="2026-12-07" />, { route: '/dashboard' });
  expect(sent).toHaveLength(0);

  await user.click(screen.getByText('The lunches of this week'));
  const menu = within(await screen.findByRole('list', { name: 'Menu of the week of December 7, 2026' }));
  const [monday] = menu.getAllByRole('listitem');
  expect(monday).toHaveTextContent(
    'MondaySaag paneer thali · 640 kcal · 42 g proteinSaag paneer, Jeera rice',
  );
  expect(sent.map((r) => r.path)).toEqual(['/api/menu']);
});
