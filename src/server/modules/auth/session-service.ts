// Starting, checking and ending sessions: the token proves who signed it, the database row whether it still counts.
import type { UserRole } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessionRepository, type SessionClient } from './session-repository';
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
  /** `client`: the browser's User-Agent and address, shown to the person in their list of sessions. */
  start(user: UserRow, client?: SessionClient): Promise<string>;
  /** The caller of a bearer token whose session is live, else null. */
  authenticate(token: string): Promise<AuthContext | null>;
  /**
   * What a well-signed, unexpired token claims, without asking the database whether its session still counts: for a
   * write that checks the session in its own statement (decision 0046). Null for any other token.
   */
  claim(token: string): Promise<{ userId: number; sessionId: string; now: Date } | null>;
  end(sessionId: string): Promise<void>;
  /** Drops every session read kept in this process: called once anything may have changed a session or a user. */
  forgetCached(): void;
}

/** Session reads kept at most: past it the cache starts over (a flood of tokens cannot grow memory). */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * `cacheMs` > 0 lets one session's database read serve that session's next requests for so long (issue 18: on the
 * embedded database the read was a third of a search's cost). Safe only where this process makes every change:
 * the access hook calls forgetCached() as each write request answers, so a revocation, role change, cancellation or
 * profile edit counts from the next request; a change made by a background job counts within cacheMs.
 */
export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  tokens: SessionTokens;
  cacheMs?: number;
}): SessionService {
  const { db, clock, tokens } = deps;
  const cacheMs = deps.cacheMs ?? 0;
  const repo = sessionRepository(db);
  // A session's read, kept from the moment it starts: requests that arrive while it runs wait for the same read.
  const cache = new Map<string, { auth: Promise<AuthContext | null>; at: number }>();

  function cached(sessionId: string, now: number): Promise<AuthContext | null> | undefined {
    const hit = cache.get(sessionId);
    if (!hit) return undefined;
    const age = now - hit.at;
    if (age >= 0 && age < cacheMs) return hit.auth;
    cache.delete(sessionId);
    return undefined;
  }

  /** A write may have changed any session or user: every kept read ends, and the next request reads afresh. */
  function forgetCached(): void {
    cache.clear();
  }

  /** The session's database read (with its last-seen write, one statement), as the caller of these claims. */
  async function read(sessionId: string, userId: number, now: Date): Promise<AuthContext | null> {
    const live = await repo.findLive(sessionId, userId, now);
    if (!live || live.user.id !== userId) return null;
    const { id, ...user } = live.user;
    return { userId: id, sessionId: live.id, ...user };
  }

  return {
    async start(user, client) {
      const now = clock.now();
      await repo.pruneForUser(user.id, now);
      const session = await repo.create(user.id, now, client);
      return tokens.sign(
        { userId: user.id, role: user.role, sessionId: session.id, expiresAt: session.expiresAt },
        now,
      );
    },

    async authenticate(token) {
      const now = clock.now();
      const claims = await tokens.verify(token, now);
      if (!claims) return null;
      if (cacheMs === 0) return read(claims.sessionId, claims.userId, now);
      // One read per session at a time: when a kept read ages out under load, the requests that arrive together wait
      // for the same read instead of queueing dozens in front of the embedded database (issue 18's p99).
      let auth = cached(claims.sessionId, now.getTime());
      if (!auth) {
        const { sessionId } = claims;
        const reading = read(sessionId, claims.userId, now);
        const entry = { auth: reading, at: now.getTime() };
        if (cache.size >= MAX_CACHED_SESSIONS) cache.clear();
        cache.set(sessionId, entry);
        // A refused or failed read is not kept (nor one a write has dropped meanwhile).
        const forget = () => {
          if (cache.get(sessionId) === entry) cache.delete(sessionId);
        };
        reading.then((found) => {
          if (!found) forget();
        }, forget);
        auth = reading;
      }
      const found = await auth;
      return found && found.userId === claims.userId ? found : null;
    },

    async claim(token) {
      const now = clock.now();
      const claims = await tokens.verify(token, now);
      return claims && { userId: claims.userId, sessionId: claims.sessionId, now };
    },

    async end(sessionId) {
      await repo.revoke(sessionId, clock.now());
      forgetCached();
    },

    forgetCached,
  };
}
