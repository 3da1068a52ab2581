// POST /api/auth/google/exchange: /auth-success trades the one-time code of a Google sign-in for a session, or for
// the code step's challenge when two-factor is on.
import { loginAnswerSchema, type LoginAnswer } from '../../../../contracts/two-factor';
import { api } from '../../../lib/api-client';

/** One exchange per code, even when React runs the page's effect twice: a code works only once. */
const exchanges = new Map<string, Promise<LoginAnswer>>();

export function exchangeGoogleCode(code: string): Promise<LoginAnswer> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = api.post('/api/auth/google/exchange', { code }, { schema: loginAnswerSchema });
    exchanges.set(code, exchange);
  }
  return exchange;
}
