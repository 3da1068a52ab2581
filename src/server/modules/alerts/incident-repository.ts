// Reads and writes incidents: at most one open per key, whichever instance opens it first.
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { incidents } from '../../db/schema';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentKind = IncidentRow['kind'];

/** Something a check sees now; the same key while it is the same incident (one Friday run, one host's disk). */
export interface Condition {
  key: string;
  kind: IncidentKind;
  title: string;
  summary: string;
  details: string[];
}

export function incidentRepository(db: DbOrTx) {
  return {
    /** Opens an incident unless one is open under its key; answers the new row, or nothing (already open). */
    async open(
      condition: Condition,
      now: Date,
      notifiedVia: 'email' | 'file',
    ): Promise<IncidentRow | undefined> {
      const [row] = await db
        .insert(incidents)
        .values({ ...condition, openedAt: now, notifiedVia })
        .onConflictDoNothing({ target: incidents.key, where: sql`${incidents.resolvedAt} is null` })
        .returning();
      return row;
    },

    /** Resolves an open incident; answers it when this call did (another instance may have done it first). */
    async resolve(id: number, now: Date): Promise<IncidentRow | undefined> {
      const [row] = await db
        .update(incidents)
        .set({ resolvedAt: now })
        .where(and(eq(incidents.id, id), isNull(incidents.resolvedAt)))
        .returning();
      return row;
    },

    /** Keeps an open incident's lines current (who is still unpaid, which jobs still wait) without a new alert. */
    async refresh(id: number, condition: Condition): Promise<void> {
      await db
        .update(incidents)
        .set({ title: condition.title, summary: condition.summary, details: condition.details })
        .where(and(eq(incidents.id, id), isNull(incidents.resolvedAt)));
    },

    listOpen(): Promise<IncidentRow[]> {
      return db
        .select()
        .from(incidents)
        .where(isNull(incidents.resolvedAt))
        .orderBy(desc(incidents.openedAt));
    },

    listResolvedSince(since: Date): Promise<IncidentRow[]> {
      return db
        .select()
        .from(incidents)
        .where(and(isNotNull(incidents.resolvedAt), gte(incidents.resolvedAt, since)))
        .orderBy(desc(incidents.resolvedAt))
        .limit(50);
    },
  };
}
