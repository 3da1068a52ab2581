// Accounts made at start: the operator's admin (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME) and a demo subscriber in an
// empty database.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AuthConfig } from './auth-config';
import { DEMO_EMAIL } from './auth-config';
import type { PasswordHasher } from './password-hasher';
import { sessionRepository } from './session-repository';
import { twoFactorRepository } from './two-factor-repository';
import { userRepository } from './user-repository';

/** The demo subscriber (README: Signing in); later features add their demo data to this account. */
export const DEMO_ACCOUNT = {
  name: 'Demo Subscriber',
  email: DEMO_EMAIL,
  username: 'demo',
  phone: '(469) 555-0100',
  address: '600 E Las Colinas Blvd, Irving, TX 75039',
} as const;

/** What owners made from ADMIN_EMAIL were called before ADMIN_NAME: a name that is nobody's, replaced at start. */
const PLACEHOLDER_NAME = 'Admin';

/**
 * The owner's name without ADMIN_NAME, from their address: "priya.shah@..." is Priya Shah. They change it in the
 * back office (/admin/security).
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean);
  if (words.length === 0) return 'Owner';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export async function ensureOperatorAccounts(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  config: AuthConfig;
}): Promise<void> {
  const { db, clock, hasher, config } = deps;
  const users = userRepository(db);

  if (config.seedDemo && (await users.count()) === 0) {
    await users.insert(
      { ...DEMO_ACCOUNT, role: 'subscriber', passwordHash: await hasher.hash(config.demoPassword) },
      clock.now(),
    );
  }

  if (config.admin) {
    const { email, password, name } = config.admin;
    const now = clock.now();
    const existing = await users.findByEmail(email);
    if (!existing) {
      if (!password) {
        throw new Error(`ADMIN_EMAIL ${email} has no account yet: set ADMIN_PASSWORD for its first start`);
      }
      await users.insert(
        {
          name: name ?? nameFromEmail(email),
          email,
          role: 'admin',
          passwordHash: await hasher.hash(password),
        },
        now,
      );
      return;
    }
    if (existing.role !== 'admin') await users.update(existing.id, { role: 'admin' }, now);
    // Only the placeholder of an older start is renamed: a name the owner chose in the back office stays theirs.
    if (name && existing.name === PLACEHOLDER_NAME) await users.update(existing.id, { name }, now);
    // Without ADMIN_PASSWORD (removed after the first start) the owner keeps the password they have.
    if (!password) return;
    const unchanged =
      existing.passwordHash !== null && (await hasher.verify(existing.passwordHash, password));
    if (!unchanged) {
      // A new ADMIN_PASSWORD ends the sessions that were opened with the old one. It is also the operator's way
      // back in after losing their authenticator and recovery codes: two-factor is turned off, to be set up again.
      await db.transaction(async (tx) => {
        await userRepository(tx).update(existing.id, { passwordHash: await hasher.hash(password) }, now);
        await sessionRepository(tx).revokeAllForUser(existing.id, now);
        await twoFactorRepository(tx).remove(existing.id);
      });
    }
  }
}
