// The second factor a sign-in needs while strangers keep failing at the account (issue 41, as GitHub's device
// verification): the right password in a browser the account does not know starts a check, answered by a 6-digit
// code e-mailed to the account (or by the link that carries it), or by the account's own two-factor code. A wrong
// password in that state gets the same answer and a check that nothing answers, so it tells a guesser nothing.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CHECK_FAILED_MESSAGE } from '../../../contracts/two-factor';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import { enqueueEmail } from '../email/outbox';
import { signInCheckRepository } from './sign-in-check-repository';
import type { FailedSignIn } from './login-failure-repository';
import type { SignInThrottle } from './sign-in-throttle';
import type { UserRow } from './user-repository';

export const SIGN_IN_CHECK_MINUTES = 15;
/** Wrong codes a check takes before it is gone. */
const TRIES = 5;
/** Sign-in codes e-mailed to one account per hour; past it, the answer stays the same and nothing is sent. */
const CODES_PER_ACCOUNT_PER_HOUR = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** Bound to its challenge, which is stored only as a hash: a copy of the table does not give the codes away. */
const codeHashOf = (challenge: string, code: string) => sha256(`${challenge}\0${code.replace(/\s/g, '')}`);

export interface SignInCheckService {
  /** A check for a sign-in whose password was right: answers its challenge (for the browser, never stored). */
  begin(user: UserRow): Promise<string>;
  /** A challenge that no code answers: what a wrong password gets while the account is under attack. */
  decoy(): string;
  /** Answers the user to start a session for when `code` answers the check; the check is used up. */
  complete(challenge: string, code: string, who: (email: string) => FailedSignIn): Promise<UserRow>;
}

export function createSignInCheckService(deps: {
  db: Db;
  clock: Clock;
  appOrigin: string;
  limiter: RateLimiter;
  throttle: SignInThrottle;
  twoFactor: {
    isOn(userId: number): Promise<boolean>;
    spendsCode(userId: number, code: string): Promise<boolean>;
  };
}): SignInCheckService {
  const { db, clock, limiter, throttle, twoFactor } = deps;
  const checks = signInCheckRepository(db);
  const failed = () => new AppError('UNAUTHORIZED', SIGN_IN_CHECK_FAILED_MESSAGE);
  const newChallenge = () => randomBytes(32).toString('base64url');

  return {
    decoy: newChallenge,

    async begin(user) {
      const challenge = newChallenge();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SIGN_IN_CHECK_MINUTES * 60_000);
      const base = { challengeHash: sha256(challenge), userId: user.id, tries: TRIES, expiresAt };
      // An account with two-factor on answers with its own code: nothing is e-mailed.
      if (await twoFactor.isOn(user.id)) {
        await checks.add({ ...base, codeHash: null }, now);
        return challenge;
      }
      // Only someone with the password gets here; still, their e-mails to the account are a small budget.
      const budget = { limit: CODES_PER_ACCOUNT_PER_HOUR, windowMs: HOUR_MS };
      if (!(await limiter.hit('sign-in-code:account', String(user.id), budget)).allowed) return challenge;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const link = new URL('/login', deps.appOrigin);
      link.searchParams.set('verify', challenge);
      link.searchParams.set('code', code);
      await db.transaction(async (tx) => {
        await signInCheckRepository(tx).add({ ...base, codeHash: codeHashOf(challenge, code) }, now);
        await enqueueEmail(
          tx,
          {
            template: 'sign-in-code',
            data: {
              name: user.name,
              code,
              signInUrl: link.toString(),
              expiresInMinutes: SIGN_IN_CHECK_MINUTES,
              requestedAt: now.toISOString(),
            },
            to: user.email,
            dedupeKey: `sign-in-code:${base.challengeHash}`,
          },
          now,
        );
      });
      return challenge;
    },

    async complete(challenge, code, who) {
      const hash = sha256(challenge);
      const pending = await checks.find(hash, clock.now());
      if (!pending) throw failed();
      const { user } = pending;
      const right =
        pending.codeHash === null
          ? await twoFactor.spendsCode(user.id, code)
          : timingSafeEqual(Buffer.from(codeHashOf(challenge, code)), Buffer.from(pending.codeHash));
      if (!right) {
        await checks.spendTry(hash);
        throw failed();
      }
      if (!(await checks.claim(hash))) throw failed();
      await throttle.succeeded(who(user.email));
      return user;
    },
  };
}
