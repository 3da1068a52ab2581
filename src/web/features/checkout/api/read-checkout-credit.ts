// POST /api/checkout-credit: the signed-in caller's own credit for the address typed, read again while paying (0 for
// anyone else). A read each time it is asked, never cached: it is asked for because it may have changed.
import { checkoutCreditResponseSchema, type CheckoutCreditRequest } from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

export async function readCheckoutCredit(request: CheckoutCreditRequest): Promise<number> {
  const answer = await api.post('/api/checkout-credit', request, { schema: checkoutCreditResponseSchema });
  return answer.accountCredit;
}
