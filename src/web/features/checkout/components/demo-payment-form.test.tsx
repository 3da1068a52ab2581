import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { DemoPaymentForm } from './demo-payment-form';

const CODE = 'TFGC-7K3Q-M9XD-2HPA-W4RT';
const USED = 'This gift card has already been redeemed.';
// The demo form pauses 2 seconds before it pays (spec section 9).
const PAID_WITHIN = { timeout: 6000 };

/** The form as its checkout holds it: the credit it shows is the checkout's, which a fresh read replaces. */
function FormWithCredit({ accountCredit = 0, onPaid }: { accountCredit?: number; onPaid: () => void }) {
  const [credit, setCredit] = useState(accountCredit);
  return (
    <DemoPaymentForm
      subscriptionId="sub_1"
      planType="weekly"
      email="arjun@example.com"
      accountCredit={credit}
      onCreditChange={setCredit}
      onPaid={onPaid}
    />
  );
}

function renderForm(onPaid = vi.fn(), accountCredit?: number) {
  renderInApp(<FormWithCredit accountCredit={accountCredit} onPaid={onPaid} />, { route: '/subscribe-old' });
  return { user: userEvent.setup(), plan: () => screen.getByRole('region', { name: 'Your plan' }) };
}

async function applyGiftCard(user: ReturnType<typeof userEvent.setup>, plan: HTMLElement) {
  await user.type(within(plan).getByLabelText('Gift card'), CODE.toLowerCase());
  await user.click(within(plan).getByRole('button', { name: 'Apply gift card' }));
  expect(await within(plan).findByText('Gift card applied: $25.00')).toBeVisible();
}

