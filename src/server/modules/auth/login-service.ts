// Signing in with e-mail and password, slowed down after repeated failures (per account and browser or address, per
// address) with growing delays, so that guessing is slow; while strangers keep failing at an account, a browser it
// does not know signs in with a second factor instead of waiting (issue 41), so that nobody can lock anyone out.
import type { AuthUser } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';
import type { SignInCheckService } from './sign-in-check-service';
import type { SignInThrottle } from './sign-in-throttle';
import { userRepository, type UserRow } from './user-repository';

export type LoginResult =
  | { outcome: 'signed-in'; token: string; user: AuthUser }
  /** The password was right and two-factor is on: the code step comes next (two-factor-sign-in.ts). */
  | { outcome: 'two-factor'; challenge: string }
  /**
   * The account is under attack and this browser is new to it: whatever the password, the check step comes next
   * (sign-in-check-service.ts); only a right one can pass it.
   */
  | { outcome: 'check'; challenge: string }
  | { outcome: 'invalid' }
  | { outcome: 'use-google' };

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  /** The browser's User-Agent, shown in the person's list of sessions. */
  userAgent?: string | undefined;
  /** The device cookie's header, when the browser sent one. */
  deviceId: (email: string) => string | null;
}

export interface LoginService {
  login(attempt: LoginAttempt): Promise<LoginResult>;
  /** The check step: a session for the account when `code` answers the check of `challenge`. */
  completeCheck(
    challenge: string,
    code: string,
    attempt: Omit<LoginAttempt, 'email' | 'password'>,
  ): Promise<{ token: string; user: AuthUser }>;
}

/** Issues the code step's challenge when the user has two-factor on; null when they have not. */
export type TwoFactorChallenger = (userId: number) => Promise<string | null>;

const authUser = (user: UserRow): AuthUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

export function createLoginService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  throttle: SignInThrottle;
  checks: SignInCheckService;
  twoFactorChallenge: TwoFactorChallenger;
}): LoginService {
  const { db, clock, hasher, sessions, throttle, checks } = deps;
  const users = userRepository(db);

  return {
    async login({ email: typed, password, ip, userAgent, deviceId }) {
      const email = typed.trim().toLowerCase();
      const who = { email, ip, device: deviceId(email) };
      const { secondFactor } = await throttle.checkAllowed(who);

      const user = await users.findByEmail(email);
      let right = false;
      if (user?.passwordHash) {
        right = await hasher.verify(user.passwordHash, password);
      } else {
        // Spend the time a real check takes, so response times do not tell which addresses have accounts.
        await hasher.verifyNothing(password);
      }
      if (!user || !right) {
        await throttle.fail(who);
        // Under attack, a wrong password is answered as a right one is: the answer must not confirm a guess.
        if (secondFactor) return { outcome: 'check', challenge: checks.decoy() };
        return user?.googleSubject && !user.passwordHash ? { outcome: 'use-google' } : { outcome: 'invalid' };
      }

      if (hasher.needsRehash(user.passwordHash ?? '')) {
        await users.update(user.id, { passwordHash: await hasher.hash(password) }, clock.now());
      }
      if (secondFactor) return { outcome: 'check', challenge: await checks.begin(user) };
      await throttle.succeeded(who);
      const challenge = await deps.twoFactorChallenge(user.id);
      if (challenge !== null) return { outcome: 'two-factor', challenge };
      const token = await sessions.start(user, { userAgent, address: ip });
      return { outcome: 'signed-in', token, user: authUser(user) };
    },

    async completeCheck(challenge, code, { ip, userAgent, deviceId }) {
      const user = await checks.complete(challenge, code, (email) => ({
        email: email.toLowerCase(),
        ip,
        device: deviceId(email),
      }));
      const token = await sessions.start(user, { userAgent, address: ip });
      return { token, user: authUser(user) };
    },
  };
}
