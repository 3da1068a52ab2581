// Chooses the payment gateway from configuration: Square when it is configured, else the offline sandbox.
import type { PaymentConfig } from './payment-config';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway, type SandboxLedger } from './sandbox-gateway';
import { createSquareGateway } from './square-gateway';

/** The sandbox keeps its answers in `ledger` (the app's database), so they outlive a crash as a provider's do. */
export function createPaymentGateway(
  config: PaymentConfig | undefined,
  ledger?: SandboxLedger,
): PaymentGateway {
  if (!config) return createSandboxGateway(ledger);
  return createSquareGateway({
    accessToken: config.accessToken,
    locationId: config.locationId,
    environment: config.environment,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
}
