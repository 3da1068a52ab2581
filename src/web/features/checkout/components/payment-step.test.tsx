import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import type { SubscriberDetails } from './details-step';
import { PaymentStep } from './payment-step';

const DETAILS: SubscriberDetails = {
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  phone: '4695550142',
  location: 'irving',
  planType: 'weekly',
};
const CODE = 'TFGC-7K3Q-M9XD-2HPA-W4RT';
const USED = 'This gift card has already been redeemed.';
const NOTHING_ON_CARD = /Nothing will be charged to your card today/;
/** The pay button's name when the card is asked for nothing. */
const NOTHING_DUE = 'Subscribe — $0.00 due today';
const CREDIT_LEFT = /of credit goes toward your renewals/;

/** The step as its form holds it: the credit it shows is the form's, which a fresh read replaces. */
function StepWithCredit({ accountCredit = 0, onPaid }: { accountCredit?: number; onPaid: () => void }) {
  const [credit, setCredit] = useState(accountCredit);
  return (
    <PaymentStep
      details={DETAILS}
      accountCredit={credit}
      onCreditChange={setCredit}
      promoFromLink=""
      visible
      onBack={() => {}}
      onPaid={onPaid}
    />
  );
}

function renderStep(onPaid = vi.fn(), accountCredit?: number) {
  renderInApp(<StepWithCredit accountCredit={accountCredit} onPaid={onPaid} />, { route: '/subscribe' });
  return { user: userEvent.setup(), summary: () => screen.getByRole('region', { name: 'Order summary' }) };
}

/** Credit is only ever the signed-in caller's own: the pages that show some have a session. */
function signIn() {
  window.localStorage.setItem('auth_token', 'h.e30.s');
}

