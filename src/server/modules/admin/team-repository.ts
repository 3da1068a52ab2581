// Reads and locks the team: the accounts whose role is not subscriber (owners are `admin`, staff are `staff`).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

export type TeamRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'role' | 'passwordHash' | 'googleSubject' | 'createdAt'
>;

const teamColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  googleSubject: users.googleSubject,
  createdAt: users.createdAt,
};

export function teamRepository(db: DbOrTx) {
  return {
    /** Owners first, then staff, each by name. */
    async list(): Promise<TeamRow[]> {
      return db
        .select(teamColumns)
        .from(users)
        .where(ne(users.role, 'subscriber'))
        .orderBy(sql`${users.role} = 'admin' desc`, asc(users.name), asc(users.id));
    },

    /** The member, locked until the transaction ends (two owners changing one person take turns). */
    async lockMember(id: number): Promise<TeamRow | undefined> {
      const [row] = await db
        .select(teamColumns)
        .from(users)
        .where(and(eq(users.id, id), ne(users.role, 'subscriber')))
        .for('update');
      return row;
    },

    async size(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(ne(users.role, 'subscriber'));
      return row?.n ?? 0;
    },

    /**
     * Locks every owner's row until the transaction ends and answers how many there are: two owners demoting or
     * removing each other at once (on two instances) take turns, so the second sees the first's change.
     */
    async lockOwners(): Promise<number> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      return rows.length;
    },

    /** Whether the account holds a subscription (which keeps it, as a subscriber, when it leaves the team). */
    async hasSubscription(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userId, id))
        .limit(1);
      return row !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
