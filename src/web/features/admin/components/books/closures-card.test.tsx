import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { ClosuresCard } from './closures-card';

afterEach(() => {
  vi.restoreAllMocks();
});

test('the owner turns the closure credit off, and a day closed without credit says so', async () => {
  let creditMeals = true;
  const { sent } = fakeApi({
    'GET /api/admin/closures': () => ({
      body: {
        closures: [
          {
            id: 1,
            day: '2026-12-25',
            reason: 'Christmas Day',
            creditsMeal: false,
            createdAt: '2026-11-20T16:00:00.000Z',
          },
        ],
        suggestions: [],
        creditMeals,
      },
    }),
    'PUT /api/admin/closures/settings': ({ body }) => {
      creditMeals = (body as { creditMeals: boolean }).creditMeals;
      return { body: { creditMeals } };
    },
  });
  const user = userEvent.setup();
  renderInApp(<ClosuresCard />, { route: '/admin/books' });

  const toggle = await screen.findByLabelText(/^Credit one meal for each closed day/);
  expect(toggle).toBeChecked();
  expect(screen.getByText(/Christmas Day · no credit/)).toBeVisible();
  await user.click(toggle);
  await vi.waitFor(() => expect(toggle).not.toBeChecked());
  expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ creditMeals: false });
  expect(screen.getByText(/Subscribers with a lunch that day are e-mailed\. Give/)).toBeVisible();
});
