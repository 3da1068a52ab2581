// Slows down guessing at sign-in, for passwords and two-factor codes alike: failures are counted per account and
// browser or address, per account and per address, and each costs a growing delay past the free ones.
import { countOf } from '../../../domain/plural';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { rateLimited } from '../../http/rate-limiter';
import { loginFailureRepository, type FailedSignIn, type Failures } from './login-failure-repository';

const MINUTE_MS = 60 * 1000;
/** Failures of the account and of its browser or address are counted over an hour; the address's over 15 minutes. */
const OWN_WINDOW_MS = 60 * MINUTE_MS;
const ACCOUNT_WINDOW_MS = 60 * MINUTE_MS;
const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
/** The delay doubles from one second with each failure past the free ones, up to this. */
export const LONGEST_DELAY_MS = 15 * MINUTE_MS;

/** How long to wait after `failures` when `free` of them cost nothing: 1 s, 2 s, 4 s... up to 15 minutes. */
export function delayAfter(failures: Failures, free: number, now: Date): number {
  if (!failures.last || failures.count < free) return 0;
  const delay = Math.min(LONGEST_DELAY_MS, 1000 * 2 ** (failures.count - free));
  return Math.max(0, failures.last.getTime() + delay - now.getTime());
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds < 60 ? countOf(seconds, 'second') : countOf(Math.ceil(seconds / 60), 'minute');
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

export interface SignInThrottle {
  /** Throws 429 with the wait when this caller must wait before its try is even checked. */
  checkAllowed(who: FailedSignIn): Promise<void>;
  /** Counts a failed try. */
  fail(who: FailedSignIn): Promise<void>;
  /** Forgets the failures this caller was responsible for, once they got in. */
  succeeded(who: FailedSignIn): Promise<void>;
}

export function createSignInThrottle(deps: {
  db: DbOrTx;
  clock: Clock;
  limits: AbuseLimits;
}): SignInThrottle {
  const { clock, limits } = deps;
  const failures = loginFailureRepository(deps.db);

  /** How long this caller must wait before its try is even checked (0: go ahead). */
  async function waitFor(who: FailedSignIn, now: Date) {
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

  return {
    async checkAllowed(who) {
      const wait = await waitFor(who, clock.now());
      if (wait > 0) throw rateLimited(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
    },
    async fail(who) {
      const now = clock.now();
      await failures.pruneBefore(new Date(now.getTime() - OWN_WINDOW_MS));
      await failures.record(who, now);
    },
    succeeded: (who) => failures.clearAfterSignIn(who),
  };
}
