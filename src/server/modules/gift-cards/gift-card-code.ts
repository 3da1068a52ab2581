// A gift card's code: 80 random bits in Crockford's base32, shown once in the recipient's e-mail, kept as its SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'TFGC';
/** 16 characters of 5 bits: 80 bits, far past guessing at any rate the throttle allows. */
const LENGTH = 16;

/** A new code as people read it: TFGC-7K3Q-M9XD-2HPA-W4RT. */
export function newGiftCardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let i = LENGTH - 1; i >= 0; i -= 1) chars += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return [PREFIX, ...(chars.match(/.{4}/g) ?? [])].join('-');
}

/**
 * What someone typed, as the code is hashed: letters upper-cased, spaces and dashes dropped, the prefix optional, and
 * the letters Crockford's base32 reads as digits (O as 0, I and L as 1) taken as those digits. Empty when it cannot
 * be a code.
 */
export function normalizeGiftCardCode(input: string): string {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.startsWith(PREFIX) && text.length === PREFIX.length + LENGTH) text = text.slice(PREFIX.length);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  return text.length === LENGTH && [...text].every((c) => ALPHABET.includes(c)) ? text : '';
}

export function giftCardCodeHash(normalized: string): string {
  return createHash('sha256').update(`gift-card\0${normalized}`).digest('hex');
}

/** The last four characters, for the owner and buyer to tell cards apart without the code. */
export function giftCardCodeHint(normalized: string): string {
  return normalized.slice(-4);
}

/** The receipt's reference: the card's id, shortened and grouped like an order's. */
export function giftCardReference(id: string): string {
  const hex = id.replace(/-/g, '').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
