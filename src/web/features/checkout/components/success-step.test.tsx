import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { SuccessStep } from './success-step';

test('the success step names the order by its reference', () => {
  renderInApp(
    <SuccessStep
      details={{
        phase: 'phase1',
        planType: 'weekly',
        name: 'Priya Patel',
        email: 'priya@example.com',
        phone: '(469) 555-0100',
        location: 'irving',
      }}
      result={{
        success: true,
        subscriptionId: 'sub_x',
        orderId: 5,
        orderReference: '7F3A-91C2-0BDE',
        amountCharged: 7500,
        firstPickupDate: '2026-11-30',
        message: 'Payment successful! Your first pickup is Monday, November 30, 2026.',
      }}
      headingRef={null}
    />,
    { route: '/subscribe' },
  );
  expect(screen.getByText('Order #7F3A-91C2-0BDE')).toBeVisible();
  expect(screen.queryByText('Order #5')).not.toBeInTheDocument();
});

test('a first week paid partly by account credit says how much credit went with the card', () => {
  renderInApp(
    <SuccessStep
      details={{
        phase: 'phase1',
        planType: 'weekly',
        name: 'Meera Shah',
        email: 'meera@example.com',
        phone: '(469) 555-0100',
        location: 'irving',
      }}
      result={{
        success: true,
        subscriptionId: 'sub_y',
        orderId: 6,
        orderReference: '2B4C-0000-1111',
        amountCharged: 5500,
        creditApplied: 2000,
        firstPickupDate: '2026-11-30',
        message: 'Payment successful! Your first pickup is Monday, November 30, 2026.',
      }}
      headingRef={null}
    />,
    { route: '/subscribe' },
  );
  expect(screen.getByText('$55.00')).toBeVisible();
  expect(screen.getByText('plus $20.00 of your account credit')).toBeVisible();
});
