import { expect, test } from 'vitest';
import { cents } from '../../../domain/money';
import { GatewayRequestError, type CardSource } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';

const billingAddress = { address: '600 E Las Colinas Blvd', city: 'Irving', state: 'TX', zipCode: '75039' };

function rawCard(
  cardNumber: string,
  overrides: Partial<Extract<CardSource, { kind: 'card' }>> = {},
): CardSource {
  return {
    kind: 'card',
    cardNumber,
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
    cardholderName: 'Priya Raman',
    billingAddress,
    ...overrides,
  };
}

async function storeAndCharge(source: CardSource, customerInitiated: boolean, key = 'charge-1') {
  const gateway = createSandboxGateway();
  const { customerId } = await gateway.createCustomer({
    email: 'priya@example.com',
    name: 'Priya Raman',
    idempotencyKey: 'customer-1',
  });
  const stored = await gateway.storeCard({ customerId, source, idempotencyKey: 'card-1' });
  if (stored.status !== 'stored') throw new Error(`expected the card to be stored, got ${stored.code}`);
  return gateway.charge({
    customerId,
    cardId: stored.cardId,
    amount: cents(7500),
    idempotencyKey: key,
    customerInitiated,
    referenceId: 'charge-row-1',
    note: 'Weekly plan',
  });
}

test.each([
  { card: '4111 1111 1111 1111', signup: 'succeeded', renewal: 'succeeded' },
  { card: '4000 0000 0000 0002', signup: 'GENERIC_DECLINE', renewal: 'GENERIC_DECLINE' },
  { card: '4000 0000 0000 9995', signup: 'INSUFFICIENT_FUNDS', renewal: 'INSUFFICIENT_FUNDS' },
  { card: '4000 0000 0000 0341', signup: 'succeeded', renewal: 'CARD_DECLINED' },
  { card: '5105 1051 0510 5100', signup: 'succeeded', renewal: 'succeeded' },
])('test card $card: signup charge $signup, renewal $renewal', async ({ card, signup, renewal }) => {
  const outcome = (result: Awaited<ReturnType<typeof storeAndCharge>>) =>
    result.status === 'succeeded' ? 'succeeded' : result.code;
  expect(outcome(await storeAndCharge(rawCard(card), true))).toBe(signup);
  expect(outcome(await storeAndCharge(rawCard(card), false))).toBe(renewal);
});

test.each([
  { card: '4000 0000 0000 0002', message: 'Your card was declined.' },
  { card: '4000 0000 0000 9995', message: 'Your card has insufficient funds.' },
])('a declined test card $card tells the customer why', async ({ card, message }) => {
  expect(await storeAndCharge(rawCard(card), true)).toEqual({
    status: 'declined',
    code: expect.any(String),
    message,
  });
});

test('a stored card keeps only its brand, last four digits and expiry; its id carries no card number', async () => {
  const gateway = createSandboxGateway();
  const stored = await gateway.storeCard({
    customerId: 'sbx-cus:x',
    source: rawCard('4000 0000 0000 0341', { expiryMonth: 3, expiryYear: 2031 }),
    idempotencyKey: 'card-1',
  });
  expect(stored).toEqual({
    status: 'stored',
    cardId: expect.stringMatching(/^sbx-card:declines-renewals:[\w-]+$/),
    brand: 'visa',
    last4: '0341',
    expMonth: 3,
    expYear: 2031,
  });
  expect(JSON.stringify(stored)).not.toContain('4000000000000341');
});

test.each([
  ['4111111111111111', 'visa'],
  ['4000000000006', 'visa'],
  ['5500000000000004', 'mastercard'],
  ['2221000000000009', 'mastercard'],
  ['2720000000000005', 'mastercard'],
  ['340000000000009', 'amex'],
  ['378282246310005', 'amex'],
  ['6011000000000004', 'discover'],
  ['6500000000000002', 'discover'],
  ['6440000000000005', 'discover'],
  ['6490000000000004', 'discover'],
  ['6221260000000000', 'discover'],
  ['6229250000000003', 'discover'],
  ['6221250000000001', 'other'],
  ['3566000000000000', 'other'],
  ['6200000000000000000', 'other'],
])('card %s is stored as %s', async (cardNumber, brand) => {
  const stored = await createSandboxGateway().storeCard({
    customerId: 'sbx-cus:x',
    source: rawCard(cardNumber),
    idempotencyKey: 'card-1',
  });
  expect(stored).toMatchObject({ status: 'stored', brand, last4: cardNumber.slice(-4) });
});

test.each([
  ['a number failing the Luhn check', rawCard('4111 1111 1111 1112')],
  ['a 12-digit number', rawCard('4111 1111 1116')],
  ['a 20-digit number', rawCard('4111 1111 1111 1111 1114')],
  ['letters in the number', rawCard('4111 1111 1111 111a')],
  ['month 13', rawCard('4111 1111 1111 1111', { expiryMonth: 13 })],
  ['a five-digit CVV', rawCard('4111 1111 1111 1111', { cvv: '12345' })],
])('%s is refused as invalid card data', async (_name, source) => {
  const stored = createSandboxGateway().storeCard({
    customerId: 'sbx-cus:x',
    source,
    idempotencyKey: 'card-1',
  });
  await expect(stored).rejects.toThrow(GatewayRequestError);
  await expect(stored).rejects.toMatchObject({ code: 'INVALID_CARD_DATA' });
});

