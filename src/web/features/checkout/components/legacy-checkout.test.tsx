import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { LegacyCheckout } from './legacy-checkout';

const PAY_SUBTITLE = 'Your subscription is reserved. Complete payment to confirm it.';
const NOTHING_DUE_SUBTITLE =
  'Your subscription is reserved. Confirm it below: nothing is due on your card today.';

async function continueToPayment(accountCredit: number) {
  // Each step scrolls the card into view, following the page's height; jsdom lays nothing out.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  fakeApi({
    'POST /api/create-subscription': {
      body: { subscriptionId: 'sub_1', atCapacity: false, accountCredit },
    },
  });
  renderInApp(<LegacyCheckout startAtSuccess={false} />, { route: '/subscribe-old' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Arjun Mehta');
  await user.type(screen.getByLabelText('Email'), 'arjun@example.com');
  await user.type(screen.getByLabelText('Phone'), '4695550142');
  await user.selectOptions(screen.getByLabelText('Pickup location'), 'las-colinas');
  await user.click(screen.getByRole('button', { name: /Continue/ }));
  return screen.findByRole('heading', { name: 'Payment' });
}

test('with a card share to pay, the reserved subscription asks for payment', async () => {
  const heading = await continueToPayment(0);
  expect(heading.nextElementSibling).toHaveTextContent(PAY_SUBTITLE);
  expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
});

test('with credit covering the first week, the reserved subscription asks only for confirmation', async () => {
  const heading = await continueToPayment(10_000);
  expect(heading.nextElementSibling).toHaveTextContent(NOTHING_DUE_SUBTITLE);
  expect(screen.queryByText(/Complete payment/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Subscribe — $0.00 due today' })).toBeVisible();
});
