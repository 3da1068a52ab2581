// The one way the product sends mail: write the message to the outbox in the caller's transaction.
import type { DbOrTx } from '../../db/client';
import type { OutboundEmail } from './email-templates';

/**
 * Enqueues a message in the same transaction as the change that causes it.
 * Enqueuing a dedupeKey that is already in the outbox does nothing.
 */
export async function enqueueEmail(_db: DbOrTx, _message: OutboundEmail): Promise<void> {
  // Placeholder until the outbox table exists (issue 3).
  await Promise.resolve();
}
