// Stores waitlist entries; an address that is already on the list is left as it is.
import { count, sql } from 'drizzle-orm';
import type { WaitlistEntryInput } from '../../../contracts/waitlist';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';

export function waitlistRepository(db: DbOrTx) {
  return {
    /** Adds the entry; answers false when the address (in any letter case) already joined. */
    async add(entry: WaitlistEntryInput & { createdAt: Date }): Promise<boolean> {
      const inserted = await db
        .insert(waitlistEntries)
        .values({
          name: entry.name,
          email: entry.email,
          phone: entry.phone || null,
          phase: entry.phase,
          dietaryRestrictions: entry.dietaryRestrictions || null,
          howDidYouHear: entry.howDidYouHear || null,
          createdAt: entry.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: waitlistEntries.id });
      return inserted.length > 0;
    },
    async has(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(waitlistEntries);
      return row?.n ?? 0;
    },
  };
}
