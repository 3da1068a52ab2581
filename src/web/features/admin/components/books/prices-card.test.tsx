import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { PriceChange, PricesResponse } from '../../../../../contracts/prices';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { PricesCard } from './prices-card';

afterEach(() => {
  vi.restoreAllMocks();
});

const change: PriceChange = {
  id: 1,
  planType: 'weekly',
  priceCents: 8000,
  previousCents: 7500,
  announcedAt: '2026-11-18T16:00:00.000Z',
  existingFrom: '2026-12-18',
  notified: 12,
};

test('the owner changes the weekly price in dollars and sees the change with the day subscribers start paying it', async () => {
  let state: PricesResponse = {
    plans: [
      { planType: 'weekly', priceCents: 7500 },
      { planType: 'monthly', priceCents: 27000 },
    ],
    changes: [],
    noticeDays: 30,
  };
  const { sent } = fakeApi({
    'GET /api/admin/prices': () => ({ body: state }),
    'POST /api/admin/prices': () => {
      state = {
        ...state,
        plans: [{ planType: 'weekly', priceCents: 8000 }, state.plans[1]!],
        changes: [change],
      };
      return {
        body: {
          success: true,
          message: 'New Weekly Plan subscribers pay $80.00 from now.',
          change,
        },
      };
    },
  });
  const user = userEvent.setup();
  renderInApp(<PricesCard />, { route: '/admin/books' });

  expect(await screen.findByText('$75.00')).toBeVisible();
  expect(screen.getByText(/keeps their price until the first charge at least 30 days later/)).toBeVisible();

  // A price that is not dollars is refused in the form, before anything is sent.
  await user.type(screen.getByLabelText(/New price/), '80,00');
  await user.click(screen.getByRole('button', { name: 'Change the Price' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Type the price in dollars, like 80.00');
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText(/New price/));
  await user.type(screen.getByLabelText(/New price/), '80');
  await user.click(screen.getByRole('button', { name: 'Change the Price' }));
  const changes = await screen.findByRole('list', { name: 'Price changes' });
  expect(within(changes).getByText('Weekly Plan: $75.00 to $80.00')).toBeVisible();
  expect(
    within(changes).getByText(/to 12 subscribers; they pay it from the charge of December 18, 2026\./),
  ).toBeVisible();
  expect(screen.getByText('$80.00')).toBeVisible();
  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ planType: 'weekly', priceCents: 8000 });
});