/** Pasted rather than typed key by key: what is checked here is the gift card, not the card fields. */
async function fillCardAndAddress(user: ReturnType<typeof userEvent.setup>) {
  const fields: [string, string][] = [
    ['Card number', '4242424242424242'],
    ['Expiry month', '12'],
    ['Expiry year', '2030'],
    ['CVV', '123'],
    ['Name on card', 'Arjun Mehta'],
    ['Street address', '1 Main St'],
    ['City', 'Irving'],
    ['ZIP code', '75039'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
}

test('a gift card worth more than the first week pays it all: the button subscribes with nothing due, and the rest is credit for the renewals', async () => {
  const paid = vi.fn();
  const { sent } = fakeApi({
    'POST /api/validate-gift-card': {
      body: {
        valid: true,
        amountCents: 15000,
        message: 'Gift card from Priya Patel: $150.00 goes to your first charge.',
      },
    },
    'POST /api/process-payment-and-create-subscription': {
      status: 201,
      body: {
        success: true,
        subscriptionId: 'sub_1',
        orderId: 1,
        orderReference: '7F3A-91C2-0BDE',
        amountCharged: 0,
        creditApplied: 7500,
        firstPickupDate: '2026-11-30',
        message: 'Payment successful!',
      },
    },
  });
  const { user, summary } = renderStep(paid);

  await user.type(screen.getByLabelText('Gift card'), CODE.toLowerCase());
  await user.click(within(summary()).getByRole('button', { name: 'Apply gift card' }));
  expect(await screen.findByText('Gift card applied: $150.00')).toBeVisible();
  expect(within(summary()).getByText('Due today on your card')).toBeVisible();
  expect(screen.getByTestId('order-total')).toHaveTextContent('$0.00');
  expect(screen.queryByRole('button', { name: /Pay \$/ })).toBeNull();
  expect(screen.getByRole('button', { name: NOTHING_DUE })).toBeVisible();
  // A gift card, not account credit, pays it: the note names it.
  expect(within(summary()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your gift card covers it. We keep the card on file for your renewals.',
  );
  expect(summary()).toHaveTextContent(
    'Then $75.00 every Friday at 12 PM CT for the following week. Your remaining $75.00 of credit goes toward your renewals before your card is charged.',
  );
  expect(screen.getByText(/By subscribing you agree/)).toBeVisible();

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: NOTHING_DUE }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
  const payment = sent.find((r) => r.path === '/api/process-payment-and-create-subscription');
  expect(payment?.body).toMatchObject({ subscriptionData: { giftCardCode: CODE }, finalAmount: 7500 });
});

test('a wrong code says so at the field and changes nothing in the total', async () => {
  fakeApi({
    'POST /api/validate-gift-card': {
      body: {
        valid: false,
        amountCents: 0,
        message: 'This gift card code is not valid. Please check it against your e-mail.',
      },
    },
  });
  const { user, summary } = renderStep();
  await user.type(screen.getByLabelText('Gift card'), 'TFGC-AAAA');
  await user.click(within(summary()).getByRole('button', { name: 'Apply gift card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This gift card code is not valid. Please check it against your e-mail.',
  );
  expect(screen.getByLabelText('Gift card')).toHaveAccessibleDescription(
    'This gift card code is not valid. Please check it against your e-mail.',
  );
  expect(screen.getByTestId('order-total')).toHaveTextContent('$75.00');
});

test('a card spent elsewhere before paying is taken off, the field says why, and the total is the price again', async () => {
  fakeApi({
    'POST /api/validate-gift-card': {
      body: { valid: true, amountCents: 2500, message: 'Gift card from Priya.' },
    },
    'POST /api/process-payment-and-create-subscription': {
      status: 409,
      body: { code: 'CONFLICT', message: USED, fields: { 'subscriptionData.giftCardCode': USED } },
    },
  });
  const { user, summary } = renderStep();
  await user.type(screen.getByLabelText('Gift card'), CODE);
  await user.click(within(summary()).getByRole('button', { name: 'Apply gift card' }));
  expect(await screen.findByRole('button', { name: /Pay \$50\.00/ })).toBeVisible();

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: /Pay \$50\.00/ }));
  expect(await screen.findByText('Gift Card Not Applied')).toBeVisible();
  expect(screen.getByLabelText('Gift card')).toHaveAccessibleDescription(USED);
  expect(screen.getByTestId('order-total')).toHaveTextContent('$75.00');
});

test('with prices excluding tax, the summary adds a tax line, the total and the renewal say so, and that total is paid', async () => {
  const paid = vi.fn();
  const { sent } = fakeApi({
    'GET /api/plans': {
      body: {
        plans: [
          { planType: 'weekly', priceCents: 7500 },
          { planType: 'monthly', priceCents: 27000 },
        ],
        salesTax: { rateBasisPoints: 825, inclusive: false },
      },
    },
    'POST /api/process-payment-and-create-subscription': {
      status: 201,
      body: {
        success: true,
        subscriptionId: 'sub_1',
        orderId: 1,
        orderReference: '7F3A-91C2-0BDE',
        amountCharged: 8119,
        creditApplied: 0,
        firstPickupDate: '2026-11-30',
        message: 'Payment successful!',
      },
    },
  });
  const { user, summary } = renderStep(paid);

  const taxLine = await within(summary()).findByText('Texas sales tax (8.25 %)');
  expect(taxLine.nextElementSibling).toHaveTextContent('$6.19');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$81.19');
  expect(summary()).toHaveTextContent(
    'Then $75.00 plus 8.25 % sales tax every Friday at 12 PM CT for the following week.',
  );

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: /Pay \$81\.19/ }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
  const payment = sent.find((r) => r.path === '/api/process-payment-and-create-subscription');
  expect(payment?.body).toMatchObject({ finalAmount: 8119 });
});

test('with prices including tax (the default), the summary has no tax line and the total is the price', () => {
  renderStep();
  expect(screen.getByTestId('order-total')).toHaveTextContent('$75.00');
  expect(screen.queryByText(/sales tax/)).toBeNull();
});

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

test('without account credit the summary has no credit line and the whole total is due today', () => {
  renderStep();
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(within(summary).queryByText('Account credit')).toBeNull();
  expect(within(summary).getByText('Total due today')).toBeVisible();
  expect(screen.getByTestId('order-total')).toHaveTextContent('$75.00');
  expect(screen.queryByText(NOTHING_ON_CARD)).toBeNull();
  expect(screen.getByRole('button', { name: /Pay \$75\.00/ })).toBeVisible();
});

