// Addresses that left the newsletter; newsletters are never enqueued or sent to them.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterUnsubscriptions } from '../../db/schema';

export function newsletterUnsubscriptionRepository(db: DbOrTx) {
  return {
    /** Records the address once; unsubscribing again keeps the first date. */
    async add(email: string, now: Date): Promise<void> {
      await db
        .insert(newsletterUnsubscriptions)
        .values({ email: email.trim().toLowerCase(), unsubscribedAt: now })
        .onConflictDoNothing();
    },
    async has(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: newsletterUnsubscriptions.id })
        .from(newsletterUnsubscriptions)
        .where(sql`lower(${newsletterUnsubscriptions.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
