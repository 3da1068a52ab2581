import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { SubscriptionForm } from './subscription-form';

test('a waitlist invitation’s link fills in the invited address', async () => {
  renderInApp(<SubscriptionForm phase="inviteOnly" promoCode="" />, {
    route: '/subscribe?email=priya%40example.com',
  });
  expect(await screen.findByDisplayValue('priya@example.com')).toBeVisible();
  expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
});

test('without an address, or with one that is not an address, the e-mail field starts empty', () => {
  renderInApp(<SubscriptionForm phase="inviteOnly" promoCode="" />, {
    route: '/subscribe?email=%3Cscript%3E',
  });
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

const PAY_SUBTITLE =
  'Review your order and pay securely. Your first week is booked the moment payment goes through.';
const NOTHING_DUE_SUBTITLE =
  'Review your order and confirm: nothing is due on your card today. Your first week is booked the moment you subscribe.';

async function continueToPayment(accountCredit: number) {
  // Each step scrolls the form into view, following the page's height; jsdom lays nothing out.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  fakeApi({
    'POST /api/validate-subscription-capacity': {
      body: {
        available: true,
        launchPhase: 'inviteOnly',
        spotsLeft: 40,
        message: '40 spots are left in this phase.',
        accountCredit,
      },
    },
  });
  renderInApp(<SubscriptionForm phase="inviteOnly" promoCode="" />, { route: '/subscribe' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Arjun Mehta');
  await user.type(screen.getByLabelText('Email'), 'arjun@example.com');
  await user.type(screen.getByLabelText('Phone'), '4695550142');
  await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
  return screen.findByRole('heading', { name: 'Payment' });
}

test('with a card share to pay, the payment step asks to pay', async () => {
  const heading = await continueToPayment(2000);
  expect(heading.nextElementSibling).toHaveTextContent(PAY_SUBTITLE);
  expect(screen.getByRole('button', { name: /Pay \$55\.00/ })).toBeVisible();
});

test('with credit covering the first week, the payment step says nothing is due on the card today', async () => {
  const heading = await continueToPayment(10_000);
  expect(heading.nextElementSibling).toHaveTextContent(NOTHING_DUE_SUBTITLE);
  expect(screen.queryByText(/pay securely/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Subscribe — $0.00 due today' })).toBeVisible();
});
