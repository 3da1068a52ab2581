// Stores sessions: one row per signed-in browser, live until it expires, idles out or is revoked.
import { randomUUID } from 'node:crypto';
import {
  and,
  desc,
  eq,
  gt,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { z } from 'zod';
import { USER_ROLES } from '../../../contracts/auth';
import type { DbOrTx } from '../../db/client';
import { prepareEmbedded } from '../../db/embedded-statements';
import { sessions, subscriptions, users } from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { maskAddress } from '../../../domain/session-device';
import type { UserRow } from './user-repository';

/** A session lasts 30 days at most, and ends after 7 days without a request. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Signed-in browsers one account may have; a new sign-in past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

/** What requests need of the signed-in user: read with the session, so a route need not read the user again. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'role' | 'name' | 'email' | 'username' | 'phone' | 'address'
> & {
  /** Whether a subscription of theirs is active or trialing (the tracker's access rule), read in the same query. */
  entitled: boolean;
};

/** The browser a session was started from, as the request told it: kept clipped and masked (see create). */
export interface SessionClient {
  userAgent?: string | undefined;
  /** Stored masked (203.0.113.x), never in full. */
  address?: string | undefined;
}

const USER_AGENT_MAX = 300;

export interface LiveSession {
  id: string;
  lastSeenAt: Date;
  user: SessionUser;
}

const FIND_LIVE = 'session_find_live';

/** Where a write that checks its caller's session in its own statement found that session (see callerSession). */
export type CallerState = 'signed-out' | 'not-entitled' | 'entitled';

/**
 * The values of callerSession's placeholders, named apart from the write's own: the session and user the token names,
 * and the times its liveness and its once-a-minute touch are judged against.
 */
export interface CallerSessionValues {
  sessionId: string;
  sessionUserId: number;
  sessionNow: Date;
  sessionIdleSince: Date;
  sessionTouchBefore: Date;
}

export function callerSessionValues(sessionId: string, userId: number, now: Date): CallerSessionValues {
  const at = now.getTime();
  return {
    sessionId,
    sessionUserId: userId,
    sessionNow: now,
    sessionIdleSince: new Date(at - SESSION_IDLE_TIMEOUT_MS),
    sessionTouchBefore: new Date(at - TOUCH_INTERVAL_MS),
  };
}

/**
 * A session is live while neither revoked, past its absolute lifetime (`now`) nor idle since `idleSince`: the one rule
 * of every lookup of live sessions, the read each signed-in request makes (selectLiveSession), the check a write makes
 * in its own statement (callerSession) and the account's list, so that a new condition is written once.
 */
function liveSession(now: SQLWrapper | Date, idleSince: SQLWrapper | Date): SQL {
  return sql`(${isNull(sessions.revokedAt)} and ${gt(sessions.expiresAt, now)} and ${gt(sessions.lastSeenAt, idleSince)})`;
}

