// The secrets in e-mailed links: 256 random bits, stored only as their SHA-256, each with its page and lifetime.
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { authTokenRepository, type AuthTokenPurpose } from './auth-token-repository';

export const PASSWORD_RESET_TTL_MINUTES = 30;
export const ACCOUNT_SETUP_TTL_HOURS = 72;

const TTL_MS: Record<AuthTokenPurpose, number> = {
  'password-reset': PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
  'account-setup': ACCOUNT_SETUP_TTL_HOURS * 60 * 60 * 1000,
};

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Replaces the user's pending link with a new one; answers the link (to e-mail, never to store) and its row id. */
export async function issueLinkToken(
  tx: DbOrTx,
  input: { userId: number; purpose: AuthTokenPurpose; now: Date; appOrigin: string },
): Promise<{ url: string; tokenId: number }> {
  const token = randomBytes(32).toString('base64url');
  const row = await authTokenRepository(tx).replace({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashLinkToken(token),
    now: input.now,
    expiresAt: new Date(input.now.getTime() + TTL_MS[input.purpose]),
  });
  // Both kinds of link open the same page, which sets the password (spec section 2: /reset-password).
  return { url: `${input.appOrigin}/reset-password?token=${token}`, tokenId: row.id };
}
