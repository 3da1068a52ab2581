// Delivers the outbox: claims due messages, sends them, records every attempt, retries with back-off, then gives up.
import { createHash, randomUUID } from 'node:crypto';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { renderEmail, type EmailRenderSettings, type RenderedEmail } from './email-renderer';
import { parseTemplateMessage } from './email-templates';
import { newsletterUnsubscriptionRepository } from './newsletter-unsubscription-repository';
import { emailOutboxRepository, type AttemptResult, type ClaimedEmail } from './outbox-repository';
import { outboxSignal } from './outbox-signal';
import type { PayloadSealer } from './payload-seal';

export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 30 s, 1, 2, 4, 8, 16 and 32 min: about an hour of trying before a message is marked failed. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/** How long to wait after the given number of failed attempts. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxDelayMs);
}

export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailWorkerDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  sealer: PayloadSealer;
  settings: EmailRenderSettings;
  /** The From header. */
  from: string;
  log: WorkerLogger;
  retry?: RetryPolicy;
  /** How often to look for due messages when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** How long a claimed message stays reserved; longer than the slowest send (the SMTP timeouts). */
  leaseMs?: number;
  batchSize?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  retrying: number;
}

export interface EmailWorker {
  /** Polls for due messages and wakes when this process enqueues one. */
  start(): void;
  /** Stops polling and waits for the message being sent; messages it had claimed but not begun are handed back. */
  stop(): Promise<void>;
  /** Sends every message that is due now and resolves when none is left (tests await it). */
  drain(): Promise<DrainResult>;
}

/** A message that retrying cannot fix (its data cannot be read, or the recipient opted out). */
class UndeliverableEmail extends Error {}

const WAKE_DELAY_MS = 25;

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

export function createEmailWorker(deps: EmailWorkerDeps): EmailWorker {
  const { db, clock, transport, sealer, settings, log } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY_POLICY;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const batchSize = deps.batchSize ?? 10;
  const messageIdDomain = new URL(settings.appOrigin).hostname;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let wakeRequested = false;
  let unsubscribe: (() => void) | undefined;
  // Runs one drain at a time: the poller's and the ones tests ask for never overlap.
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  async function prepare(message: ClaimedEmail): Promise<RenderedEmail> {
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

  async function deliver(message: ClaimedEmail): Promise<keyof DrainResult> {
    const startedAt = clock.now();
    let result: AttemptResult;
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
      result = { status: 'sent', detail };
    } catch (error) {
      const detail = describe(error);
      if (error instanceof UndeliverableEmail || message.attemptNumber >= retry.maxAttempts) {
        result = { status: 'failed', detail };
      } else {
        const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(message.attemptNumber, retry));
        result = { status: 'queued', detail, nextAttemptAt };
      }
    }
    const finishedAt = clock.now();
    const kept = await db.transaction((tx) =>
      emailOutboxRepository(tx).recordAttempt(message, { startedAt, finishedAt }, result),
    );
    const details = { emailId: message.id, template: message.template, attempt: message.attemptNumber };
    if (!kept) log.warn(details, 'e-mail lease expired during the attempt; another worker holds it now');
    if (result.status === 'sent') log.info({ ...details, transport: transport.kind }, 'e-mail sent');
    else if (result.status === 'queued') {
      log.warn(
        { ...details, error: result.detail, nextAttemptAt: result.nextAttemptAt },
        'e-mail attempt failed; will retry',
      );
    } else log.error({ ...details, error: result.detail }, 'e-mail failed; no more attempts');
    return result.status === 'queued' ? 'retrying' : result.status;
  }

  async function drainDue(): Promise<DrainResult> {
    const totals: DrainResult = { sent: 0, failed: 0, retrying: 0 };
    const repo = emailOutboxRepository(db);
    while (!stopping) {
      const claimed = await repo.claimDue({
        now: clock.now(),
        leaseMs,
        limit: batchSize,
        leaseToken: randomUUID(),
      });
      if (claimed.length === 0) break;
      for (const [i, message] of claimed.entries()) {
        if (stopping) {
          await repo.release(claimed.slice(i));
          break;
        }
        totals[await deliver(message)] += 1;
      }
    }
    return totals;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(poll, delayMs);
  }

  function poll(): void {
    timer = undefined;
    polling = true;
    wakeRequested = false;
    exclusive(drainDue)
      .catch((error: unknown) =>
        log.error({ error: describe(error) }, 'e-mail worker could not drain the outbox'),
      )
      .finally(() => {
        polling = false;
        schedule(wakeRequested ? WAKE_DELAY_MS : pollIntervalMs);
      });
  }

  function onEnqueued(): void {
    if (!started) return;
    if (polling) wakeRequested = true;
    else schedule(WAKE_DELAY_MS);
  }

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = outboxSignal.subscribe(onEnqueued);
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await chain;
      stopping = false;
    },
    drain: () => exclusive(drainDue),
  };
}
