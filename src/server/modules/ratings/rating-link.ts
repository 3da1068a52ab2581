// The weekly e-mail's star links: signed for one subscriber and one day, so they work without signing in and
// cannot be made for anyone else's lunch. The token names no one: an id, a date and an HMAC.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { localDate, type LocalDate } from '../../../domain/calendar';

export function ratingLinkKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'tiffin-fit', 'rating-link v1', 32));
}

function mac(key: Buffer, userId: number, day: string): Buffer {
  return createHmac('sha256', key).update(`rate:${userId}:${day}`).digest().subarray(0, 18);
}

export function createRatingToken(key: Buffer, userId: number, day: LocalDate): string {
  return `${userId}.${day}.${mac(key, userId, day).toString('base64url')}`;
}

/** Whose lunch of which day the token is for, or null when it was not made with this key. */
export function verifyRatingToken(key: Buffer, token: string): { userId: number; day: LocalDate } | null {
  const match = /^(\d{1,15})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  let day: LocalDate;
  try {
    day = localDate(match[2] ?? '');
  } catch {
    return null;
  }
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = mac(key, userId, day);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, day };
}
