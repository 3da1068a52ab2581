// Whether a new password meets the rule (ASVS 6.2): long enough, not too long to hash, not a common password. The
// same check runs in the form where a password is chosen and on the server.
import { COMMON_PASSWORDS } from './common-passwords';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-rules';

/** Answers why the password cannot be used, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
