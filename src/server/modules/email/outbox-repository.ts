// Reads and writes the outbox: enqueue once per dedupe key with its delivery job, record attempts, list the log.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailAttempts, emailMessages } from '../../db/schema';
import { scheduleJobs } from '../../jobs/job-repository';

/** The job that delivers one message; its runs are the message's attempts. */
export const EMAIL_DELIVERY_JOB = 'email.deliver';

/**
 * The goodbye to a deleted account (its dedupe key `account-deleted:<user id>`) goes to an address we have just
 * erased: its log row keeps neither address nor data once done. A test send of the template keeps its own.
 */
const FORGET_RECIPIENT_KEYS = 'account-deleted:%';
export const FORGOTTEN_RECIPIENT = 'deleted-account@invalid';

export type EmailStatus = 'queued' | 'sent' | 'failed';

export interface NewEmailMessage {
  dedupeKey: string;
  template: string;
  recipientEmail: string;
  subject: string;
  payload: string;
}

/** A message waiting to be sent. */
export interface QueuedEmail {
  id: number;
  dedupeKey: string;
  template: string;
  recipientEmail: string;
  payload: string | null;
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
    /** Adds the message and its delivery job, due at once, unless its dedupe key is in the outbox; answers whether. */
    async enqueue(message: NewEmailMessage, now: Date): Promise<boolean> {
      return (await this.enqueueMany([message], now)) > 0;
    },

    /**
     * Adds many messages and their delivery jobs in two statements (a billing batch, a newsletter); those whose
     * dedupe key is already in the outbox are left out. Answers how many were added.
     */
    async enqueueMany(messages: readonly NewEmailMessage[], now: Date): Promise<number> {
      if (messages.length === 0) return 0;
      const inserted = await db
        .insert(emailMessages)
        .values(messages.map((message) => ({ ...message, createdAt: now, nextAttemptAt: now })))
        .onConflictDoNothing({ target: emailMessages.dedupeKey })
        .returning({ id: emailMessages.id });
      if (inserted.length === 0) return 0;
      await scheduleJobs(
        db,
        inserted.map(({ id }) => ({
          name: EMAIL_DELIVERY_JOB,
          key: `email:${id}`,
          dueAt: now,
          payload: { messageId: id },
        })),
        now,
      );
      return inserted.length;
    },

    /** The message if it still waits to be sent (not sent, not failed). */
    async findQueued(id: number): Promise<QueuedEmail | undefined> {
      const [row] = await db
        .select({
          id: emailMessages.id,
          dedupeKey: emailMessages.dedupeKey,
          template: emailMessages.template,
          recipientEmail: emailMessages.recipientEmail,
          payload: emailMessages.payload,
        })
        .from(emailMessages)
        .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
      return row;
    },

    /**
     * Records one attempt and moves the message on. A message another run already finished is left as it is:
     * answers false then.
     */
    async recordAttempt(
      messageId: number,
      attempt: { number: number; startedAt: Date; finishedAt: Date },
      result: AttemptResult,
    ): Promise<boolean> {
      // One statement (one round trip, its own commit): after the mail server took a message, the time until it is
      // recorded as sent is the window in which a crash sends it again (at least once, docs/decisions/0006).
      const updated = db.$with('updated').as(
        db
          .update(emailMessages)
          .set({
            status: result.status,
            attemptCount: attempt.number,
            errorMessage: result.status === 'sent' ? null : clip(result.detail),
            sentAt: result.status === 'sent' ? attempt.finishedAt : null,
            ...(result.status === 'queued' ? { nextAttemptAt: result.nextAttemptAt } : {}),
            // The data (with its one-time links) is dropped once sent; a failed message keeps it, sealed, so that an
            // admin can send it again (POST /api/admin/email-logs/:id/resend).
            ...(result.status === 'sent' ? { payload: null } : {}),
            // Once the goodbye to a deleted account has gone (or failed for good), its row forgets the address and
            // the data (decision 0024).
            ...(result.status === 'queued'
              ? {}
              : {
                  recipientEmail: sql`case when ${emailMessages.dedupeKey} like ${FORGET_RECIPIENT_KEYS} then ${FORGOTTEN_RECIPIENT} else ${emailMessages.recipientEmail} end`,
                  ...(result.status === 'failed' && {
                    payload: sql`case when ${emailMessages.dedupeKey} like ${FORGET_RECIPIENT_KEYS} then null else ${emailMessages.payload} end`,
                  }),
                }),
          })
          .where(and(eq(emailMessages.id, messageId), eq(emailMessages.status, 'queued')))
          .returning({ id: emailMessages.id }),
      );
      const [row] = await db
        .with(updated)
        .insert(emailAttempts)
        .values({
          messageId,
          attemptNumber: attempt.number,
          outcome: result.status === 'sent' ? 'sent' : 'failed',
          detail: clip(result.detail),
          startedAt: attempt.startedAt,
          finishedAt: attempt.finishedAt,
        })
        .returning({ kept: sql<boolean>`exists (select 1 from ${updated})` });
      return row?.kept === true;
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
