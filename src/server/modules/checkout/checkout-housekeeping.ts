// Nightly upkeep of checkout: holds of abandoned checkouts are marked expired, old finished attempts forgotten.
import { dailyAt } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RecurringJob } from '../../jobs/jobs';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { checkoutAttemptRepository } from './checkout-attempt-repository';

/** Finished attempts are kept a month: the limits look back an hour, support may look further back. */
const ATTEMPT_RETENTION_MS = 30 * 24 * 60 * 60_000;

export function checkoutHousekeeping(deps: { db: Db; clock: Clock }): RecurringJob {
  return {
    name: 'checkout.housekeeping',
    every: dailyAt(3, 45),
    catchUp: 'latest',
    async run() {
      const now = deps.clock.now();
      await checkoutAttemptRepository(deps.db).prune(new Date(now.getTime() - ATTEMPT_RETENTION_MS));
      // Holds already stopped counting when they expired; this only tidies their status for the admin's lists.
      const expired = await subscriptionRepository(deps.db).expireAbandonedHolds(now);
      return { outcome: `expired ${expired}` };
    },
  };
}
