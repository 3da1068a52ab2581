import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Order } from '../../../../contracts/subscription';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { OrderHistory } from './order-history';

const order: Order = {
  id: 5,
  reference: '7F3A-91C2-0BDE',
  weekStartDate: '2026-11-30',
  weeks: 1,
  totalAmount: 7500,
  netAmount: 6928,
  taxAmount: 572,
  creditApplied: 0,
  status: 'active',
  paymentStatus: 'successful',
  refundedAmount: 0,
  refundedAsCredit: 0,
  refundedAt: null,
  createdAt: '2026-11-25T16:00:00.000Z',
};

test('an order is shown by its reference, not by how many orders came before it', async () => {
  fakeApi({ 'GET /api/orders': { body: [order] } });
  renderInApp(<OrderHistory />, { route: '/dashboard?tab=orders' });

  expect(await screen.findByText('Order #7F3A-91C2-0BDE')).toBeVisible();
  expect(screen.queryByText(/#5\b/)).not.toBeInTheDocument();
});

test('an order paid partly with account credit says how much credit and how much the card paid', async () => {
  fakeApi({ 'GET /api/orders': { body: [{ ...order, creditApplied: 2000 }] } });
  renderInApp(<OrderHistory />, { route: '/dashboard?tab=orders' });

  expect(await screen.findByText('$20.00 paid with account credit, $55.00 by card')).toBeVisible();
  expect(screen.getByText('$75.00')).toBeVisible();
});

test('a refund given as account credit says so, apart from a refund to the card', async () => {
  fakeApi({
    'GET /api/orders': {
      body: [
        {
          ...order,
          refundedAmount: 2500,
          refundedAsCredit: 1500,
          refundedAt: '2026-12-02T16:00:00.000Z',
        },
      ],
    },
  });
  renderInApp(<OrderHistory />, { route: '/dashboard?tab=orders' });

  expect(await screen.findByText('Refunded $15.00 as account credit')).toBeVisible();
  expect(screen.getByText(/^Refunded \$10\.00 on December 2, 2026/)).toBeVisible();
});
