// A subscription's customer at the payment provider: the one on file, or one made with a key from its public id.
import type { PaymentGateway } from './payment-gateway';

export async function gatewayCustomerFor(
  gateway: PaymentGateway,
  sub: {
    gatewayCustomerId: string | null;
    publicId: string;
    email: string;
    name: string;
    phone: string | null;
  },
): Promise<string> {
  if (sub.gatewayCustomerId) return sub.gatewayCustomerId;
  const { customerId } = await gateway.createCustomer({
    email: sub.email,
    name: sub.name,
    phone: sub.phone ?? undefined,
    idempotencyKey: `cus-${sub.publicId}`,
  });
  return customerId;
}
