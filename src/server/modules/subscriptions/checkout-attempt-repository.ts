// Payment attempts at checkout, counted per e-mail and per address against card testing, across instances.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkoutAttempts } from '../../db/schema';

export function checkoutAttemptRepository(db: DbOrTx) {
  return {
    /**
     * Records an attempt, then counts the window including it. Recording first means two instances racing each
     * see the other's attempt: the count can only err towards refusing.
     */
    async recordAndCount(
      attempt: { email: string; ip: string; at: Date },
      windowStart: Date,
    ): Promise<{ byEmail: number; byAddress: number }> {
      const email = attempt.email.trim().toLowerCase();
      await db.insert(checkoutAttempts).values({ email, ip: attempt.ip, attemptedAt: attempt.at });
      const [byEmail] = await db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(and(eq(checkoutAttempts.email, email), gt(checkoutAttempts.attemptedAt, windowStart)));
      const [byAddress] = await db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(and(eq(checkoutAttempts.ip, attempt.ip), gt(checkoutAttempts.attemptedAt, windowStart)));
      return { byEmail: byEmail?.n ?? 0, byAddress: byAddress?.n ?? 0 };
    },

    /** Forgets attempts older than a date (housekeeping). */
    async prune(before: Date): Promise<void> {
      await db.delete(checkoutAttempts).where(lt(checkoutAttempts.attemptedAt, before));
    },
  };
}
