// Signing in with e-mail and password, slowed down after repeated failures (per account and browser or address,
// per account, per address) with growing delays, so that guessing is slow and strangers cannot lock anyone out.
import type { AuthUser } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { rateLimited } from '../../http/rate-limiter';
import { loginFailureRepository, type Failures } from './login-failure-repository';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';
import { userRepository } from './user-repository';

const MINUTE_MS = 60 * 1000;
/** Failures of the account and of its browser or address are counted over an hour; the address's over 15 minutes. */
const OWN_WINDOW_MS = 60 * MINUTE_MS;
const ACCOUNT_WINDOW_MS = 60 * MINUTE_MS;
const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
/** The delay doubles from one second with each failure past the free ones, up to this. */
export const LONGEST_DELAY_MS = 15 * MINUTE_MS;

export type LoginResult =
  | { outcome: 'signed-in'; token: string; user: AuthUser }
  | { outcome: 'invalid' }
  | { outcome: 'use-google' };

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  /** The device cookie's header, when the browser sent one. */
  deviceId: (email: string) => string | null;
}

export interface LoginService {
  login(attempt: LoginAttempt): Promise<LoginResult>;
}

/** How long to wait after `failures` when `free` of them cost nothing: 1 s, 2 s, 4 s... up to 15 minutes. */
export function delayAfter(failures: Failures, free: number, now: Date): number {
  if (!failures.last || failures.count < free) return 0;
  const delay = Math.min(LONGEST_DELAY_MS, 1000 * 2 ** (failures.count - free));
  return Math.max(0, failures.last.getTime() + delay - now.getTime());
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

export function createLoginService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limits: AbuseLimits;
}): LoginService {
  const { db, clock, hasher, sessions, limits } = deps;
  const failures = loginFailureRepository(db);
  const users = userRepository(db);

  /** How long this caller must wait before its try is even checked (0: go ahead). */
  async function waitFor(who: { email: string; ip: string; device: string | null }, now: Date) {
    const since = (ms: number) => new Date(now.getTime() - ms);
    const standing = await failures.standing(who, {
      own: since(OWN_WINDOW_MS),
      account: since(ACCOUNT_WINDOW_MS),
      address: since(ADDRESS_WINDOW_MS),
    });
    const own = delayAfter(standing.own, limits.signInFailuresBeforeDelay, now);
    // A browser that signed in to the account before answers only for its own failures.
    if (who.device !== null) return own;
    return Math.max(
      own,
      delayAfter(standing.account, limits.signInFailuresPerAccountPerHour, now),
      delayAfter(standing.address, limits.signInFailuresPerAddressPer15Minutes, now),
    );
  }

  async function fail(who: { email: string; ip: string; device: string | null }): Promise<void> {
    const now = clock.now();
    await failures.pruneBefore(new Date(now.getTime() - OWN_WINDOW_MS));
    await failures.record(who, now);
  }

  return {
    async login({ email: typed, password, ip, deviceId }) {
      const email = typed.trim().toLowerCase();
      const who = { email, ip, device: deviceId(email) };
      const now = clock.now();
      const wait = await waitFor(who, now);
      if (wait > 0) throw rateLimited(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));

      const user = await users.findByEmail(email);
      if (!user?.passwordHash) {
        // Spend the time a real check takes, so response times do not tell which addresses have accounts.
        await hasher.verifyNothing(password);
        await fail(who);
        return user?.googleSubject ? { outcome: 'use-google' } : { outcome: 'invalid' };
      }
      if (!(await hasher.verify(user.passwordHash, password))) {
        await fail(who);
        return { outcome: 'invalid' };
      }

      await failures.clearAfterSignIn(who);
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
