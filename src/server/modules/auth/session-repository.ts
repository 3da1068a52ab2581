// Stores sessions: one row per signed-in browser, live until it expires, idles out or is revoked.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './user-repository';

/** A session lasts 30 days at most, and ends after 7 days without a request. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export function sessionRepository(db: DbOrTx) {
  return {
    async create(userId: number, now: Date): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          id: randomUUID(),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /** The session and its user, when the session is neither revoked, expired nor idle. */
    async findLive(id: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
          ),
        );
      return row;
    },

    async touch(session: SessionRow, now: Date): Promise<void> {
      if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
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

    /** Forgets the user's sessions that can no longer be used. */
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
    },
  };
}
