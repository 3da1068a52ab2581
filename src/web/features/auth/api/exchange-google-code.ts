// POST /api/auth/google/exchange: /auth-success trades the one-time code of a Google sign-in for a session.
import { loginResponseSchema, type LoginResponse } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

/** One exchange per code, even when React runs the page's effect twice: a code works only once. */
const exchanges = new Map<string, Promise<LoginResponse>>();

export function exchangeGoogleCode(code: string): Promise<LoginResponse> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = api.post('/api/auth/google/exchange', { code }, { schema: loginResponseSchema });
    exchanges.set(code, exchange);
  }
  return exchange;
}
