// Slows down guessing at sign-in, for passwords and two-factor codes alike: failures are counted per account and
// browser or address, per account and per address. A caller's own failures, and an address's across accounts, cost
// a growing delay past the free ones. The account's failures from everywhere never make the real person wait: past
// their limit, a new browser signs in with a second factor instead (issue 41), and the owner is told once.
import { localDateOf } from '../../../domain/calendar';
import { countOf } from '../../../domain/plural';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { clientAddressKey } from '../../http/client-address';
import { rateLimited } from '../../http/rate-limiter';
import { enqueueEmail } from '../email/outbox';
import { loginFailureRepository, type FailedSignIn, type Failures } from './login-failure-repository';
import { userRepository } from './user-repository';

const MINUTE_MS = 60 * 1000;
/** Failures of the account and of its browser or address are counted over an hour; the address's over 15 minutes. */
const OWN_WINDOW_MS = 60 * MINUTE_MS;
const ACCOUNT_WINDOW_MS = 60 * MINUTE_MS;
const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
/** The delay doubles from one second with each failure past the free ones, up to this. */
export const LONGEST_DELAY_MS = 15 * MINUTE_MS;
/** Past the account's limit by this many failures, the owner is not told again (one e-mail a day does it). */
const ALERT_SPAN = 5;

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

export interface SignInVerdict {
  /**
   * Strangers keep failing at this account and this browser never signed in to it: a right password alone does not
   * sign in; a second factor the strangers lack must follow (login-service.ts).
   */
  secondFactor: boolean;
}

export interface SignInThrottle {
  /** Throws 429 with the wait when this caller must wait before its try is even checked. */
  checkAllowed(who: FailedSignIn): Promise<SignInVerdict>;
  /** Counts a failed try; tells the account's owner when strangers' failures reach the account's limit. */
  fail(who: FailedSignIn): Promise<void>;
  /** Forgets the failures this caller was responsible for, once they got in. */
  succeeded(who: FailedSignIn): Promise<void>;
}

export function createSignInThrottle(deps: { db: Db; clock: Clock; limits: AbuseLimits }): SignInThrottle {
  const { db, clock, limits } = deps;
  const failures = loginFailureRepository(db);
  const since = (now: Date) => ({
    own: new Date(now.getTime() - OWN_WINDOW_MS),
    account: new Date(now.getTime() - ACCOUNT_WINDOW_MS),
    address: new Date(now.getTime() - ADDRESS_WINDOW_MS),
  });
  // An IPv6 client is counted by its /64, which it may use all of.
  const counted = (who: FailedSignIn): FailedSignIn => ({ ...who, ip: clientAddressKey(who.ip) });

  /** The owner hears of a burst once a day: when the account's failures reach its limit. */
  async function tellOwner(who: FailedSignIn, account: Failures & { first: Date | null }, now: Date) {
    const limit = limits.signInFailuresPerAccountPerHour;
    if (account.count < limit || account.count >= limit + ALERT_SPAN) return;
    const user = await userRepository(db).findByEmail(who.email);
    if (!user) return;
    await db.transaction((tx) =>
      enqueueEmail(
        tx,
        {
          template: 'sign-in-attempts',
          data: {
            name: user.name,
            failures: account.count,
            since: (account.first ?? now).toISOString(),
          },
          to: user.email,
          dedupeKey: `sign-in-attempts:${user.id}:${localDateOf(now)}`,
        },
        now,
      ),
    );
  }

  return {
    async checkAllowed(given) {
      const who = counted(given);
      const now = clock.now();
      const standing = await failures.standing(who, since(now));
      const own = delayAfter(standing.own, limits.signInFailuresBeforeDelay, now);
      // A browser that signed in to the account before answers only for its own failures.
      const wait =
        who.device !== null
          ? own
          : Math.max(own, delayAfter(standing.address, limits.signInFailuresPerAddressPer15Minutes, now));
      if (wait > 0) throw rateLimited(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
      return {
        secondFactor: who.device === null && standing.account.count >= limits.signInFailuresPerAccountPerHour,
      };
    },
    async fail(given) {
      const who = counted(given);
      const now = clock.now();
      await failures.pruneBefore(new Date(now.getTime() - OWN_WINDOW_MS));
      await failures.record(who, now);
      if (who.device !== null) return;
      const standing = await failures.standing(who, since(now));
      await tellOwner(who, standing.account, now);
    },
    succeeded: (who) => failures.clearAfterSignIn(counted(who)),
  };
}
