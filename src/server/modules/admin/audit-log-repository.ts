// The admin audit log: written in the transaction of each admin change, read back newest first.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.entityType) parts.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) parts.push(eq(auditLog.entityId, filter.entityId));
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
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
