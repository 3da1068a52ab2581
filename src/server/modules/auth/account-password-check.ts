// Confirms that the signed-in person knows their password before a change that matters (a new password, deleting
// the account): wrong answers are counted per account, so a stolen session cannot be used to guess it.
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { HOUR_MS, rateLimited, type RateLimiter } from '../../http/rate-limiter';
import type { PasswordHasher } from './password-hasher';
import { userRepository, type UserRow } from './user-repository';

/** Wrong passwords an account may type here in an hour before it must wait (sign-in has its own, finer rule). */
const WRONG_PASSWORDS_PER_HOUR = 10;
const RULE = { limit: WRONG_PASSWORDS_PER_HOUR, windowMs: HOUR_MS };
const BUCKET = 'account-password:user';
export const TOO_MANY_PASSWORD_TRIES_MESSAGE =
  'Too many wrong passwords. Please wait a while before trying again.';
export const NO_PASSWORD_MESSAGE =
  'Your account has no password yet (you sign in with Google). Set one with "Forgot password" on the sign-in page first.';

/** The user when `password` is theirs; else a 400 naming `field` (the form's field) with `wrongMessage`. */
export type PasswordCheck = (
  userId: number,
  password: string,
  field: string,
  wrongMessage: string,
) => Promise<UserRow>;

export function createPasswordCheck(deps: {
  db: Db;
  hasher: PasswordHasher;
  limiter: RateLimiter;
}): PasswordCheck {
  const { db, hasher, limiter } = deps;
  return async (userId, password, field, wrongMessage) => {
    const subject = String(userId);
    const standing = await limiter.peek(BUCKET, subject, RULE);
    if (standing.hits >= WRONG_PASSWORDS_PER_HOUR) {
      throw rateLimited(TOO_MANY_PASSWORD_TRIES_MESSAGE, Math.max(1, standing.retryAfterSeconds));
    }
    const user = await userRepository(db).findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in again');
    if (!user.passwordHash) {
      await hasher.verifyNothing(password);
      throw new AppError('VALIDATION', NO_PASSWORD_MESSAGE, { [field]: NO_PASSWORD_MESSAGE });
    }
    if (!(await hasher.verify(user.passwordHash, password))) {
      await limiter.hit(BUCKET, subject, RULE);
      throw new AppError('VALIDATION', wrongMessage, { [field]: wrongMessage });
    }
    return user;
  };
}
