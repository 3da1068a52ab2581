// The short-lived one-time code a Google sign-in hands to /auth-success, bound to the browser that started it by a
// cookie holding a secret only that browser has. The page exchanges the code for a session; a code that arrives in
// another browser, late, or twice signs nobody in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readCookie, secureAttribute } from '../../http/cookies';
import { signInCodes } from '../../db/schema';

export const EXCHANGE_COOKIE_NAME = 'tf_google_exchange';
const CODE_LIFETIME_MS = 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SignInCodes {
  /** A new code for the user and the Set-Cookie header value that binds it to this browser. */
  issue(userId: number, now: Date): Promise<{ code: string; setCookie: string }>;
  /** The user the code was issued to, if it is unexpired, unused and this browser's; it is used up either way. */
  redeem(code: string, cookieHeader: string | undefined, now: Date): Promise<number | null>;
  /** The Set-Cookie header value that removes the binding. */
  clearCookie(): string;
}

export function createSignInCodes(db: DbOrTx, appOrigin: string): SignInCodes {
  // Only the exchange call (under /api/auth/google) needs it back, and only from our own pages.
  const attributes = `Path=/api/auth/google; HttpOnly; SameSite=Strict${secureAttribute(appOrigin)}`;
  return {
    async issue(userId, now) {
      const code = randomBytes(32).toString('base64url');
      const browserSecret = randomBytes(32).toString('base64url');
      await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
      await db.insert(signInCodes).values({
        codeHash: sha256(code),
        userId,
        browserHash: sha256(browserSecret),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      });
      const maxAge = CODE_LIFETIME_MS / 1000;
      return {
        code,
        setCookie: `${EXCHANGE_COOKIE_NAME}=${browserSecret}; Max-Age=${maxAge}; ${attributes}`,
      };
    },

    async redeem(code, cookieHeader, now) {
      const [row] = await db
        .delete(signInCodes)
        .where(eq(signInCodes.codeHash, sha256(code)))
        .returning();
      const browserSecret = readCookie(cookieHeader, EXCHANGE_COOKIE_NAME);
      if (!row || !browserSecret || row.expiresAt <= now) return null;
      return sameHash(row.browserHash, sha256(browserSecret)) ? row.userId : null;
    },

    clearCookie() {
      return `${EXCHANGE_COOKIE_NAME}=; Max-Age=0; ${attributes}`;
    },
  };
}
