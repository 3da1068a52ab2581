import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { MenuDay, Weekday } from '../../../../contracts/menu';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { MenuCards } from './menu-cards';

const day = (weekday: Weekday, title: string): MenuDay => ({
  day: weekday,
  date: '2026-11-30',
  title,
  description: 'Cooked this morning.',
  badge: 'High Protein',
  special: false,
  choices: [],
  choiceOptions: [],
  items: [{ name: title, icon: 'chicken' }],
  nutrition: { calories: 720, protein: 40, carbs: 60, fat: 20, fiber: 6, sodium: 800, details: [] },
  image: 'tandoori-thali',
  photoUrl: null,
  contains: null,
  dishes: [],
});

test('a dish enough subscribers rated shows its live average; the others show none', async () => {
  fakeApi({
    'GET /api/ratings/dishes': {
      body: { dishes: [{ dishName: 'Tandoori Chicken Thali', average: 4.666, subscribers: 23 }] },
    },
  });
  renderInApp(
    <MenuCards
      days={[day('monday', 'Tandoori Chicken Thali'), day('tuesday', 'Paneer Power Bowl')]}
      onDrawn={() => {}}
    />,
  );
  expect(await screen.findByText('4.7 from 23 subscribers')).toBeVisible();
  expect(screen.getAllByText(/from \d+ subscribers/)).toHaveLength(1);
  expect(screen.getByRole('article', { name: 'Tandoori Chicken Thali' })).toHaveTextContent(
    '4.7 from 23 subscribers',
  );
});
