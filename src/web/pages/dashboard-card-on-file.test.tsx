import { screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderInApp } from '../testing/render-in-app';
import { CardEntryForm } from '../features/checkout/components/card-entry-form';
import { CardOnFilePanel } from '../features/dashboard/components/card-on-file-panel';
import { weeklySubscription } from '../testing/subscriptions';

const pastDue = weeklySubscription({
  status: 'past_due',
  paymentStatus: 'failed',
  card: { brand: 'visa', last4: '0002', expMonth: 3, expYear: 2029 },
});

afterEach(() => {
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

async function openAndFill(user: UserEvent, cardNumber: string) {
  renderInApp(<CardOnFilePanel subscription={pastDue} CardForm={CardEntryForm} />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'Update card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update your card' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Card number'), cardNumber);
  await user.type(field('Expiry month'), '12');
  await user.type(field('Expiry year'), '2030');
  await user.type(field('CVV'), '123');
  await user.type(field('Name on card'), 'Meera Iyer');
  await user.type(field('Street address'), '500 W Las Colinas Blvd');
  await user.type(field('City'), 'Irving');
  await user.selectOptions(field('State'), 'TX');
  await user.type(field('ZIP code'), '75039');
  await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
  return dialog;
}

test('the card on file shows with its expiry, and a failed payment asks for a new card', () => {
  renderInApp(<CardOnFilePanel subscription={pastDue} CardForm={CardEntryForm} />);
  const panel = screen.getByRole('region', { name: 'Payment method' });
  expect(panel).toHaveTextContent('Visa ending 0002');
  expect(panel).toHaveTextContent('Expires 03/2029');
  expect(within(panel).getByRole('alert')).toHaveTextContent('Your last payment did not go through.');
});

test('a new card is sent as at checkout, and the server’s answer about the retried charge is shown', async () => {
  const user = userEvent.setup();
  const message =
    'Your card ending 4242 is saved for your next charges. We charged $75.00 for the week of November 30, 2026: your lunches are on.';
  const sent = answer(200, {
    success: true,
    message,
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    renewal: { weekStartDate: '2026-11-30', amount: 7500, status: 'paid' },
  });

  await openAndFill(user, '4242424242424242');

  const toast = (await screen.findByText('Card updated')).closest('li')!;
  expect(toast).toHaveTextContent(message);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const [path, init] = sent.mock.calls[0] ?? [];
  expect(path).toBe('/api/subscription/card');
  expect(init?.method).toBe('PUT');
  expect(JSON.parse(init?.body as string)).toEqual({
    cardDetails: {
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '2030',
      cvv: '123',
      cardholderName: 'Meera Iyer',
    },
    billingAddress: { address: '500 W Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' },
  });
});

test('a card number that fails the Luhn check is refused before anything is sent', async () => {
  const user = userEvent.setup();
  const sent = vi.spyOn(globalThis, 'fetch');

  const dialog = await openAndFill(user, '4242424242424241');

  expect(await screen.findByText('Invalid Card Number')).toBeVisible();
  expect(within(dialog).getByLabelText('Card number')).toBeInvalid();
  expect(sent).not.toHaveBeenCalled();
});

test('a card the server declines keeps the dialog open and shows why in a Card Not Updated toast', async () => {
  const user = userEvent.setup();
  answer(402, { message: 'Your card was declined. Please use another card.', code: 'PAYMENT_DECLINED' });

  const dialog = await openAndFill(user, '4000000000000002');

  const toast = (await screen.findByText('Card Not Updated')).closest('li')!;
  expect(toast).toHaveTextContent('Your card was declined. Please use another card.');
  expect(dialog).toBeVisible();
});
