// Signing in with e-mail and password, slowed down after repeated failures (per account and browser or address,
// per account, per address) with growing delays, so that guessing is slow and strangers cannot lock anyone out.
import type { AuthUser } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';
import { userRepository } from './user-repository';

export type LoginResult =
  | { outcome: 'signed-in'; token: string; user: AuthUser }
  /** The password was right and two-factor is on: the code step comes next (two-factor-sign-in.ts). */
  | { outcome: 'two-factor'; challenge: string }
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
}

/** Issues the code step's challenge when the user has two-factor on; null when they have not. */
export type TwoFactorChallenger = (userId: number) => Promise<string | null>;

export function createLoginService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limits: AbuseLimits;
  twoFactorChallenge: TwoFactorChallenger;
}): LoginService {
  const { db, clock, hasher, sessions, limits } = deps;
  const throttle = createSignInThrottle({ db, clock, limits });
  const users = userRepository(db);

  return {
    async login({ email: typed, password, ip, userAgent, deviceId }) {
      const email = typed.trim().toLowerCase();
      const who = { email, ip, device: deviceId(email) };
      await throttle.checkAllowed(who);

      const user = await users.findByEmail(email);
      if (!user?.passwordHash) {
        // Spend the time a real check takes, so response times do not tell which addresses have accounts.
        await hasher.verifyNothing(password);
        await throttle.fail(who);
        return user?.googleSubject ? { outcome: 'use-google' } : { outcome: 'invalid' };
      }
      if (!(await hasher.verify(user.passwordHash, password))) {
        await throttle.fail(who);
        return { outcome: 'invalid' };
      }

      await throttle.succeeded(who);
      if (hasher.needsRehash(user.passwordHash)) {
        await users.update(user.id, { passwordHash: await hasher.hash(password) }, clock.now());
      }
      const challenge = await deps.twoFactorChallenge(user.id);
      if (challenge !== null) return { outcome: 'two-factor', challenge };
      const token = await sessions.start(user, { userAgent, address: ip });
      return {
        outcome: 'signed-in',
        token,
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
      };
    },
  };
}
