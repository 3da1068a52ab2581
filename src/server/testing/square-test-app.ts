// An app whose payments go to Square, here the fake of Square's API on 127.0.0.1, as configured in production.
import { createSquareGateway } from '../adapters/payments/square-gateway';
import type { SquareFakeServer } from './square-fake-server';
import { createTestApp, type TestApp } from './test-app';

/** The fake stamps its payments by the app's test clock, as Square's clock and ours agree in production. */
export async function createSquareTestApp(square: SquareFakeServer, now: Date): Promise<TestApp> {
  const payments = {
    accessToken: square.accessToken,
    locationId: square.locationId,
    applicationId: 'sandbox-sq0idb-test',
    environment: 'sandbox' as const,
    baseUrl: square.baseUrl,
  };
  const t = await createTestApp({
    now,
    config: { payments },
    deps: { paymentGateway: createSquareGateway({ ...payments, timeoutMs: 2000 }) },
  });
  square.useClock(() => t.clock.now());
  return t;
}
