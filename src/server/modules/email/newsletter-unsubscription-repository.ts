// Addresses that left the newsletter; newsletters are never enqueued or sent to them.
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterUnsubscriptions } from '../../db/schema';

export function newsletterUnsubscriptionRepository(db: DbOrTx) {
  /** Which of these addresses left the newsletter, lower-cased; one query however many there are. */
  async function among(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    const rows = await db
      .select({ email: sql<string>`lower(${newsletterUnsubscriptions.email})` })
      .from(newsletterUnsubscriptions)
      .where(inArray(sql`lower(${newsletterUnsubscriptions.email})`, wanted));
    return new Set(rows.map((row) => row.email));
  }

  return {
    /** Records the address once; unsubscribing again keeps the first date. */
    async add(email: string, now: Date): Promise<void> {
      await db
        .insert(newsletterUnsubscriptions)
        .values({ email: email.trim().toLowerCase(), unsubscribedAt: now })
        .onConflictDoNothing();
    },
    async has(email: string): Promise<boolean> {
      return (await among([email])).size > 0;
    },

    among,
  };
}
