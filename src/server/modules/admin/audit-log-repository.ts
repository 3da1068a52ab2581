// The admin audit log: written in the transaction of each admin change, read back newest first.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthContext } from '../auth/session-service';

export type AuditDetail = Record<string, string | number | boolean | null>;
export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  /** Who did it; a job finishing an admin's change acts as that admin, or as nobody when their account is gone. */
  actor: { userId: AuthContext['userId'] | null; email: AuthContext['email'] | null };
  action: string;
  entityType: string;
  entityId: string | number | null;
  detail?: AuditDetail;
}

export interface AuditFilter {
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Words anywhere: the admin's or the subscriber's e-mail, the action, the record, the detail; any letter case. */
  q?: string | undefined;
}

/**
 * The e-mail of the person an entry is about, found through its record: a user, a subscription, a charge's
 * subscription, a waitlist entry, an e-mail message.
 */
// Written out with table names: Drizzle leaves columns unqualified in a one-table select, which the subqueries'
// own tables would capture.
const subjectEmail = sql<string | null>`${sql.raw(`case audit_log.entity_type
  when 'user' then (select u.email from users u where u.id::text = audit_log.entity_id)
  when 'subscription' then (select s.email from subscriptions s where s.id::text = audit_log.entity_id)
  when 'charge' then (select s.email from charges c join subscriptions s on s.id = c.subscription_id
    where c.id::text = audit_log.entity_id)
  when 'waitlist-entry' then (select w.email from waitlist_entries w where w.id::text = audit_log.entity_id)
  when 'email' then (select m.recipient_email from email_messages m where m.id::text = audit_log.entity_id)
  end`)}`;

/** `text` as an ILIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.entityType) parts.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) parts.push(eq(auditLog.entityId, filter.entityId));
  // Every word must be found somewhere in the entry, in any letter case.
  for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pattern = containing(word);
    parts.push(sql`concat_ws(' ', ${auditLog.actorEmail}, ${auditLog.action}, ${auditLog.entityType},
      ${auditLog.entityId}, ${auditLog.detail}::text, ${subjectEmail}) ilike ${pattern}`);
  }
  return parts.length ? and(...parts) : undefined;
}

export function auditLogRepository(db: DbOrTx) {
  return {
    /** Call with the transaction that makes the change, so the entry exists exactly when the change does. */
    async record(entry: AuditEntry, now: Date): Promise<void> {
      await db.insert(auditLog).values({
        actorUserId: entry.actor.userId,
        actorEmail: entry.actor.email,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId === null ? null : String(entry.entityId),
        detail: entry.detail ?? {},
        createdAt: now,
      });
    },

    async list(filter: AuditFilter, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const rows = await db
        .select({ entry: auditLog, subjectEmail })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows: rows.map((r) => ({ ...r.entry, subjectEmail: r.subjectEmail })), total: total?.n ?? 0 };
    },
  };
}
