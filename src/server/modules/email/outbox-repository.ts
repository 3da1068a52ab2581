// Reads and writes the outbox: enqueue once per dedupe key, claim due messages under a lease, record attempts, list the log.
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailAttempts, emailMessages } from '../../db/schema';

export type EmailStatus = 'queued' | 'sent' | 'failed';

export interface NewEmailMessage {
  dedupeKey: string;
  template: string;
  recipientEmail: string;
  subject: string;
  payload: string;
}

/** A message a worker holds: only the worker with this lease token may record its outcome. */
export interface ClaimedEmail {
  id: number;
  dedupeKey: string;
  template: string;
  recipientEmail: string;
  payload: string | null;
  attemptNumber: number;
  leaseToken: string;
}

/** What happens to a message after an attempt. */
export type AttemptResult =
  | { status: 'sent'; detail: string }
  | { status: 'failed'; detail: string }
  | { status: 'queued'; detail: string; nextAttemptAt: Date };

/** One row of the spec's e-mail log. */
export interface EmailLogRow {
  id: number;
  subject: string;
  recipientEmail: string;
  status: EmailStatus;
  errorMessage: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

const MAX_DETAIL_LENGTH = 1000;
const clip = (text: string) =>
  text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;

export function emailOutboxRepository(db: DbOrTx) {
  return {
    /** Adds the message unless its dedupe key is already in the outbox; answers whether it was added. */
    async enqueue(message: NewEmailMessage): Promise<boolean> {
      const inserted = await db
        .insert(emailMessages)
        .values({
          ...message,
          // The transaction's own time: enqueuing has no clock, and a new message is due at once anyway.
          createdAt: sql`now()`,
          nextAttemptAt: sql`now()`,
        })
        .onConflictDoNothing({ target: emailMessages.dedupeKey })
        .returning({ id: emailMessages.id });
      return inserted.length > 0;
    },

    /**
     * Takes up to `limit` due messages under a lease. Rows another worker is claiming right now are skipped
     * (FOR UPDATE SKIP LOCKED), and a lease that expired (its worker died) can be taken over.
     */
    async claimDue(input: {
      now: Date;
      leaseMs: number;
      limit: number;
      leaseToken: string;
    }): Promise<ClaimedEmail[]> {
      const { now, leaseMs, limit, leaseToken } = input;
      const due = db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(
          and(
            eq(emailMessages.status, 'queued'),
            or(eq(emailMessages.attemptCount, 0), lte(emailMessages.nextAttemptAt, now)),
            or(isNull(emailMessages.leaseExpiresAt), lte(emailMessages.leaseExpiresAt, now)),
          ),
        )
        .orderBy(asc(emailMessages.nextAttemptAt), asc(emailMessages.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(emailMessages)
        .set({
          leaseToken,
          leaseExpiresAt: new Date(now.getTime() + leaseMs),
          // Due again from now if this worker dies holding it (once the lease has expired).
          nextAttemptAt: now,
          attemptCount: sql`${emailMessages.attemptCount} + 1`,
        })
        .where(inArray(emailMessages.id, due))
        .returning({
          id: emailMessages.id,
          dedupeKey: emailMessages.dedupeKey,
          template: emailMessages.template,
          recipientEmail: emailMessages.recipientEmail,
          payload: emailMessages.payload,
          attemptNumber: emailMessages.attemptCount,
        });
      return rows.map((row) => ({ ...row, leaseToken })).sort((a, b) => a.id - b.id);
    },

    /**
     * Records one attempt and moves the message on. Answers false when the lease was lost (another worker took
     * the message over): the attempt is still recorded, the message is left to its new holder.
     */
    async recordAttempt(
      message: ClaimedEmail,
      attempt: { startedAt: Date; finishedAt: Date },
      result: AttemptResult,
    ): Promise<boolean> {
      await db.insert(emailAttempts).values({
        messageId: message.id,
        attemptNumber: message.attemptNumber,
        outcome: result.status === 'sent' ? 'sent' : 'failed',
        detail: clip(result.detail),
        startedAt: attempt.startedAt,
        finishedAt: attempt.finishedAt,
      });
      const terminal = result.status !== 'queued';
      const updated = await db
        .update(emailMessages)
        .set({
          status: result.status,
          leaseToken: null,
          leaseExpiresAt: null,
          errorMessage: result.status === 'sent' ? null : clip(result.detail),
          sentAt: result.status === 'sent' ? attempt.finishedAt : null,
          ...(result.status === 'queued' ? { nextAttemptAt: result.nextAttemptAt } : {}),
          // The data (with its one-time links) is kept only while it may still be sent.
          ...(terminal ? { payload: null } : {}),
        })
        .where(and(eq(emailMessages.id, message.id), eq(emailMessages.leaseToken, message.leaseToken)))
        .returning({ id: emailMessages.id });
      return updated.length > 0;
    },

    /** Hands claimed messages back untouched (on shutdown), due at once for the next worker. */
    async release(messages: ClaimedEmail[]): Promise<void> {
      for (const message of messages) {
        await db
          .update(emailMessages)
          .set({
            leaseToken: null,
            leaseExpiresAt: null,
            attemptCount: sql`${emailMessages.attemptCount} - 1`,
          })
          .where(and(eq(emailMessages.id, message.id), eq(emailMessages.leaseToken, message.leaseToken)));
      }
    },

    /** The e-mail log, newest first (admin Email Management tab). */
    async listLogs(options: { limit: number } = { limit: 100 }): Promise<EmailLogRow[]> {
      return db
        .select({
          id: emailMessages.id,
          subject: emailMessages.subject,
          recipientEmail: emailMessages.recipientEmail,
          status: emailMessages.status,
          errorMessage: emailMessages.errorMessage,
          sentAt: emailMessages.sentAt,
          createdAt: emailMessages.createdAt,
        })
        .from(emailMessages)
        .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
        .limit(options.limit);
    },

    /** How many e-mails went out (admin stats: emails sent). */
    async countSent(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailMessages)
        .where(eq(emailMessages.status, 'sent'));
      return row?.n ?? 0;
    },
  };
}
