// The current calendar month in Irving by the server's clock, for the card-expiry check.
import { localDateOf } from '../../../../domain/calendar';
import type { YearMonth } from '../../../../domain/payment-card';
import { serverNow } from '../../../lib/server-now';

export function currentServerMonth(): YearMonth {
  const [year, month] = localDateOf(serverNow()).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1 };
}
