import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { AdminCoupon } from '../../../../../contracts/admin';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { Coupons } from './coupons';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The server's side, as the contract says: no coupons yet, and a new one answered as stored. */
function serveCoupons() {
  return fakeApi({
    'GET /api/admin/coupons': { body: [] },
    'POST /api/admin/coupons': ({ body }) => ({
      status: 201,
      body: {
        id: 1,
        percentOff: null,
        amountOffCents: null,
        maxRedemptions: null,
        validFrom: null,
        validUntil: null,
        ...(body as object),
        active: true,
        redemptions: 0,
        createdAt: '2026-11-22T18:00:00.000Z',
      } satisfies Partial<AdminCoupon>,
    }),
  });
}

test('the coupon form names what is wrong under each field and sends nothing until it is right', async () => {
  const { sent } = serveCoupons();
  const user = userEvent.setup();
  renderInApp(<Coupons />, { route: '/admin/coupons' });

  await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
  expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Use 3 to 40 letters, digits, - or _');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Enter a description');
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.type(screen.getByLabelText('Code'), 'spring10');
  await user.type(screen.getByLabelText('Description'), '10% off your first week');
  await user.type(screen.getByLabelText('Percent'), '10');
  await user.click(screen.getByRole('checkbox', { name: 'Monthly' }));
  await user.click(screen.getByRole('checkbox', { name: 'New customers only' }));
  await user.type(screen.getByLabelText('Limit (optional)'), '50');
  await user.click(screen.getByRole('button', { name: 'Create Coupon' }));

  expect(await screen.findByText('SPRING10 is ready to use.')).toBeInTheDocument();
  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
    code: 'SPRING10',
    description: '10% off your first week',
    percentOff: 10,
    plans: ['monthly'],
    firstPeriodOnly: true,
    newCustomersOnly: true,
    maxRedemptions: 50,
    validFrom: null,
    validUntil: null,
  });
  expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
});
