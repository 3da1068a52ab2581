// Records failed sign-ins per e-mail and per address, and says how long a locked-out caller must wait.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

export function loginFailureRepository(db: DbOrTx) {
  /** When the limit-th most recent failure in the window leaves it, or undefined if there are fewer. */
  async function unlockAt(
    column: typeof loginFailures.email | typeof loginFailures.ip,
    value: string,
    since: Date,
    limit: number,
    windowMs: number,
  ): Promise<Date | undefined> {
    const [row] = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.failedAt, since)))
      .orderBy(desc(loginFailures.failedAt))
      .offset(limit - 1)
      .limit(1);
    return row ? new Date(row.failedAt.getTime() + windowMs) : undefined;
  }

  return {
    async record(email: string, ip: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ email, ip, failedAt: now });
    },

    /** The moment the caller may try again, when the account or the address has reached the limit. */
    async lockedUntil(
      input: { email: string; ip: string; now: Date },
      limit: number,
      windowMs: number,
    ): Promise<Date | undefined> {
      const since = new Date(input.now.getTime() - windowMs);
      const [byEmail, byIp] = await Promise.all([
        unlockAt(loginFailures.email, input.email, since, limit, windowMs),
        unlockAt(loginFailures.ip, input.ip, since, limit, windowMs),
      ]);
      if (!byEmail) return byIp;
      if (!byIp) return byEmail;
      return byEmail > byIp ? byEmail : byIp;
    },

    /** A successful sign-in clears the account's count (the address keeps its own). */
    async clearForEmail(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    async pruneBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
    },
  };
}