/** Whether the user `userId` names is entitled to the tracker: a subscription of theirs active or trialing. */
function entitledUser(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
    and ${subscriptions.status} in ('active', 'trialing'))`;
}

/**
 * The session check of a write that makes it in its own statement (decision 0046), as two common table expressions
 * to put first in that statement's WITH:
 * - `caller`: one row when the session is the user's and neither revoked, expired nor idle (the conditions of
 *   selectLiveSession), with `entitled` (a subscription of theirs active or trialing); no row otherwise. The write
 *   selects from it, so it writes nothing for a caller who is not live and entitled, and its answer says which.
 * - `caller_touched`: records the use when the stored one is a minute old, as the read does. Here its commit is the
 *   write's and waits for the disk: the write's durability is never traded for the touch's.
 * The statement reads the sessions table in its own snapshot: a sign-out committed on any instance before it began
 * counts, as it does for the read on every other signed-in request.
 */
export function callerSession(db: DbOrTx) {
  const p = (name: keyof CallerSessionValues) => sql.placeholder(name);
  const caller = db.$with('caller', { entitled: sql<boolean>`entitled` }).as(
    sql`select ${sessions.id}, ${entitledUser(sessions.userId)} as entitled
      from ${sessions}
      where ${sessions.id} = ${p('sessionId')} and ${sessions.userId} = ${p('sessionUserId')}
        and ${liveSession(p('sessionNow'), p('sessionIdleSince'))}`,
  );
  const touched = db.$with('caller_touched', { id: sql<string>`id` }).as(
    sql`update ${sessions} set last_seen_at = ${p('sessionNow')}::timestamptz
      where id = (select id from "caller") and revoked_at is null
        and last_seen_at <= ${p('sessionTouchBefore')}::timestamptz
      returning id`,
  );
  return {
    ctes: [caller, touched] as const,
    /** The caller's state as the statement's answer carries it: null when the session is not live. */
    entitled: sql<boolean | null>`"caller"."entitled"`,
  };
}

/** A statement's `caller` column (callerSession's `entitled`, or its row missing) as a state. */
export function callerState(row: { caller: boolean | null } | undefined): CallerState {
  if (!row || row.caller === null) return 'signed-out';
  return row.caller ? 'entitled' : 'not-entitled';
}

/**
 * The session and its user, when neither revoked, expired nor idle; the one query every signed-in request makes. The
 * same statement records the use when the stored one is a minute old or more (`touched`): the read answers the row as
 * it stood before, from which idleness is judged. Its commit does not wait for the disk (`synchronous_commit` off for
 * this statement's transaction only): a crash may lose a last-seen time, which at worst ages a session by a minute,
 * while a separate commit cost a signed-in request a WAL flush once a minute (issue 45). Entries and every other write
 * keep their synchronous commit.
 */
function selectLiveSession(db: DbOrTx) {
  const live = and(
    eq(sessions.id, sql.placeholder('id')),
    liveSession(sql.placeholder('now'), sql.placeholder('idleSince')),
  );
  const touched = db.$with('touched').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
      .where(
        and(
          live,
          eq(sessions.userId, sql.placeholder('userId')),
          lte(sessions.lastSeenAt, sql.placeholder('touchBefore')),
          sql`set_config('synchronous_commit', 'off', true) = 'off'`,
        ),
      )
      .returning({ id: sessions.id }),
  );
  return db
    .with(touched)
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        username: users.username,
        phone: users.phone,
        address: users.address,
        entitled: entitledUser(users.id),
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(live);
}

/** A row of selectLiveSession as the embedded database answers it: its columns in select order. */
const embeddedLiveRow = z.tuple([
  z.string(),
  z.date(),
  z.number(),
  z.enum(USER_ROLES),
  z.string(),
  z.string(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.boolean(),
]);

type FindLive = (values: {
  id: string;
  userId: number;
  now: Date;
  idleSince: Date;
  touchBefore: Date;
}) => Promise<LiveSession | undefined>;

/**
 * The lookup built once and prepared by name: building its SQL with Drizzle on every request cost more CPU than
 * running it, and on the embedded database so did parsing and planning it (see embedded-statements.ts).
 */
function prepareFindLive(db: DbOrTx): FindLive {
  const query = selectLiveSession(db);
  const embedded = prepareEmbedded(db, FIND_LIVE, query);
  if (embedded) {
    return async (values) => {
      const [row] = await embedded.execute(values);
      if (!row) return undefined;
      const [id, lastSeenAt, userId, role, name, email, username, phone, address, entitled] =
        embeddedLiveRow.parse(row);
      return { id, lastSeenAt, user: { id: userId, role, name, email, username, phone, address, entitled } };
    };
  }
  const prepared = query.prepare(FIND_LIVE);
  return async (values) => (await prepared.execute(values))[0];
}

export function sessionRepository(db: DbOrTx) {
  let findLive: FindLive | undefined;
  return {
    async create(userId: number, now: Date, client: SessionClient = {}): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          id: randomUUID(),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
          userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
          clientAddress: maskAddress(client.address),
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /**
     * The session and its user, when the session is neither revoked, expired nor idle and is the user's; records the
     * use when the last recorded one is a minute old or more, in the same statement.
     */
    async findLive(id: string, userId: number, now: Date): Promise<LiveSession | undefined> {
      findLive ??= prepareFindLive(db);
      const at = now.getTime();
      return findLive({
        id,
        userId,
        now,
        idleSince: new Date(at - SESSION_IDLE_TIMEOUT_MS),
        touchBefore: new Date(at - TOUCH_INTERVAL_MS),
      });
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** The user's sessions that still count (not revoked, expired or idle), last used first (the Account tab). */
    async listLive(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            liveSession(now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one of the user's sessions; false when the user has no such live session. */
    async revokeOwn(userId: number, id: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },

    /** Ends every session of the user but the one given (the caller's own): "sign out everywhere else". */
    async revokeOthers(userId: number, keepId: string, now: Date): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length;
    },

    /** Ends every session of the user: after a password reset, or when an admin says so. */
    async revokeAllForUser(userId: number, now: Date): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length;
    },

    /**
     * Forgets the user's sessions that can no longer be used, and the oldest beyond the newest
     * MAX_SESSIONS_PER_USER - 1, making room for one more: signing in again and again cannot grow the table.
     */
    async pruneForUser(userId: number, now: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(
              lt(sessions.expiresAt, now),
              lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
              lt(sessions.revokedAt, new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)),
            ),
          ),
        );
      const newest = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(MAX_SESSIONS_PER_USER - 1);
      await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)));
    },
  };
}
