// Starting, checking and ending sessions: the token proves who signed it, the database row whether it still counts.
import type { UserRole } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessionRepository } from './session-repository';
import type { SessionTokens } from './session-token';
import type { UserRow } from './user-repository';

/** Who is calling, as the database says now (the role is never taken from the token). */
export interface AuthContext {
  userId: number;
  role: UserRole;
  sessionId: string;
  name: string;
  email: string;
  username: string | null;
  phone: string | null;
  address: string | null;
  /** A subscription of theirs is active or trialing, as of this request (read with the session). */
  entitled: boolean;
}

export interface SessionService {
  start(user: UserRow): Promise<string>;
  /** The caller of a bearer token whose session is live, else null. */
  authenticate(token: string): Promise<AuthContext | null>;
  end(sessionId: string): Promise<void>;
}

export function createSessionService(deps: { db: Db; clock: Clock; tokens: SessionTokens }): SessionService {
  const { db, clock, tokens } = deps;
  const repo = sessionRepository(db);
  return {
    async start(user) {
      const now = clock.now();
      await repo.pruneForUser(user.id, now);
      const session = await repo.create(user.id, now);
      return tokens.sign(
        { userId: user.id, role: user.role, sessionId: session.id, expiresAt: session.expiresAt },
        now,
      );
    },

    async authenticate(token) {
      const now = clock.now();
      const claims = await tokens.verify(token, now);
      if (!claims) return null;
      const live = await repo.findLive(claims.sessionId, now);
      if (!live || live.user.id !== claims.userId) return null;
      await repo.touch(live, now);
      const { id: userId, ...user } = live.user;
      return { userId, sessionId: live.id, ...user };
    },

    end: (sessionId) => repo.revoke(sessionId, clock.now()),
  };
}
