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
  await enqueueEmails(db, [message], now);
}

/** `enqueueEmail` for many messages at once, in a fixed number of statements (a billing batch, a newsletter). */
export async function enqueueEmails(
  db: DbOrTx,
  messages: readonly OutboundEmail[],
  now: Date,
): Promise<number> {
  const sealer = outboxSealer();
  const newsletterTo = messages.filter((m) => m.template === 'newsletter').map((m) => m.to);
  const unsubscribed = await newsletterUnsubscriptionRepository(db).among(newsletterTo);
  const rows = [];
  for (const message of messages) {
    const parsed = parseTemplateMessage(message.template, message.data);
    const to = message.to.trim();
    if (parsed.template === 'newsletter' && unsubscribed.has(to.toLowerCase())) continue;
    rows.push({
      dedupeKey: message.dedupeKey,
      template: parsed.template,
      recipientEmail: to,
      subject: emailSubject(parsed),
      payload: sealer.seal(JSON.stringify(parsed.data), message.dedupeKey),
    });
  }
  const added = await emailOutboxRepository(db).enqueueMany(rows, now);
  // A wake-up hint: should the worker look before this transaction commits, its next poll (within a second) sends it.
  if (added > 0) outboxSignal.notify();
  return added;
}
