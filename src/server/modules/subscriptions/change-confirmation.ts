// The e-mail that confirms a subscriber's change: what changed, the next pickup and the next charge as they now stand.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { taxAddedData, type SubscriptionChange } from '../email/email-templates';
import { subscriptionRepository } from './subscription-repository';
import { whatComesNext } from './subscription-view';

/** Call in the transaction that made the change, after it: the subscription is read back as it now is. */
export async function confirmChange(
  tx: DbOrTx,
  subscriptionId: number,
  change: SubscriptionChange,
  now: Date,
): Promise<void> {
  const row = await subscriptionRepository(tx).findById(subscriptionId);
  if (!row) throw new Error('a changed subscription is gone');
  const { nextCharge, nextPickup } = await whatComesNext(tx, row, now);
  await enqueueEmail(
    tx,
    {
      template: 'subscription-change',
      data: {
        name: row.name,
        planType: row.planType,
        change,
        nextCharge,
        nextPickup,
        cardLast4: row.cardLast4,
        ...taxAddedData(await salesTaxSettings(tx).get()),
      },
      to: row.email,
      // Each change is its own message: the transaction that makes it enqueues it once.
      dedupeKey: `subscription-change:${row.publicId}:${change.kind}:${randomUUID()}`,
    },
    now,
  );
}
