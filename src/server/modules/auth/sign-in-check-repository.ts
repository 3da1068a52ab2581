// Stores the sign-ins that wait for a second factor while an account is under attack (issue 41): hashed, single-use,
// short-lived, a few tries each.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInChecks, users } from '../../db/schema';
import type { UserRow } from './user-repository';

export interface PendingCheck {
  user: UserRow;
  /** The SHA-256 of the e-mailed code; null when the account's two-factor code answers the check. */
  codeHash: string | null;
}

export function signInCheckRepository(db: DbOrTx) {
  return {
    async add(
      check: {
        challengeHash: string;
        userId: number;
        codeHash: string | null;
        tries: number;
        expiresAt: Date;
      },
      now: Date,
    ): Promise<void> {
      await db.delete(signInChecks).where(lt(signInChecks.expiresAt, now));
      await db.insert(signInChecks).values({
        challengeHash: check.challengeHash,
        userId: check.userId,
        codeHash: check.codeHash,
        triesLeft: check.tries,
        expiresAt: check.expiresAt,
      });
    },

    /** The unexpired check of this challenge, with its account. */
    async find(challengeHash: string, now: Date): Promise<PendingCheck | undefined> {
      const [row] = await db
        .select({ user: users, codeHash: signInChecks.codeHash })
        .from(signInChecks)
        .innerJoin(users, eq(users.id, signInChecks.userId))
        .where(and(eq(signInChecks.challengeHash, challengeHash), gt(signInChecks.expiresAt, now)));
      return row;
    },

    /** Spends one try of a wrong code; the check is gone with its last one. */
    async spendTry(challengeHash: string): Promise<void> {
      await db
        .update(signInChecks)
        .set({ triesLeft: sql`${signInChecks.triesLeft} - 1` })
        .where(eq(signInChecks.challengeHash, challengeHash));
      await db
        .delete(signInChecks)
        .where(and(eq(signInChecks.challengeHash, challengeHash), sql`${signInChecks.triesLeft} <= 0`));
    },

    /** Uses the check up; false when another request already did. */
    async claim(challengeHash: string): Promise<boolean> {
      const rows = await db
        .delete(signInChecks)
        .where(eq(signInChecks.challengeHash, challengeHash))
        .returning({ userId: signInChecks.userId });
      return rows.length > 0;
    },
  };
}
