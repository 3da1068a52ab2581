// Signed newsletter unsubscribe tokens: the address and an HMAC, so the link works without signing in and cannot be forged.
import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(key: Buffer, email: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${email}`).digest();
}

export function createUnsubscribeToken(key: Buffer, email: string): string {
  const normalized = email.trim().toLowerCase();
  return `${Buffer.from(normalized).toString('base64url')}.${mac(key, normalized).toString('base64url')}`;
}

/** The address the token was made for, or null when it was not made with this key. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const [encodedEmail, encodedMac, ...rest] = token.split('.');
  if (!encodedEmail || !encodedMac || rest.length > 0) return null;
  const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(key, email);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return email;
}
