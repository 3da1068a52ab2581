// Stores users: found by e-mail whatever its letter case, or by their linked Google identity.
import { and, count, eq, sql } from 'drizzle-orm';
import type { UserRole } from '../../../contracts/auth';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  name: string;
  email: string;
  role: UserRole;
  username?: string | null;
  phone?: string | null;
  address?: string | null;
  passwordHash?: string | null;
  google?: { issuer: string; subject: string };
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export function userRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },
    async findByGoogleIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.googleIssuer, issuer), eq(users.googleSubject, subject)));
      return row;
    },
    /** Inserts the user; answers undefined when the e-mail (or Google identity) is already taken. */
    async insert(user: NewUser, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          name: user.name,
          email: user.email.trim(),
          role: user.role,
          username: user.username ?? null,
          phone: user.phone ?? null,
          address: user.address ?? null,
          passwordHash: user.passwordHash ?? null,
          googleIssuer: user.google?.issuer ?? null,
          googleSubject: user.google?.subject ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async update(
      id: number,
      changes: Partial<
        Pick<
          UserRow,
          'name' | 'phone' | 'address' | 'passwordHash' | 'role' | 'googleIssuer' | 'googleSubject'
        >
      >,
      now: Date,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}
