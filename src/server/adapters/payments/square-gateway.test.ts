import { afterEach, beforeEach, expect, test } from 'vitest';
import { cents } from '../../../domain/money';
import { startSquareFakeServer, type SquareFakeServer } from '../../testing/square-fake-server';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type CardSource,
  type PaymentGateway,
} from './payment-gateway';
import { createSquareGateway } from './square-gateway';

const billingAddress = { address: '600 E Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' };
const token = (sourceId: string, verificationToken?: string): CardSource => ({
  kind: 'token',
  sourceId,
  ...(verificationToken ? { verificationToken } : {}),
  cardholderName: 'Priya Raman',
  billingAddress,
});

let square: SquareFakeServer;
let gateway: PaymentGateway;

function gatewayFor(fake: SquareFakeServer, overrides: { accessToken?: string; timeoutMs?: number } = {}) {
  return createSquareGateway({
    accessToken: fake.accessToken,
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
    timeoutMs: 5_000,
    ...overrides,
  });
}

beforeEach(async () => {
  square = await startSquareFakeServer();
  gateway = gatewayFor(square);
});

afterEach(async () => {
  await square.stop();
});

async function customerWithCard(nonce = 'cnon:card-nonce-ok') {
  const { customerId } = await gateway.createCustomer({
    email: 'priya@example.com',
    name: 'Priya Raman',
    phone: '(469) 555-0142',
    idempotencyKey: 'signup-customer-1',
  });
  const stored = await gateway.storeCard({
    customerId,
    source: token(nonce),
    idempotencyKey: 'signup-card-1',
  });
  if (stored.status !== 'stored') throw new Error(`expected a stored card, got ${stored.code}`);
  return { customerId, cardId: stored.cardId };
}

function chargeInput(
  customerId: string,
  cardId: string,
  overrides: Partial<Parameters<PaymentGateway['charge']>[0]> = {},
) {
  return {
    customerId,
    cardId,
    amount: cents(7500),
    idempotencyKey: 'charge-0001',
    customerInitiated: true,
    referenceId: 'charge-row-0001',
    note: 'Tiffin Fit weekly plan',
    ...overrides,
  };
}

const bodiesOf = (path: string) => square.requests.filter((r) => r.path === path).map((r) => r.body);

test('a customer, their card and a charge reach Square with the amount, location, key, card and customer', async () => {
  const { customerId } = await gateway.createCustomer({
    email: 'priya@example.com',
    name: 'Priya Raman',
    phone: '(469) 555-0142',
    idempotencyKey: 'signup-customer-1',
  });
  const stored = await gateway.storeCard({
    customerId,
    source: token('cnon:card-nonce-ok', 'verf:buyer-ok'),
    idempotencyKey: 'signup-card-1',
  });
  expect(stored).toEqual({
    status: 'stored',
    cardId: expect.stringMatching(/^ccof:/),
    brand: 'visa',
    last4: '1111',
    expMonth: 12,
    expYear: 2030,
  });
  if (stored.status !== 'stored') return;
  const charged = await gateway.charge(chargeInput(customerId, stored.cardId));

  expect(charged).toEqual({ status: 'succeeded', paymentId: expect.any(String) });
  expect(bodiesOf('/v2/customers')).toEqual([
    {
      idempotency_key: 'signup-customer-1',
      given_name: 'Priya',
      family_name: 'Raman',
      email_address: 'priya@example.com',
      phone_number: '+14695550142',
    },
  ]);
  expect(bodiesOf('/v2/cards')).toEqual([
    {
      idempotency_key: 'signup-card-1',
      source_id: 'cnon:card-nonce-ok',
      verification_token: 'verf:buyer-ok',
      card: {
        customer_id: customerId,
        cardholder_name: 'Priya Raman',
        billing_address: {
          address_line_1: '600 E Las Colinas Blvd',
          locality: 'Irving',
          administrative_district_level_1: 'TX',
          postal_code: '75039',
          country: 'US',
        },
      },
    },
  ]);
  expect(bodiesOf('/v2/payments')).toEqual([
    {
      idempotency_key: 'charge-0001',
      source_id: stored.cardId,
      customer_id: customerId,
      amount_money: { amount: 7500, currency: 'USD' },
      location_id: square.locationId,
      autocomplete: true,
      reference_id: 'charge-row-0001',
      note: 'Tiffin Fit weekly plan',
      customer_details: { customer_initiated: true, seller_keyed_in: false },
    },
  ]);
  expect(square.requests.every((r) => r.headers.authorization === `Bearer ${square.accessToken}`)).toBe(true);
  expect(square.payments).toHaveLength(1);
});

