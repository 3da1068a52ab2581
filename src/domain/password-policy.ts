// The rules a new password must meet (ASVS 6.2): long enough, not too long to hash, not a common password.
import { COMMON_PASSWORDS } from './common-passwords';

/** New passwords: 8 characters at least (ASVS 6.2.1); see docs/decisions on departing from the spec's 6. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS asks for at least 64); the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** Answers why the password cannot be used, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
