// Seals stored secrets with AES-256-GCM: outbox payloads (template data can hold one-time links) and two-factor
// secrets, neither of which may sit in the database in clear.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface PayloadSealer {
  /** Encrypts text; `context` (the dedupe key) is authenticated so a sealed payload cannot be moved to another row. */
  seal(plaintext: string, context: string): string;
  /** Decrypts a sealed payload; throws when the key or the context differ, or when it was altered. */
  unseal(sealed: string, context: string): string;
}

const VERSION = 'v1';

/** `what` names the sealed data in errors. */
export function createPayloadSealer(key: Buffer, what = 'e-mail data'): PayloadSealer {
  // Names the key without revealing it, so a payload sealed under another APP_SECRET fails with a clear message.
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, keyId, iv, body, tag]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    unseal(sealed, context) {
      const [version, id, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
        throw new Error(`the stored ${what} is not in a known format`);
      }
      if (id !== keyId) throw new Error(`the stored ${what} was sealed with another APP_SECRET`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