/** Pasted rather than typed key by key: what is checked here is the gift card, not the card fields. */
async function fillCardAndAddress(user: ReturnType<typeof userEvent.setup>) {
  const fields: [string, string][] = [
    ['Card number', '4242424242424242'],
    ['Expiry (MM/YY)', '12/30'],
    ['CVV', '123'],
    ['Name on card', 'Arjun Mehta'],
    ['Street address', '1 Main St'],
    ['City', 'Irving'],
    ['State', 'TX'],
    ['ZIP', '75039'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const VALID = {
  'POST /api/validate-gift-card': {
    body: {
      valid: true,
      amountCents: 2500,
      message: 'Gift card from Priya Patel: $25.00 goes to your first charge.',
    },
  },
};

test('a gift card applied on the two-step payment shows what the card pays and is sent with the payment', async () => {
  const paid = vi.fn();
  const { sent } = fakeApi({
    ...VALID,
    'POST /api/complete-payment': {
      body: { success: true, message: 'Payment successful!', firstPickupDate: '2026-11-30' },
    },
  });
  const { user, plan } = renderForm(paid);

  await applyGiftCard(user, plan());
  expect(within(plan()).getByText('Due today on your card')).toBeVisible();
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$50.00');

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalledWith('2026-11-30'), PAID_WITHIN);
  const payment = sent.find((r) => r.path === '/api/complete-payment');
  expect(payment?.body).toMatchObject({ subscriptionId: 'sub_1', giftCardCode: CODE });
});

test('a card spent elsewhere before paying is taken off and the field says why, as in the one-page checkout', async () => {
  const paid = vi.fn();
  fakeApi({
    ...VALID,
    'POST /api/complete-payment': {
      status: 409,
      body: { code: 'CONFLICT', message: USED, fields: { giftCardCode: USED } },
    },
  });
  const { user, plan } = renderForm(paid);

  await applyGiftCard(user, plan());
  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
  expect(await screen.findByText('Gift Card Not Applied', {}, PAID_WITHIN)).toBeVisible();
  expect(within(plan()).getByLabelText('Gift card')).toHaveAccessibleDescription(USED);
  expect(within(plan()).queryByText('Due today on your card')).toBeNull();
  expect(paid).not.toHaveBeenCalled();
});

test('with prices excluding tax, the plan box says so, shows the taxed total, and the gift card comes off that total', async () => {
  fakeApi({
    ...VALID,
    'GET /api/plans': {
      body: {
        plans: [
          { planType: 'weekly', priceCents: 7500 },
          { planType: 'monthly', priceCents: 27000 },
        ],
        salesTax: { rateBasisPoints: 825, inclusive: false },
      },
    },
  });
  const { user, plan } = renderForm();

  expect(await within(plan()).findByText('plus 8.25 % sales tax')).toBeVisible();
  expect(within(plan()).getByText('Texas sales tax (8.25 %)')).toBeVisible();
  expect(within(plan()).getByTestId('plan-total')).toHaveTextContent('$81.19');

  await applyGiftCard(user, plan());
  // What the server asks of the card: $81.19 less the card's $25.00.
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$56.19');
});

const NOTHING_ON_CARD = /Nothing will be charged to your card today/;
/** The pay button's name when the card is asked for nothing. */
const NOTHING_DUE = 'Subscribe — $0.00 due today';
const CREDIT_LEFT = /of credit goes toward your renewals/;
const TAX_EXCLUDED = {
  'GET /api/plans': {
    body: {
      plans: [
        { planType: 'weekly', priceCents: 7500 },
        { planType: 'monthly', priceCents: 27000 },
      ],
      salesTax: { rateBasisPoints: 825, inclusive: false },
    },
  },
};

test('without account credit the plan box shows the price alone, as before', () => {
  const { plan } = renderForm();
  expect(within(plan()).getByText('$75.00')).toBeVisible();
  expect(within(plan()).queryByText('Account credit')).toBeNull();
  expect(within(plan()).queryByText('Due today on your card')).toBeNull();
  expect(screen.queryByText(NOTHING_ON_CARD)).toBeNull();
});

test('account credit smaller than the taxed total comes off it and the card pays the rest', async () => {
  fakeApi(TAX_EXCLUDED);
  const { plan } = renderForm(vi.fn(), 2000);

  expect(await within(plan()).findByText('Texas sales tax (8.25 %)')).toBeVisible();
  expect(within(plan()).getByTestId('plan-total')).toHaveTextContent('$81.19');
  expect(within(plan()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$20.00');
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$61.19');
  expect(screen.queryByText(NOTHING_ON_CARD)).toBeNull();
  expect(plan()).not.toHaveTextContent(CREDIT_LEFT);
  expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
});

test('account credit covering the total pays all of it, never more: the button subscribes with nothing due, and the rest goes toward the renewals', async () => {
  fakeApi(TAX_EXCLUDED);
  const { plan } = renderForm(vi.fn(), 50_000);

  expect(await within(plan()).findByText('Texas sales tax (8.25 %)')).toBeVisible();
  expect(within(plan()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$81.19');
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$0.00');
  expect(within(plan()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your account credit covers it. We keep the card on file for your renewals.',
  );
  expect(plan()).toHaveTextContent(
    'Your remaining $418.81 of credit goes toward your renewals before your card is charged.',
  );
  expect(screen.getByRole('button', { name: NOTHING_DUE })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
});

test('a gift card worth more than the total pays it all: the note names the gift card, the rest is credit, and the button confirms', async () => {
  const paid = vi.fn();
  const { sent } = fakeApi({
    'POST /api/validate-gift-card': {
      body: { valid: true, amountCents: 10_000, message: 'Gift card from Priya Patel.' },
    },
    'POST /api/complete-payment': {
      body: { success: true, message: 'Payment successful!', firstPickupDate: '2026-11-30' },
    },
  });
  const { user, plan } = renderForm(paid);

  await user.type(within(plan()).getByLabelText('Gift card'), CODE);
  await user.click(within(plan()).getByRole('button', { name: 'Apply gift card' }));
  expect(await within(plan()).findByText('Gift card applied: $100.00')).toBeVisible();
  expect(within(plan()).getByText('Gift card').nextElementSibling).toHaveTextContent('minus −$75.00');
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$0.00');
  expect(within(plan()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your gift card covers it.',
  );
  expect(plan()).toHaveTextContent(
    'Your remaining $25.00 of credit goes toward your renewals before your card is charged.',
  );

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: NOTHING_DUE }));
  // The demo's 2-second pause: busy, with words that match what happens.
  expect(await screen.findByRole('button', { name: 'Confirming subscription…' })).toBeDisabled();
  await vi.waitFor(() => expect(paid).toHaveBeenCalledWith('2026-11-30'), PAID_WITHIN);
  const payment = sent.find((r) => r.path === '/api/complete-payment');
  expect(payment?.body).toMatchObject({ subscriptionId: 'sub_1', giftCardCode: CODE });
});

test('with a gift card too, the gift card pays first and the credit only what it left', async () => {
  fakeApi(VALID);
  const { user, plan } = renderForm(vi.fn(), 7000);
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$5.00');
  expect(plan()).not.toHaveTextContent(CREDIT_LEFT);

  await applyGiftCard(user, plan());
  expect(within(plan()).getByText('Gift card').nextElementSibling).toHaveTextContent('minus −$25.00');
  expect(within(plan()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$50.00');
  expect(within(plan()).getByTestId('card-share')).toHaveTextContent('$0.00');
  expect(within(plan()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your gift card and account credit cover it.',
  );
  expect(plan()).toHaveTextContent(
    'Your remaining $20.00 of credit goes toward your renewals before your card is charged.',
  );
});

test('credit added elsewhere before paying (a gift card redeemed in another tab): the form shows it, charges nothing yet, and subscribes on the next press', async () => {
  const paid = vi.fn();
  // Credit is only ever the signed-in caller's own: the page that is told of some has a session.
  window.localStorage.setItem('auth_token', 'h.e30.s');
  const { sent } = fakeApi({
    'POST /api/checkout-credit': { body: { accountCredit: 10_000 } },
    'POST /api/complete-payment': {
      body: { success: true, message: 'Payment successful!', firstPickupDate: '2026-11-30' },
    },
  });
  const { user, plan } = renderForm(paid, 0);
  await fillCardAndAddress(user);

  await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
  expect(await screen.findByText('Account Credit Updated')).toBeVisible();
  expect(
    screen.getByText(
      'Your account credit is now $100.00, so $0.00 is due today on your card. Please check your order, then continue.',
    ),
  ).toBeVisible();
  expect(within(plan()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$75.00');
  expect(sent.filter((r) => r.path === '/api/complete-payment')).toHaveLength(0);
  expect(sent.find((r) => r.path === '/api/checkout-credit')?.body).toEqual({ email: 'arjun@example.com' });

  await user.click(await screen.findByRole('button', { name: NOTHING_DUE }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalledWith('2026-11-30'), PAID_WITHIN);
});
