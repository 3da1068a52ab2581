// Stores single-use e-mailed tokens by their SHA-256 only; a user has at most one usable token at a time.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens } from '../../db/schema';

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type AuthTokenRow = typeof authTokens.$inferSelect;

export function authTokenRepository(db: DbOrTx) {
  return {
    /** Stores a new token and deletes the user's older ones: the newest link is the only one that works. */
    async replace(input: {
      userId: number;
      purpose: AuthTokenPurpose;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<AuthTokenRow> {
      await db.delete(authTokens).where(eq(authTokens.userId, input.userId));
      const [row] = await db
        .insert(authTokens)
        .values({
          userId: input.userId,
          purpose: input.purpose,
          tokenHash: input.tokenHash,
          createdAt: input.now,
          expiresAt: input.expiresAt,
        })
        .returning();
      if (!row) throw new Error('token insert returned nothing');
      return row;
    },

    async latestFor(userId: number): Promise<AuthTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, userId))
        .orderBy(desc(authTokens.createdAt))
        .limit(1);
      return row;
    },

    async findUsable(tokenHash: string, now: Date): Promise<AuthTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(
          and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
        );
      return row;
    },

    /** Marks the token used if it still was usable; answers its row, or undefined if another request won. */
    async consume(tokenHash: string, now: Date): Promise<AuthTokenRow | undefined> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
        )
        .returning();
      return row;
    },
  };
}
