// Joining the waitlist: store the entry and enqueue its confirmation e-mail in one transaction.
import { sql } from 'drizzle-orm';
import {
  WAITLIST_FULL_MESSAGE,
  WAITLIST_MAX_ENTRIES,
  type WaitlistEntryInput,
} from '../../../contracts/waitlist';
import type { LaunchState } from '../../../contracts/launch';
import { currentPrice } from '../../../domain/plan-prices';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { taxAddedData } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox';
import { priceChanges } from '../prices/price-repository';
import { waitlistRepository } from './waitlist-repository';

/** Any number that identifies the waitlist's lock among advisory locks. */
const WAITLIST_LOCK_KEY = 7_341_002;

/**
 * Joining twice is not an error: the second time nothing is stored and no second e-mail goes out. The list holds at
 * most WAITLIST_MAX_ENTRIES, counted under a lock so that instances joining at once cannot pass it.
 */
export async function joinWaitlist(
  db: Db,
  entry: WaitlistEntryInput,
  now: Date,
  launch: LaunchState,
): Promise<{ added: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_LOCK_KEY})`);
    const repository = waitlistRepository(tx);
    if ((await repository.count()) >= WAITLIST_MAX_ENTRIES && !(await repository.has(entry.email))) {
      throw new AppError('CONFLICT', WAITLIST_FULL_MESSAGE);
    }
    const added = await repository.add({ ...entry, createdAt: now });
    if (added) {
      const changes = await priceChanges(tx);
      await enqueueEmail(
        tx,
        {
          template: 'waitlist-confirmation',
          data: {
            phase: entry.phase,
            launch: { phase: launch.phase, capacity: launch.capacity, spotsLeft: launch.spotsLeft },
            prices: {
              weekly: currentPrice('weekly', changes, now),
              monthly: currentPrice('monthly', changes, now),
            },
            ...taxAddedData(await salesTaxSettings(tx).get()),
          },
          to: entry.email,
          dedupeKey: `waitlist:${entry.email.toLowerCase()}`,
        },
        now,
      );
    }
    return { added };
  });
}
