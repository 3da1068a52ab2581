import { expect, test } from 'vitest';
import {
  DEMO_MISSING_MESSAGE,
  demoBillingSchema,
  demoPaymentSchema,
  formatExpiry,
} from './demo-payment-schema';

const FILLED = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Priya Patel',
  address: '7610 N MacArthur Blvd',
  city: 'Irving',
  state: 'TX',
  zipCode: '75063',
};

function messages(values: typeof FILLED, schema = demoPaymentSchema): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  // What the form shows: each field's first problem.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

test('a filled demo form passes', () => {
  expect(messages(FILLED)).toEqual({});
});

test('each of the eight fields is required with the spec’s message', () => {
  for (const field of Object.keys(FILLED) as (keyof typeof FILLED)[]) {
    expect(messages({ ...FILLED, [field]: '  ' })[field]).toBe(DEMO_MISSING_MESSAGE);
  }
});

test('state is 2 letters, ZIP 5 digits and expiry MM/YY', () => {
  expect(messages({ ...FILLED, state: 'Tex' }).state).toMatch(/2-letter/);
  expect(messages({ ...FILLED, zipCode: '75063-1234' }).zipCode).toMatch(/5-digit/);
  expect(messages({ ...FILLED, expiry: '13/30' }).expiry).toMatch(/MM\/YY/);
  expect(messages({ ...FILLED, expiry: '12/2030' }).expiry).toMatch(/MM\/YY/);
});

test('with Square’s card form only the cardholder and address are ours to check', () => {
  expect(messages({ ...FILLED, cardNumber: '', expiry: '', cvv: '' }, demoBillingSchema)).toEqual({});
  expect(messages({ ...FILLED, city: '' }, demoBillingSchema).city).toBe(DEMO_MISSING_MESSAGE);
});

test('the expiry input gets its slash after the month', () => {
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('12')).toBe('12');
  expect(formatExpiry('123')).toBe('12/3');
  expect(formatExpiry('12/305')).toBe('12/30');
});
