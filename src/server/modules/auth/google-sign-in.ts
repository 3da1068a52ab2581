// Turns a verified Google identity into an account: by linked identity first, then by verified e-mail, else a new one.
import type { OidcIdentity } from '../../adapters/oauth/oidc-client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { userRepository, type UserRow } from './user-repository';

export class GoogleSignInRefused extends Error {
  override name = 'GoogleSignInRefused';
}

export async function accountForGoogleIdentity(
  db: Db,
  clock: Clock,
  identity: OidcIdentity,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const users = userRepository(tx);
    const linked = await users.findByGoogleIdentity(identity.issuer, identity.subject);
    if (linked) return linked;

    // An address Google has not verified proves nothing: it neither links an account nor claims one, so nobody
    // can set up an account in the name of someone who subscribes later (account pre-hijacking).
    if (!identity.email || !identity.emailVerified)
      throw new GoogleSignInRefused('e-mail missing or not verified');

    const now = clock.now();
    const existing = await users.findByEmail(identity.email);
    if (existing) {
      if (existing.googleSubject)
        throw new GoogleSignInRefused('account is linked to another Google identity');
      await users.update(
        existing.id,
        { googleIssuer: identity.issuer, googleSubject: identity.subject },
        now,
      );
      return { ...existing, googleIssuer: identity.issuer, googleSubject: identity.subject };
    }

    const created = await users.insert(
      {
        name: identity.name?.trim() || identity.email.split('@')[0] || identity.email,
        email: identity.email,
        role: 'subscriber',
        google: { issuer: identity.issuer, subject: identity.subject },
      },
      now,
    );
    if (!created) throw new GoogleSignInRefused('account was created concurrently');
    return created;
  });
}
