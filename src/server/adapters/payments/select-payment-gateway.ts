// Chooses the payment gateway from configuration: Square when it is configured, else the offline sandbox.
import type { PaymentConfig } from './payment-config';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createSquareGateway } from './square-gateway';

export function createPaymentGateway(config: PaymentConfig | undefined): PaymentGateway {
  if (!config) return createSandboxGateway();
  return createSquareGateway({
    accessToken: config.accessToken,
    locationId: config.locationId,
    environment: config.environment,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
}
