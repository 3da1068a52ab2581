// Joining the waitlist: store the entry and enqueue its confirmation e-mail in one transaction.
import type { WaitlistEntryInput } from '../../../contracts/waitlist';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { waitlistRepository } from './waitlist-repository';

/** Joining twice is not an error: the second time nothing is stored and no second e-mail goes out. */
export async function joinWaitlist(
  db: Db,
  entry: WaitlistEntryInput,
  now: Date,
): Promise<{ added: boolean }> {
  return db.transaction(async (tx) => {
    const added = await waitlistRepository(tx).add({ ...entry, createdAt: now });
    if (added) {
      await enqueueEmail(
        tx,
        {
          template: 'waitlist-confirmation',
          data: { name: entry.name, phase: entry.phase },
          to: entry.email,
          dedupeKey: `waitlist:${entry.email.toLowerCase()}`,
        },
        now,
      );
    }
    return { added };
  });
}
