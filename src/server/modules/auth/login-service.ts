// Signing in with e-mail and password, slowed down after repeated failures per account and per address.
import type { AuthUser } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { loginFailureRepository } from './login-failure-repository';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';
import { userRepository } from './user-repository';

/** ASVS 6.3.1: 10 failures for an account or from an address within 15 minutes lock it out for the rest. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please try again later.';

export type LoginResult =
  | { outcome: 'signed-in'; token: string; user: AuthUser }
  | { outcome: 'invalid' }
  | { outcome: 'use-google' };

export interface LoginService {
  login(input: { email: string; password: string; ip: string }): Promise<LoginResult>;
}

export function createLoginService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
}): LoginService {
  const { db, clock, hasher, sessions } = deps;
  const failures = loginFailureRepository(db);
  const users = userRepository(db);

  async function fail(email: string, ip: string): Promise<void> {
    const now = clock.now();
    await failures.pruneBefore(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
    await failures.record(email, ip, now);
  }

  return {
    async login({ email: typed, password, ip }) {
      const email = typed.trim().toLowerCase();
      const now = clock.now();
      const lockedUntil = await failures.lockedUntil(
        { email, ip, now },
        LOGIN_FAILURE_LIMIT,
        LOGIN_FAILURE_WINDOW_MS,
      );
      if (lockedUntil) {
        const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE, undefined, {
          'retry-after': String(seconds),
        });
      }

      const user = await users.findByEmail(email);
      if (!user?.passwordHash) {
        // Spend the time a real check takes, so response times do not tell which addresses have accounts.
        await hasher.verifyNothing(password);
        await fail(email, ip);
        return user?.googleSubject ? { outcome: 'use-google' } : { outcome: 'invalid' };
      }
      if (!(await hasher.verify(user.passwordHash, password))) {
        await fail(email, ip);
        return { outcome: 'invalid' };
      }

      await failures.clearForEmail(email);
      if (hasher.needsRehash(user.passwordHash)) {
        await users.update(user.id, { passwordHash: await hasher.hash(password) }, clock.now());
      }
      const token = await sessions.start(user);
      return {
        outcome: 'signed-in',
        token,
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
      };
    },
  };
}
