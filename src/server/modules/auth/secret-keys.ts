// Keys derived from APP_SECRET with HKDF, one per purpose, so no two uses ever share a key.
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'session-token' | 'oauth-state-cookie' | 'device-cookie' | 'two-factor-secret';

export function deriveKey(appSecret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', appSecret, 'tiffin-fit', `${purpose} v1`, 32));
}
