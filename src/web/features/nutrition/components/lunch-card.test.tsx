import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Lunch } from '../../../../contracts/nutrition';
import type { RatingsResponse } from '../../../../contracts/ratings';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { LunchCard } from './lunch-card';

const DAY = '2026-11-20';
const lunch = (logged: boolean): Lunch => ({
  date: DAY,
  available: true,
  name: 'Chicken Pulao',
  calories: 750,
  protein: 48,
  carbs: 65,
  fat: 28,
  fiber: 4,
  logged,
});
const openToRating = (stars: number | null): RatingsResponse => {
  const rating =
    stars === null
      ? null
      : {
          date: DAY,
          dishName: 'Chicken Pulao',
          stars,
          tags: [],
          comment: null,
          ratedAt: '2026-11-20T20:30:00Z',
          changeableUntil: '2026-11-28T05:59:59Z',
        };
  return {
    open: [{ date: DAY, dishName: 'Chicken Pulao', rating, changeableUntil: '2026-11-28T05:59:59Z' }],
    ratings: rating ? [rating] : [],
  };
};

test('once our lunch is logged and picked up, the tracker asks how it was and records the stars tapped', async () => {
  let given: number | null = null;
  const ratings: FakeRoute = () => ({ body: openToRating(given) });
  const { sent } = fakeApi({
    'GET /api/daily-nutrition/lunch': { body: lunch(true) },
    'GET /api/ratings': ratings,
    'POST /api/ratings': ({ body }) => {
      given = (body as { stars: number }).stars;
      return {
        status: 201,
        body: { success: true, message: 'Thank you', rating: openToRating(given).ratings[0] },
      };
    },
  });
  const user = userEvent.setup();
  renderInApp(<LunchCard date={DAY} today={DAY} />, { route: '/nutrition' });

  expect(await screen.findByText('How was it?')).toBeVisible();
  await user.click(screen.getByRole('button', { name: '4 of 5 stars' }));
  expect(await screen.findByText(/You gave it 4 of 5/)).toBeVisible();
  expect(screen.getByText('Your rating')).toBeVisible();
  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ date: DAY, stars: 4 });
});

test('before the lunch is logged nothing is asked, and a lunch not open to rating yet asks nothing either', async () => {
  const { sent } = fakeApi({
    'GET /api/daily-nutrition/lunch': { body: lunch(false) },
    'GET /api/ratings': { body: { open: [], ratings: [] } },
  });
  const { unmount } = renderInApp(<LunchCard date={DAY} today={DAY} />, { route: '/nutrition' });
  expect(await screen.findByRole('button', { name: "I had today's lunch" })).toBeVisible();
  expect(sent.some((r) => r.path === '/api/ratings')).toBe(false);
  unmount();

  const asked = fakeApi({
    'GET /api/daily-nutrition/lunch': { body: lunch(true) },
    'GET /api/ratings': { body: { open: [], ratings: [] } },
  });
  renderInApp(<LunchCard date={DAY} today={DAY} />, { route: '/nutrition' });
  expect(await screen.findByRole('button', { name: 'Lunch logged ✓' })).toBeVisible();
  await waitFor(() => expect(asked.sent.some((r) => r.path === '/api/ratings')).toBe(true));
  expect(screen.queryByText('How was it?')).toBeNull();
});