test('a renewal tells Square that the customer is not present', async () => {
  const { customerId, cardId } = await customerWithCard();
  await gateway.charge(
    chargeInput(customerId, cardId, { customerInitiated: false, idempotencyKey: 'renewal-1' }),
  );
  expect(bodiesOf('/v2/payments')).toEqual([
    expect.objectContaining({ customer_details: { customer_initiated: false, seller_keyed_in: false } }),
  ]);
});

test('a card from the declined nonce is stored, and its charge answers declined with the code', async () => {
  const { customerId, cardId } = await customerWithCard('cnon:card-nonce-declined');
  expect(await gateway.charge(chargeInput(customerId, cardId))).toEqual({
    status: 'declined',
    code: 'GENERIC_DECLINE',
    message: 'Your card was declined.',
  });
});

test.each([
  ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE', /security code/],
  ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE', /ZIP code/],
  ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION', /expiration date/],
])('storing a card from %s answers declined with %s', async (nonce, code, message) => {
  const { customerId } = await gateway.createCustomer({
    email: 'a@example.com',
    name: 'A',
    idempotencyKey: 'c1',
  });
  expect(await gateway.storeCard({ customerId, source: token(nonce), idempotencyKey: 'card-1' })).toEqual({
    status: 'declined',
    code,
    message: expect.stringMatching(message),
  });
});

test.each([
  ['cnon:card-nonce-already-used', 'CARD_TOKEN_USED'],
  ['cnon:not-a-sandbox-nonce', 'INVALID_CARD_DATA'],
])('a bad token (%s) is a refused request, not a decline', async (nonce, code) => {
  const { customerId } = await gateway.createCustomer({
    email: 'a@example.com',
    name: 'A',
    idempotencyKey: 'c1',
  });
  const stored = gateway.storeCard({ customerId, source: token(nonce), idempotencyKey: 'card-1' });
  await expect(stored).rejects.toThrow(GatewayRequestError);
  await expect(stored).rejects.toMatchObject({ code });
});

test('charging again with the same key answers the first payment and charges once', async () => {
  const { customerId, cardId } = await customerWithCard();
  const first = await gateway.charge(chargeInput(customerId, cardId));
  const again = await gateway.charge(chargeInput(customerId, cardId));
  expect(again).toEqual(first);
  expect(bodiesOf('/v2/payments')).toHaveLength(2);
  expect(square.payments).toHaveLength(1);
});

test('the same key with another amount is refused and charges nothing more', async () => {
  const { customerId, cardId } = await customerWithCard();
  await gateway.charge(chargeInput(customerId, cardId));
  const other = gateway.charge(chargeInput(customerId, cardId, { amount: cents(27000) }));
  await expect(other).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'IDEMPOTENCY_KEY_REUSED' });
  expect(square.payments).toHaveLength(1);
});

test('a server error is unavailable, and the retry with the same key charges once', async () => {
  const { customerId, cardId } = await customerWithCard();
  square.failNext(500);
  await expect(gateway.charge(chargeInput(customerId, cardId))).rejects.toThrow(GatewayUnavailableError);
  expect(square.requests.at(-1)?.answer).toBe(500);
  expect(await gateway.charge(chargeInput(customerId, cardId))).toMatchObject({ status: 'succeeded' });
  expect(square.payments).toHaveLength(1);
});

test('an answer lost to a timeout is unavailable; the retry with the same key finds the payment made', async () => {
  const { customerId, cardId } = await customerWithCard();
  const impatient = gatewayFor(square, { timeoutMs: 200 });
  square.failNext('hang');
  await expect(impatient.charge(chargeInput(customerId, cardId))).rejects.toThrow(GatewayUnavailableError);
  const retried = await impatient.charge(chargeInput(customerId, cardId));
  expect(retried).toEqual({ status: 'succeeded', paymentId: square.payments[0]?.id });
  expect(square.payments).toHaveLength(1);
});

test('Square out of reach is unavailable', async () => {
  const { customerId, cardId } = await customerWithCard();
  await square.stop();
  await expect(gateway.charge(chargeInput(customerId, cardId))).rejects.toThrow(GatewayUnavailableError);
  square = await startSquareFakeServer();
});

test('raw card numbers are refused before anything reaches Square', async () => {
  const stored = gateway.storeCard({
    customerId: 'CUSTOMER',
    source: {
      kind: 'card',
      cardNumber: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: '111',
      cardholderName: 'Priya Raman',
      billingAddress,
    },
    idempotencyKey: 'card-1',
  });
  await expect(stored).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'RAW_CARD_REFUSED' });
  expect(square.requests).toEqual([]);
});

