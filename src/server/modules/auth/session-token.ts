// The session token: an HS256 JWT carrying the user, role, session id and expiry; every other form is refused.
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../../contracts/auth';
import { deriveKey } from './secret-keys';

const ALGORITHM = 'HS256';
/** Tokens whose signature has been checked, remembered so a browser's next requests skip the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,15}$/),
  role: z.enum(USER_ROLES),
  sid: z.uuid(),
  exp: z.number(),
});

export interface SessionTokenClaims {
  userId: number;
  role: UserRole;
  sessionId: string;
  expiresAt: Date;
}

export interface SessionTokens {
  sign(claims: SessionTokenClaims, now: Date): Promise<string>;
  /** Answers the claims of a well-formed, correctly signed, unexpired token, else null. */
  verify(token: string, now: Date): Promise<SessionTokenClaims | null>;
}

export function createSessionTokens(appSecret: string): SessionTokens {
  // Imported once as a CryptoKey: given raw bytes (or a secret KeyObject), jose imports the key on every call.
  const cryptoKey = webcrypto.subtle.importKey(
    'raw',
    deriveKey(appSecret, 'session-token'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature stays valid as long as the key does, so a string that verified once need not be checked
  // again; its expiry is, on every call. Only verified tokens enter, so garbage cannot crowd them out.
  const verified = new Map<string, SessionTokenClaims>();
  return {
    async sign(claims, now) {
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(await cryptoKey);
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > now.getTime()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, {
          algorithms: [ALGORITHM],
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'role', 'exp'],
        });
        const claims = claimsSchema.parse(payload);
        const result: SessionTokenClaims = {
          userId: Number(claims.sub),
          role: claims.role,
          sessionId: claims.sid,
          expiresAt: new Date(claims.exp * 1000),
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, result);
        return result;
      } catch {
        return null;
      }
    },
  };
}
