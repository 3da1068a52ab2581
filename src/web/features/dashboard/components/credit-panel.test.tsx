import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { CreditPanel } from './credit-panel';

test('the dashboard shows the credit balance and where it came from, newest first', async () => {
  fakeApi({
    'GET /api/account/credit': {
      body: {
        balance: 1000,
        entries: [
          { id: 2, amount: -500, reason: 'charge', note: null, createdAt: '2026-12-04T18:00:00.000Z' },
          {
            id: 1,
            amount: 1500,
            reason: 'closure',
            note: 'Closed for Thanksgiving',
            createdAt: '2026-11-20T18:00:00.000Z',
          },
        ],
      },
    },
  });
  renderInApp(<CreditPanel />, { route: '/dashboard?tab=subscription' });

  expect(await screen.findByText('$10.00')).toBeVisible();
  expect(screen.getByText('Used first at your next charge; your card pays only the rest.')).toBeVisible();
  const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(rows).toEqual([
    'Applied to a chargeDecember 4, 2026-$5.00',
    'Kitchen closedClosed for ThanksgivingNovember 20, 2026+$15.00',
  ]);
});