test("Square's sandbox nonces work in sandbox mode: ok stores a Visa ending 1111, declined stores a card that is refused", async () => {
  const token = (sourceId: string): CardSource => ({ kind: 'token', sourceId, billingAddress });
  const gateway = createSandboxGateway();
  expect(
    await gateway.storeCard({ customerId: 'c', source: token('cnon:card-nonce-ok'), idempotencyKey: 'k1' }),
  ).toMatchObject({ status: 'stored', brand: 'visa', last4: '1111' });
  expect(await storeAndCharge(token('cnon:card-nonce-ok'), false)).toMatchObject({ status: 'succeeded' });
  expect(await storeAndCharge(token('cnon:card-nonce-declined'), true)).toEqual({
    status: 'declined',
    code: 'GENERIC_DECLINE',
    message: 'Your card was declined.',
  });
});

test('any other token is refused as invalid card data', async () => {
  const stored = createSandboxGateway().storeCard({
    customerId: 'c',
    source: { kind: 'token', sourceId: 'cnon:real-looking-token', billingAddress },
    idempotencyKey: 'k1',
  });
  await expect(stored).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'INVALID_CARD_DATA' });
});

test('the same idempotency key answers the same payment, even after a restart; another key is another payment', async () => {
  const first = await storeAndCharge(rawCard('4111111111111111'), true, 'renewal-2026-03-02');
  const again = await storeAndCharge(rawCard('4111111111111111'), true, 'renewal-2026-03-02');
  const other = await storeAndCharge(rawCard('4111111111111111'), true, 'renewal-2026-03-30');
  expect(first).toEqual({ status: 'succeeded', paymentId: expect.stringMatching(/^sbx-pay:/) });
  expect(again).toEqual(first);
  expect(other.status === 'succeeded' && other.paymentId).not.toBe(
    first.status === 'succeeded' && first.paymentId,
  );
});

test('a customer id follows from its idempotency key', async () => {
  const create = (idempotencyKey: string) =>
    createSandboxGateway().createCustomer({ email: 'a@example.com', name: 'A B', idempotencyKey });
  expect(await create('signup-1')).toEqual(await create('signup-1'));
  expect((await create('signup-1')).customerId).not.toBe((await create('signup-2')).customerId);
});

test('a refund of a sandbox payment completes at once', async () => {
  const charged = await storeAndCharge(rawCard('4111111111111111'), true);
  if (charged.status !== 'succeeded') throw new Error('expected a payment');
  const refund = await createSandboxGateway().refund({
    paymentId: charged.paymentId,
    amount: cents(2500),
    idempotencyKey: 'refund-1',
    reason: 'Service interruption',
  });
  expect(refund).toEqual({ refundId: expect.stringMatching(/^sbx-ref:/), status: 'completed' });
});

test('a charge on an unknown card id is refused', async () => {
  const charge = createSandboxGateway().charge({
    customerId: 'c',
    cardId: 'ccof:from-square',
    amount: cents(7500),
    idempotencyKey: 'k',
    customerInitiated: true,
    referenceId: 'r',
    note: 'n',
  });
  await expect(charge).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'NOT_FOUND' });
});

test('an idempotency key longer than Square accepts (45) is a programming error in sandbox mode too', async () => {
  const charge = createSandboxGateway().charge({
    customerId: 'c',
    cardId: 'sbx-card:ok:abc',
    amount: cents(7500),
    idempotencyKey: 'k'.repeat(46),
    customerInitiated: true,
    referenceId: 'r',
    note: 'n',
  });
  await expect(charge).rejects.toThrow(RangeError);
});

test('the sandbox keeps each answer by key: a lost answer is looked up, a reused key refused, a refund held to the payment', async () => {
  const gateway = createSandboxGateway();
  const lookup = {
    idempotencyKey: 'attempt-1',
    referenceId: 'attempt-1',
    amount: cents(7500),
    since: new Date(),
  };
  expect(await gateway.findCharge(lookup)).toEqual({ status: 'not_found' });
  const charge = {
    customerId: 'c',
    cardId: 'sbx-card:ok:abc',
    amount: cents(7500),
    idempotencyKey: 'attempt-1',
    customerInitiated: true,
    referenceId: 'attempt-1',
    note: 'n',
  };
  const paid = await gateway.charge(charge);
  expect(await gateway.findCharge(lookup)).toEqual(paid);
  expect(await gateway.charge(charge)).toEqual(paid);
  await expect(gateway.charge({ ...charge, amount: cents(6000) })).rejects.toMatchObject({
    code: 'IDEMPOTENCY_KEY_REUSED',
  });
  if (paid.status !== 'succeeded') throw new Error('expected a payment');
  const refund = (amount: number, idempotencyKey: string) =>
    gateway.refund({ paymentId: paid.paymentId, amount: cents(amount), idempotencyKey, reason: 'r' });
  await refund(5000, 'refund-a');
  expect(await refund(5000, 'refund-a')).toMatchObject({ status: 'completed' });
  await expect(refund(5000, 'refund-b')).rejects.toMatchObject({ code: 'REFUND_AMOUNT_INVALID' });
  expect(await refund(2500, 'refund-c')).toMatchObject({ status: 'completed' });
});
