// The cookie a browser gets when someone signs in on it: proof that this browser signed in to this account before,
// so that strangers' failed guesses, which slow down unknown browsers, never keep the account's own browsers out
// (OWASP's device cookies). It is an id and an HMAC over the id and the account's e-mail; nothing else.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, secureAttribute } from '../../http/cookies';
import { deriveKey } from './secret-keys';

export const DEVICE_COOKIE_NAME = 'tf_device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookie {
  /** A new device id for the account and the Set-Cookie header value that stores it. */
  issue(email: string): { deviceId: string; setCookie: string };
  /** The device id in the request's cookie when it was issued for this account; null otherwise. */
  deviceFor(cookieHeader: string | undefined, email: string): string | null;
}

export function createDeviceCookie(appSecret: string, appOrigin: string): DeviceCookie {
  const key = deriveKey(appSecret, 'device-cookie');
  const mac = (id: string, email: string) =>
    createHmac('sha256', key).update(`${id}\0${email.trim().toLowerCase()}`).digest('base64url');
  // Sent back only to the sign-in calls.
  const attributes = `Path=/api/auth; HttpOnly; SameSite=Strict${secureAttribute(appOrigin)}`;

  return {
    issue(email) {
      const deviceId = randomBytes(16).toString('base64url');
      return {
        deviceId,
        setCookie: `${DEVICE_COOKIE_NAME}=${deviceId}.${mac(deviceId, email)}; Max-Age=${LIFETIME_SECONDS}; ${attributes}`,
      };
    },
    deviceFor(cookieHeader, email) {
      const value = readCookie(cookieHeader, DEVICE_COOKIE_NAME);
      const [id, given] = value?.split('.') ?? [];
      if (!id || !given || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const expected = Buffer.from(mac(id, email));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
    },
  };
}