test('a refund reaches Square with its payment, amount and key, and answers pending until Square settles it', async () => {
  const { customerId, cardId } = await customerWithCard();
  const charged = await gateway.charge(chargeInput(customerId, cardId));
  if (charged.status !== 'succeeded') throw new Error('expected a payment');
  const refund = await gateway.refund({
    paymentId: charged.paymentId,
    amount: cents(2500),
    idempotencyKey: 'refund-0001',
    reason: 'Service interruption on Monday',
  });
  expect(refund).toEqual({ refundId: expect.any(String), status: 'pending' });
  expect(bodiesOf('/v2/refunds')).toEqual([
    {
      idempotency_key: 'refund-0001',
      payment_id: charged.paymentId,
      amount_money: { amount: 2500, currency: 'USD' },
      reason: 'Service interruption on Monday',
    },
  ]);
  const tooMuch = gateway.refund({
    paymentId: charged.paymentId,
    amount: cents(5001),
    idempotencyKey: 'refund-0002',
    reason: 'More than is left',
  });
  await expect(tooMuch).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'REFUND_AMOUNT_INVALID' });
});

test('an idempotency key longer than 45 characters is refused before any request', async () => {
  const charge = gateway.charge(chargeInput('CUSTOMER', 'ccof:card', { idempotencyKey: 'k'.repeat(46) }));
  await expect(charge).rejects.toThrow(RangeError);
  expect(square.requests).toEqual([]);
});

test('the access token never appears in what an error says', async () => {
  const { customerId, cardId } = await customerWithCard();
  const wrongToken = 'EAAAl-wrong-token-that-must-stay-secret';
  const failures: unknown[] = [];
  const collect = (promise: Promise<unknown>) =>
    promise.then(
      () => failures.push('no error'),
      (e) => failures.push(e),
    );

  await collect(
    gatewayFor(square, { accessToken: wrongToken }).createCustomer({
      email: 'a@example.com',
      name: 'A',
      idempotencyKey: 'c2',
    }),
  );
  square.failNext(500);
  await collect(gateway.charge(chargeInput(customerId, cardId)));
  square.failNext('hang');
  await collect(
    gatewayFor(square, { timeoutMs: 200 }).charge(
      chargeInput(customerId, cardId, { idempotencyKey: 'charge-2' }),
    ),
  );
  await collect(
    gateway.refund({ paymentId: 'NO-SUCH-PAYMENT', amount: cents(100), idempotencyKey: 'r1', reason: 'x' }),
  );

  expect(failures).toEqual([
    expect.objectContaining({ name: 'GatewayRequestError', code: 'UNAUTHORIZED' }),
    expect.any(GatewayUnavailableError),
    expect.any(GatewayUnavailableError),
    expect.objectContaining({ name: 'GatewayRequestError', code: 'NOT_FOUND' }),
  ]);
  for (const error of failures) {
    if (!(error instanceof Error)) throw new Error('expected an error');
    for (const text of [error.message, error.stack ?? '', JSON.stringify(error)]) {
      expect(text).not.toContain(square.accessToken);
      expect(text).not.toContain(wrongToken);
    }
  }
});

test('a lost payment is looked up by its reference among the location payments of its amount, never charged again', async () => {
  const { customerId, cardId } = await customerWithCard();
  const since = new Date(Date.now() - 60_000);
  const lookup = {
    idempotencyKey: 'charge-0001',
    referenceId: 'charge-row-0001',
    amount: cents(7500),
    since,
  };
  expect(await gateway.findCharge(lookup)).toEqual({ status: 'not_found' });
  await gateway.charge(
    chargeInput(customerId, cardId, { idempotencyKey: 'other', referenceId: 'charge-row-0002' }),
  );
  square.failNext('hang', '/v2/payments');
  await expect(gateway.charge(chargeInput(customerId, cardId))).rejects.toThrow(GatewayUnavailableError);
  const found = await gateway.findCharge(lookup);
  expect(found).toEqual({ status: 'succeeded', paymentId: square.payments[1]?.id });
  expect(square.payments).toHaveLength(2);
  const listed = square.requests
    .filter((r) => r.method === 'GET')
    .map((r) => new URL(r.path, 'http://x').searchParams);
  expect(listed.at(-1)?.get('location_id')).toBe(square.locationId);
  expect(listed.at(-1)?.get('total')).toBe('7500');
  expect(await gateway.findCharge({ ...lookup, referenceId: 'never-made' })).toEqual({ status: 'not_found' });
});

test('a payment Square only authorized is voided when looked up, and answers as not made', async () => {
  const { customerId, cardId } = await customerWithCard();
  await gateway.charge(chargeInput(customerId, cardId));
  const [payment] = square.payments;
  if (payment) payment.status = 'APPROVED';
  const lookup = {
    idempotencyKey: 'charge-0001',
    referenceId: 'charge-row-0001',
    amount: cents(7500),
    since: new Date(0),
  };
  expect(await gateway.findCharge(lookup)).toEqual({ status: 'not_found' });
  expect(square.payments[0]?.status).toBe('CANCELED');
});
