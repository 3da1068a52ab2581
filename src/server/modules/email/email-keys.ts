// Keys for the e-mail module derived from APP_SECRET with HKDF, one per purpose, never shared with other uses.
import { hkdfSync } from 'node:crypto';

export type EmailKeyPurpose = 'newsletter-unsubscribe' | 'outbox-payload';

export function deriveEmailKey(appSecret: string, purpose: EmailKeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'tiffin-fit', `${purpose} v1`, 32));
}
