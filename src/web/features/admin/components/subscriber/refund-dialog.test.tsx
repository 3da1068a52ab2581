import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { AdminCharge } from '../../../../../contracts/admin';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { RefundDialog } from './refund-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

const charge: AdminCharge = {
  id: '7a0f9d3c-1111-4222-8333-944444444444',
  kind: 'period',
  periodStart: '2026-11-30',
  weeks: 1,
  amountCents: 7500,
  discountCents: 0,
  creditCents: 2000,
  refundedCents: 0,
  couponCode: null,
  status: 'succeeded',
  failureMessage: null,
  createdAt: '2026-11-25T16:00:00.000Z',
  refunds: [],
};

test('the owner may give a refund back as account credit, up to the whole charge, and confirms it first', async () => {
  const { sent } = fakeApi({
    [`POST /api/admin/charges/${charge.id}/refund`]: () => ({
      body: {
        success: true,
        message: 'Refunded $60.00 as account credit.',
        refund: {
          id: 1,
          amountCents: 6000,
          method: 'credit',
          reason: 'Cold lunches',
          status: 'succeeded',
          createdAt: '2026-11-26T16:00:00.000Z',
        },
        charge: { ...charge, refundedCents: 6000, status: 'partially_refunded' },
      },
    }),
  });
  const user = userEvent.setup();
  renderInApp(<RefundDialog charge={charge} subscriberId={7} />);

  await user.click(
    screen.getByRole('button', { name: 'Refund the charge for the week of November 30, 2026' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Refund a charge' });
  // The card paid $55.00 of it; credit may give back all $75.00.
  expect(within(dialog).getByLabelText('The card ($55.00 left)')).toBeChecked();
  await user.click(within(dialog).getByLabelText('Account credit ($75.00 left)'));
  await user.click(within(dialog).getByLabelText('Partial refund'));
  await user.type(within(dialog).getByLabelText('Amount in dollars'), '60');
  await user.type(within(dialog).getByLabelText('Reason'), 'Cold lunches');
  await user.click(within(dialog).getByRole('button', { name: 'Review Refund' }));

  expect(dialog).toHaveTextContent("It goes to the subscriber's account credit");
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Refund of $60.00' }));
  await vi.waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
  expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
    amountCents: 6000,
    reason: 'Cold lunches',
    to: 'credit',
  });
});
