// The short-lived cookie that binds a Google sign-in to the browser that started it: state, nonce and PKCE
// verifier, encrypted and authenticated (JWE, A256GCM) with a key derived from APP_SECRET.
import { timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { readCookie, secureAttribute } from '../../http/cookies';
import { deriveKey } from './secret-keys';

export const OAUTH_COOKIE_NAME = 'tf_google_signin';
/** Only the callback needs it back. */
export const OAUTH_COOKIE_PATH = '/api/auth/google';
const LIFETIME_SECONDS = 10 * 60;

const contentSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });
export type OAuthState = z.infer<typeof contentSchema>;

export interface OAuthStateCookie {
  /** The Set-Cookie header value that stores the state. */
  set(content: OAuthState, now: Date): Promise<string>;
  /** The Set-Cookie header value that removes it. */
  clear(): string;
  /** The state stored in the request's cookie, when it is there, intact, unexpired and for this returned state. */
  open(cookieHeader: string | undefined, returnedState: string, now: Date): Promise<OAuthState | null>;
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createOAuthStateCookie(appSecret: string, appOrigin: string): OAuthStateCookie {
  const key = deriveKey(appSecret, 'oauth-state-cookie');
  const secure = secureAttribute(appOrigin);
  // Lax, not Strict: the browser comes back from Google on a top-level cross-site navigation.
  const attributes = `Path=${OAUTH_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`;

  return {
    async set(content, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const value = await new EncryptJWT(content)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + LIFETIME_SECONDS)
        .encrypt(key);
      return `${OAUTH_COOKIE_NAME}=${value}; Max-Age=${LIFETIME_SECONDS}; ${attributes}`;
    },
    clear() {
      return `${OAUTH_COOKIE_NAME}=; Max-Age=0; ${attributes}`;
    },
    async open(cookieHeader, returnedState, now) {
      const value = readCookie(cookieHeader, OAUTH_COOKIE_NAME);
      if (!value) return null;
      try {
        const { payload } = await jwtDecrypt(value, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: now,
        });
        const content = contentSchema.parse(payload);
        return sameString(content.state, returnedState) ? content : null;
      } catch {
        return null;
      }
    },
  };
}
