// Nightly upkeep of checkout: spots held by abandoned checkouts are marked expired, old payment attempts forgotten.
import { dailyAt } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RecurringJob } from '../../jobs/jobs';
import { checkoutAttemptRepository } from './checkout-attempt-repository';
import { subscriptionRepository } from './subscription-repository';

/** Payment attempts are kept a day: the limits look back an hour, support may look at yesterday's. */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;

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
