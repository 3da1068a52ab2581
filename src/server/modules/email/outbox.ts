// The one way the product sends mail: write the message to the outbox in the caller's transaction.
import type { DbOrTx } from '../../db/client';
import { emailSubject } from './email-renderer';
import { parseTemplateMessage, type OutboundEmail } from './email-templates';
import { newsletterUnsubscriptionRepository } from './newsletter-unsubscription-repository';
import { emailOutboxRepository } from './outbox-repository';
import { outboxSignal } from './outbox-signal';
import { outboxSealer } from './outbox-sealer';

/**
 * Enqueues a message in the same transaction as the change that causes it, due at `now` (the app's clock).
 * Enqueuing a dedupeKey that is already in the outbox does nothing; so does a newsletter to an address that
 * unsubscribed. Invalid template data throws, so the caller's transaction rolls back instead of queuing a
 * message that could never be rendered.
 */
export async function enqueueEmail(db: DbOrTx, message: OutboundEmail, now: Date): Promise<void> {
  const sealer = outboxSealer();
  const parsed = parseTemplateMessage(message.template, message.data);
  const to = message.to.trim();
  if (parsed.template === 'newsletter' && (await newsletterUnsubscriptionRepository(db).has(to))) return;
  const added = await emailOutboxRepository(db).enqueue(
    {
      dedupeKey: message.dedupeKey,
      template: parsed.template,
      recipientEmail: to,
      subject: emailSubject(parsed),
      payload: sealer.seal(JSON.stringify(parsed.data), message.dedupeKey),
    },
    now,
  );
  // A wake-up hint: should the worker look before this transaction commits, its next poll (within a second) sends it.
  if (added) outboxSignal.notify();
}
