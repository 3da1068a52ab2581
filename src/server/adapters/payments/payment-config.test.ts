import { expect, test } from 'vitest';
import { z } from 'zod';
import { startSquareFakeServer } from '../../testing/square-fake-server';
import { parsePaymentConfig, paymentEnvShape, publicPaymentSettings } from './payment-config';
import { createPaymentGateway } from './select-payment-gateway';

const square = {
  SQUARE_ACCESS_TOKEN: 'EAAAl-sandbox-secret',
  SQUARE_LOCATION_ID: 'L1234567890',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-abc123',
  SQUARE_ENVIRONMENT: 'sandbox',
};

function parse(env: Record<string, string>, nodeEnv: 'development' | 'production' | 'test' = 'production') {
  return parsePaymentConfig(z.object(paymentEnvShape).parse(env), { env: nodeEnv });
}

test('without Square variables, payments run on the offline sandbox', () => {
  const config = parse({});
  expect(config).toBeUndefined();
  expect(publicPaymentSettings(undefined)).toEqual({ mode: 'sandbox' });
  expect(createPaymentGateway(undefined).kind).toBe('sandbox');
  expect(parse({ SQUARE_ACCESS_TOKEN: '', SQUARE_ENVIRONMENT: '' })).toBeUndefined();
});

test('with all four Square variables, payments go to Square and the browser learns only the public ids', () => {
  const config = parse(square);
  expect(config).toEqual({
    accessToken: 'EAAAl-sandbox-secret',
    locationId: 'L1234567890',
    applicationId: 'sandbox-sq0idb-abc123',
    environment: 'sandbox',
    baseUrl: undefined,
  });
  if (typeof config !== 'object') return;
  expect(createPaymentGateway(config).kind).toBe('square');
  const settings = publicPaymentSettings(config);
  expect(settings).toEqual({
    mode: 'square',
    applicationId: 'sandbox-sq0idb-abc123',
    locationId: 'L1234567890',
    environment: 'sandbox',
  });
  expect(JSON.stringify(settings)).not.toContain('EAAAl-sandbox-secret');
});

test('a partial Square setup stops the start with one line naming what is missing', () => {
  const problem = parse({ SQUARE_ACCESS_TOKEN: 'EAAAl-x', SQUARE_APPLICATION_ID: 'sandbox-sq0idb-abc' });
  expect(problem).toBe(
    'SQUARE_ACCESS_TOKEN, SQUARE_LOCATION_ID, SQUARE_APPLICATION_ID, SQUARE_ENVIRONMENT must be set together; missing SQUARE_LOCATION_ID, SQUARE_ENVIRONMENT',
  );
});

test('SQUARE_ENVIRONMENT is sandbox or production', () => {
  const parsed = z.object(paymentEnvShape).safeParse({ ...square, SQUARE_ENVIRONMENT: 'staging' });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]).toMatchObject({
    path: ['SQUARE_ENVIRONMENT'],
    message: 'must be sandbox or production',
  });
});

test("an application id from the other environment is refused, since Square's card form would not load", () => {
  expect(parse({ ...square, SQUARE_APPLICATION_ID: 'sq0idp-live' })).toMatch(
    /^SQUARE_APPLICATION_ID must be a sandbox/,
  );
  expect(parse({ ...square, SQUARE_ENVIRONMENT: 'production' })).toMatch(
    /^SQUARE_APPLICATION_ID is a sandbox application id .* SQUARE_ENVIRONMENT=production$/,
  );
  expect(
    parse({ ...square, SQUARE_ENVIRONMENT: 'production', SQUARE_APPLICATION_ID: 'sq0idp-live' }),
  ).toMatchObject({
    environment: 'production',
  });
});

test('SQUARE_BASE_URL redirects the access token, so it is refused in production and alone', () => {
  const fake = { ...square, SQUARE_BASE_URL: 'http://127.0.0.1:4010' };
  expect(parse(fake, 'production')).toMatch(/^SQUARE_BASE_URL is only for tests/);
  expect(parse(fake, 'test')).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' });
  expect(parse({ SQUARE_BASE_URL: 'http://127.0.0.1:4010' }, 'test')).toMatch(/^SQUARE_BASE_URL needs /);
});

test('the gateway chosen from configuration talks to the Square at SQUARE_BASE_URL with the configured token', async () => {
  const fake = await startSquareFakeServer({ accessToken: square.SQUARE_ACCESS_TOKEN });
  try {
    const config = parse({ ...square, SQUARE_BASE_URL: fake.baseUrl }, 'test');
    if (typeof config !== 'object') throw new Error(`expected a Square config, got ${config}`);
    const { customerId } = await createPaymentGateway(config).createCustomer({
      email: 'priya@example.com',
      name: 'Priya Raman',
      idempotencyKey: 'signup-1',
    });
    expect(customerId).toEqual(expect.any(String));
    expect(fake.requests.map((r) => [r.path, r.answer, r.headers.authorization])).toEqual([
      ['/v2/customers', 200, `Bearer ${square.SQUARE_ACCESS_TOKEN}`],
    ]);
  } finally {
    await fake.stop();
  }
});
