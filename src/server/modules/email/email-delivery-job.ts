// Delivers the outbox as jobs: each message's delivery job sends it, records every attempt, retries with back-off.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { retryDelayMs, type JobHandler, type Jobs, type RetryPolicy } from '../../jobs/jobs';
import { renderEmail, type EmailRenderSettings, type RenderedEmail } from './email-renderer';
import { parseTemplateMessage } from './email-templates';
import { newsletterUnsubscriptionRepository } from './newsletter-unsubscription-repository';
import {
  EMAIL_DELIVERY_JOB,
  emailOutboxRepository,
  type AttemptResult,
  type QueuedEmail,
} from './outbox-repository';
import type { PayloadSealer } from './payload-seal';

/** 30 s, 1, 2, 4, 8, 16 and 32 min: about an hour of trying before a message is marked failed. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailDeliveryDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  sealer: PayloadSealer;
  settings: EmailRenderSettings;
  /** The From header. */
  from: string;
  log: WorkerLogger;
  retry?: RetryPolicy;
}

export interface DrainResult {
  sent: number;
  failed: number;
  retrying: number;
}

export interface EmailWorker {
  /** Sends every message that is due now and resolves when none is left (tests await it). */
  drain(): Promise<DrainResult>;
}

/** A message that retrying cannot fix (its data cannot be read, or the recipient opted out). */
class UndeliverableEmail extends Error {}

const deliveryPayload = z.object({ messageId: z.number().int().positive() });

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Stored data that cannot be read or rendered will not improve with retries. */
function undeliverableOnError<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new UndeliverableEmail(`Not sent: ${describe(error)}`);
  }
}

/** The handler of the e-mail delivery job. */
export function createEmailDelivery(deps: EmailDeliveryDeps): JobHandler {
  const { db, clock, transport, sealer, settings, log } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY_POLICY;
  const messageIdDomain = new URL(settings.appOrigin).hostname;

  async function prepare(message: QueuedEmail): Promise<RenderedEmail> {
    const parsed = undeliverableOnError(() => {
      if (message.payload === null) throw new Error('the message has no data');
      const data: unknown = JSON.parse(sealer.unseal(message.payload, message.dedupeKey));
      return parseTemplateMessage(message.template, data);
    });
    if (
      parsed.template === 'newsletter' &&
      (await newsletterUnsubscriptionRepository(db).has(message.recipientEmail))
    ) {
      throw new UndeliverableEmail('Not sent: the recipient unsubscribed from the newsletter');
    }
    return undeliverableOnError(() => renderEmail(parsed, message.recipientEmail, settings));
  }

  async function attempt(message: QueuedEmail, attemptNumber: number): Promise<AttemptResult> {
    try {
      const rendered = await prepare(message);
      const digest = createHash('sha256').update(message.dedupeKey).digest('hex').slice(0, 16);
      const { detail } = await transport.send({
        from: deps.from,
        to: message.recipientEmail,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: rendered.headers,
        messageId: `<email-${message.id}.${digest}@${messageIdDomain}>`,
      });
      return { status: 'sent', detail };
    } catch (error) {
      const detail = describe(error);
      if (error instanceof UndeliverableEmail || attemptNumber >= retry.maxAttempts) {
        return { status: 'failed', detail };
      }
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attemptNumber, retry));
      return { status: 'queued', detail, nextAttemptAt };
    }
  }

  return {
    name: EMAIL_DELIVERY_JOB,
    retry,
    async run(ctx) {
      const { messageId } = deliveryPayload.parse(ctx.payload);
      const message = await emailOutboxRepository(db).findQueued(messageId);
      // Sent or failed by an earlier run whose holder died before finishing the job.
      if (!message) return { outcome: 'skipped' };
      const startedAt = clock.now();
      const result = await attempt(message, ctx.attempt);
      const finishedAt = clock.now();
      const kept = await emailOutboxRepository(db).recordAttempt(
        messageId,
        { number: ctx.attempt, startedAt, finishedAt },
        result,
      );
      const details = { emailId: message.id, template: message.template, attempt: ctx.attempt };
      if (!kept) log.warn(details, 'e-mail was finished by another run meanwhile');
      if (result.status === 'sent') {
        log.info({ ...details, transport: transport.kind }, 'e-mail sent');
        return { outcome: 'sent' };
      }
      if (result.status === 'failed') {
        log.error({ ...details, error: result.detail }, 'e-mail failed; no more attempts');
        return { outcome: 'failed' };
      }
      log.warn(
        { ...details, error: result.detail, nextAttemptAt: result.nextAttemptAt },
        'e-mail attempt failed; will retry',
      );
      return { outcome: 'retrying', retryAt: result.nextAttemptAt };
    },
  };
}

/** Sends what is due now through the jobs runner, counting the outcomes (tests and the admin's test send). */
export function emailDrainer(jobs: Jobs): EmailWorker {
  return {
    async drain() {
      const totals: DrainResult = { sent: 0, failed: 0, retrying: 0 };
      for (const run of await jobs.runDue([EMAIL_DELIVERY_JOB])) {
        if (run.outcome === 'sent' || run.outcome === 'failed' || run.outcome === 'retrying') {
          totals[run.outcome] += 1;
        }
      }
      return totals;
    },
  };
}