test('account credit smaller than the total after tax comes off it, and the card is asked for the rest', async () => {
  const paid = vi.fn();
  signIn();
  const { sent } = fakeApi({
    ...TAX_EXCLUDED,
    // Read again before paying: still the same.
    'POST /api/checkout-credit': { body: { accountCredit: 2000 } },
    'POST /api/process-payment-and-create-subscription': {
      status: 201,
      body: {
        success: true,
        subscriptionId: 'sub_1',
        orderId: 1,
        orderReference: '7F3A-91C2-0BDE',
        amountCharged: 6119,
        creditApplied: 2000,
        firstPickupDate: '2026-11-30',
        message: 'Payment successful!',
      },
    },
  });
  const { user, summary } = renderStep(paid, 2000);

  expect(await screen.findByRole('button', { name: /Pay \$61\.19/ })).toBeVisible();
  expect(within(summary()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$20.00');
  expect(within(summary()).getByText('Due today on your card')).toBeVisible();
  expect(screen.getByTestId('order-total')).toHaveTextContent('$61.19');
  expect(screen.queryByText(NOTHING_ON_CARD)).toBeNull();
  // All of the credit is spent: nothing is left to speak of.
  expect(summary()).not.toHaveTextContent(CREDIT_LEFT);

  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: /Pay \$61\.19/ }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
  // The order's total is still what the server checks; it takes the credit off itself.
  const payment = sent.find((r) => r.path === '/api/process-payment-and-create-subscription');
  expect(payment?.body).toMatchObject({ finalAmount: 8119 });
});

test('account credit larger than the total pays all of it: the button subscribes with nothing due, and the rest goes toward the renewals', async () => {
  fakeApi(TAX_EXCLUDED);
  const { summary } = renderStep(vi.fn(), 50_000);

  expect(await within(summary()).findByText('Texas sales tax (8.25 %)')).toBeVisible();
  expect(screen.getByRole('button', { name: NOTHING_DUE })).toBeVisible();
  expect(screen.queryByRole('button', { name: /Pay \$/ })).toBeNull();
  // Never more than the total: $81.19 of the $500.00 is applied, the rest stays on the account.
  expect(within(summary()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$81.19');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$0.00');
  expect(within(summary()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your account credit covers it.',
  );
  expect(summary()).toHaveTextContent(
    'Then $75.00 plus 8.25 % sales tax every Friday at 12 PM CT for the following week. Your remaining $418.81 of credit goes toward your renewals before your card is charged.',
  );
});

test('credit exactly the total leaves nothing for the card and nothing over', () => {
  renderStep(vi.fn(), 7500);
  expect(screen.getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$75.00');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$0.00');
  expect(screen.getByText(NOTHING_ON_CARD)).toBeVisible();
  expect(screen.getByRole('button', { name: NOTHING_DUE })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Order summary' })).not.toHaveTextContent(CREDIT_LEFT);
});

test('with a gift card too, the gift card pays first and the credit only what it left', async () => {
  fakeApi({
    'POST /api/validate-gift-card': {
      body: { valid: true, amountCents: 2500, message: 'Gift card from Priya.' },
    },
  });
  const { user, summary } = renderStep(vi.fn(), 2000);
  expect(screen.getByTestId('order-total')).toHaveTextContent('$55.00');

  await user.type(screen.getByLabelText('Gift card'), CODE);
  await user.click(within(summary()).getByRole('button', { name: 'Apply gift card' }));
  expect(await screen.findByRole('button', { name: /Pay \$30\.00/ })).toBeVisible();
  expect(within(summary()).getByText('Gift card').nextElementSibling).toHaveTextContent('minus −$25.00');
  expect(within(summary()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$20.00');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$30.00');
  expect(screen.queryByText(NOTHING_ON_CARD)).toBeNull();
  expect(summary()).not.toHaveTextContent(CREDIT_LEFT);
});

test('a gift card and credit that together pay it all: the note names both, and what they leave goes toward the renewals', async () => {
  fakeApi({
    'POST /api/validate-gift-card': {
      body: { valid: true, amountCents: 2500, message: 'Gift card from Priya.' },
    },
  });
  const { user, summary } = renderStep(vi.fn(), 6000);
  expect(screen.getByRole('button', { name: /Pay \$15\.00/ })).toBeVisible();

  await user.type(screen.getByLabelText('Gift card'), CODE);
  await user.click(within(summary()).getByRole('button', { name: 'Apply gift card' }));
  expect(await screen.findByRole('button', { name: NOTHING_DUE })).toBeVisible();
  expect(within(summary()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$50.00');
  expect(within(summary()).getByText(NOTHING_ON_CARD)).toHaveTextContent(
    'Nothing will be charged to your card today: your gift card and account credit cover it.',
  );
  expect(summary()).toHaveTextContent(
    'Your remaining $10.00 of credit goes toward your renewals before your card is charged.',
  );
});

const PAID = {
  status: 201,
  body: {
    success: true,
    subscriptionId: 'sub_1',
    orderId: 1,
    orderReference: '7F3A-91C2-0BDE',
    amountCharged: 0,
    creditApplied: 7500,
    firstPickupDate: '2026-11-30',
    message: 'Payment successful!',
  },
};

test('credit spent elsewhere before paying: the step shows the new split, charges nothing yet, and pays on the next press', async () => {
  const paid = vi.fn();
  signIn();
  const { sent } = fakeApi({
    // A renewal or the owner took $50.00 since the details step read $100.00.
    'POST /api/checkout-credit': { body: { accountCredit: 5000 } },
    'POST /api/process-payment-and-create-subscription': {
      ...PAID,
      body: { ...PAID.body, amountCharged: 2500, creditApplied: 5000 },
    },
  });
  const { user, summary } = renderStep(paid, 10_000);
  await fillCardAndAddress(user);

  await user.click(screen.getByRole('button', { name: NOTHING_DUE }));
  expect(await screen.findByText('Account Credit Updated')).toBeVisible();
  expect(
    screen.getByText(
      'Your account credit is now $50.00, so $25.00 is due today on your card. Please check your order, then continue.',
    ),
  ).toBeVisible();
  expect(within(summary()).getByText('Account credit').nextElementSibling).toHaveTextContent('minus −$50.00');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$25.00');
  expect(sent.filter((r) => r.path === '/api/process-payment-and-create-subscription')).toHaveLength(0);
  // Only the address typed is asked about, for the caller's own credit.
  expect(sent.find((r) => r.path === '/api/checkout-credit')?.body).toEqual({ email: DETAILS.email });

  await user.click(screen.getByRole('button', { name: /Pay \$25\.00/ }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
});

test('credit unchanged before paying: one read, and the payment goes ahead at once', async () => {
  const paid = vi.fn();
  signIn();
  const { sent } = fakeApi({
    'POST /api/checkout-credit': { body: { accountCredit: 10_000 } },
    'POST /api/process-payment-and-create-subscription': PAID,
  });
  const { user } = renderStep(paid, 10_000);
  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: NOTHING_DUE }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
  expect(sent.filter((r) => r.path === '/api/checkout-credit')).toHaveLength(1);
  expect(screen.queryByText('Account Credit Updated')).toBeNull();
});

test('a visitor who is not signed in is never asked about credit: no read before paying', async () => {
  const paid = vi.fn();
  const { sent } = fakeApi({
    'POST /api/process-payment-and-create-subscription': {
      ...PAID,
      body: { ...PAID.body, amountCharged: 7500, creditApplied: 0 },
    },
  });
  const { user } = renderStep(paid);
  await fillCardAndAddress(user);
  await user.click(screen.getByRole('button', { name: /Pay \$75\.00/ }));
  await vi.waitFor(() => expect(paid).toHaveBeenCalled());
  expect(sent.filter((r) => r.path === '/api/checkout-credit')).toHaveLength(0);
});
