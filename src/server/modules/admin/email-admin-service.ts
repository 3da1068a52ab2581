// The admin's e-mail tools: the log (filtered, paged), sending a failed message again, and the newsletter.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EmailLog, EmailLogsQuery, SendNewsletterResponse } from '../../../contracts/admin';
import { NEWSLETTER_SENT_MESSAGE } from '../../../contracts/admin';
import { localDateOf } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  emailMessages,
  LIVE_SUBSCRIPTION_STATUSES,
  newsletterUnsubscriptions,
  subscriptions,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/session-service';
import { enqueueEmails } from '../email/outbox';
import { emailOutboxRepository } from '../email/outbox-repository';
import { outboxSealer } from '../email/outbox-sealer';
import { auditLogRepository } from './audit-log-repository';

type MessageRow = typeof emailMessages.$inferSelect;

export function emailLogView(
  m: Pick<
    MessageRow,
    'id' | 'subject' | 'recipientEmail' | 'status' | 'errorMessage' | 'sentAt' | 'createdAt'
  >,
): EmailLog {
  return {
    id: m.id,
    subject: m.subject,
    recipientEmail: m.recipientEmail,
    status: m.status,
    errorMessage: m.errorMessage,
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  };
}

function whereOf(filter: Pick<EmailLogsQuery, 'status' | 'q'>): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(emailMessages.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(${emailMessages.recipientEmail}) like ${like} or lower(${emailMessages.subject}) like ${like})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export function createEmailAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async logs(filter: Pick<EmailLogsQuery, 'status' | 'q'>, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const rows = await db
        .select()
        .from(emailMessages)
        .where(where)
        .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(emailMessages).where(where);
      return { rows: rows.map(emailLogView), total: total?.n ?? 0 };
    },

    /** A failed message again, as a new message; resending the same one twice queues one copy (decision 0014). */
    async resend(actor: AuthContext, id: number): Promise<EmailLog> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [original] = await tx.select().from(emailMessages).where(eq(emailMessages.id, id));
        if (!original) throw new AppError('NOT_FOUND', 'No such e-mail');
        if (original.status !== 'failed') {
          throw new AppError('CONFLICT', 'Only a failed e-mail can be sent again.');
        }
        const sealer = outboxSealer();
        let data: string;
        try {
          if (original.payload === null) throw new Error('no data');
          data = sealer.unseal(original.payload, original.dedupeKey);
        } catch {
          throw new AppError(
            'CONFLICT',
            'This e-mail can no longer be sent again: its content was not kept.',
          );
        }
        const dedupeKey = `resend:${original.id}`;
        await emailOutboxRepository(tx).enqueue(
          {
            dedupeKey,
            template: original.template,
            recipientEmail: original.recipientEmail,
            subject: original.subject,
            payload: sealer.seal(data, dedupeKey),
          },
          now,
        );
        const [copy] = await tx.select().from(emailMessages).where(eq(emailMessages.dedupeKey, dedupeKey));
        if (!copy) throw new Error('the resent e-mail was not queued');
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'email.resend',
            entityType: 'email',
            entityId: original.id,
            detail: { copyId: copy.id, recipient: original.recipientEmail },
          },
          now,
        );
        return emailLogView(copy);
      });
    },

    /**
     * Queues the newsletter to every address with a live subscription that has not unsubscribed. The same subject
     * and content on the same Central day reach each address once, so a double submit sends nothing twice.
     */
    async sendNewsletter(
      actor: AuthContext,
      input: { subject: string; content: string },
    ): Promise<SendNewsletterResponse> {
      const now = clock.now();
      const digest = createHash('sha256')
        .update(`${input.subject}\0${input.content}`)
        .digest('hex')
        .slice(0, 16);
      const batch = `${localDateOf(now)}:${digest}`;
      return db.transaction(async (tx) => {
        const rows = await tx
          .selectDistinctOn([sql`lower(${subscriptions.email})`], { email: subscriptions.email })
          .from(subscriptions)
          .where(
            and(
              inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
              sql`not exists (select 1 from ${newsletterUnsubscriptions} n
                where lower(n.email) = lower(${subscriptions.email}))`,
            ),
          )
          .orderBy(sql`lower(${subscriptions.email})`);
        await enqueueEmails(
          tx,
          rows.map(({ email }) => ({
            template: 'newsletter' as const,
            data: input,
            to: email,
            dedupeKey: `newsletter:${batch}:${email.toLowerCase()}`,
          })),
          now,
        );
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'newsletter.send',
            entityType: 'newsletter',
            entityId: batch,
            detail: { subject: input.subject, recipients: rows.length },
          },
          now,
        );
        return { success: true as const, message: NEWSLETTER_SENT_MESSAGE, recipients: rows.length };
      });
    },
  };
}
