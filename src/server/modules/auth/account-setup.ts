// Creating a subscriber's account when they subscribe: no password yet, an e-mailed link to choose one.
import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { ACCOUNT_SETUP_TTL_HOURS, issueLinkToken } from './email-link-tokens';
import { userRepository } from './user-repository';

export interface NewSubscriberAccount {
  name: string;
  email: string;
  phone?: string | null;
  address?: string | null;
}

/**
 * Call inside the transaction that records the subscription. Creates the subscriber (or finds the existing
 * account with that e-mail) and, unless the account already has a way to sign in, enqueues the set-up e-mail.
 */
export async function createAccountWithSetupEmail(
  tx: DbOrTx,
  account: NewSubscriberAccount,
  context: { now: Date; appOrigin: string },
): Promise<{ userId: number; created: boolean }> {
  const users = userRepository(tx);
  const inserted = await users.insert({ ...account, role: 'subscriber' }, context.now);
  const user = inserted ?? (await users.findByEmail(account.email));
  if (!user) throw new Error('the account neither inserted nor found');
  // A returning customer's profile gets the phone and billing address just given where it had none.
  const missing = {
    ...(!user.phone?.trim() && account.phone && { phone: account.phone }),
    ...(!user.address?.trim() && account.address && { address: account.address }),
  };
  if (!inserted && Object.keys(missing).length > 0) await users.update(user.id, missing, context.now);
  if (user.passwordHash || user.googleSubject) return { userId: user.id, created: false };

  const link = await issueLinkToken(tx, {
    userId: user.id,
    purpose: 'account-setup',
    now: context.now,
    appOrigin: context.appOrigin,
  });
  await enqueueEmail(
    tx,
    {
      template: 'account-setup',
      data: { name: user.name, setupUrl: link.url, expiresInHours: ACCOUNT_SETUP_TTL_HOURS },
      to: user.email,
      dedupeKey: `account-setup:${link.tokenId}`,
    },
    context.now,
  );
  return { userId: user.id, created: inserted !== undefined };
}
