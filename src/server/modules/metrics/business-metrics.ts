// The business's figures for Prometheus, read from the database at scrape time: every instance reports the same
// whole-business values (aggregate them with max, not sum), and nothing is lost when an instance restarts.
import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import type { DiskSpace } from '../../adapters/disk/disk-space';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';

/** The last backup's outcome, from the backups module (composed in app.ts). */
export type BackupFigures = () => Promise<{
  /** When the server first ran: before the first backup, the age counts from there. */
  since: string;
  lastSuccessAt: string | null;
  lastSizeBytes: number | null;
  lastFailureAt: string | null;
}>;

export interface BusinessMetricsDeps {
  db: Db;
  clock: Clock;
  backups: BackupFigures;
  disk: DiskSpace;
  dataDir: string;
}

const SUCCEEDED = `('succeeded', 'refunded', 'partially_refunded')`;

/**
 * Charges by kind and outcome, counted per try (each subscription's first period found by one grouping, not a lookup
 * per charge: on 200,000 charges that lookup took seconds on the embedded database): a renewal declined twice and then paid counts two declines and one
 * success. A signup is a subscription's first period charge. Declined signups and upgrades leave no charge row
 * (checkout removes it, and its attempt record is pruned after 30 days), so only renewals count declines.
 */
const CHARGES = sql.raw(`
  select kind,
    count(*) filter (where status in ${SUCCEEDED}) as succeeded,
    coalesce(sum(greatest(attempts - 1, 0)) filter (where status in ${SUCCEEDED}), 0)
      + coalesce(sum(attempts) filter (where status = 'declined'), 0) as declined,
    coalesce(sum(amount_cents) filter (where status in ${SUCCEEDED}), 0) as cents,
    count(*) filter (where status = 'pending') as pending
  from (
    select c.status, c.attempts, c.amount_cents,
      case when c.kind = 'upgrade' then 'upgrade'
           when c.period_start > f.first_start then 'renewal'
           else 'signup' end as kind
    from charges c
    left join (select subscription_id, min(period_start) as first_start from charges
               where kind = 'period' group by subscription_id) f on f.subscription_id = c.subscription_id
  ) k
  group by kind`);

const REFUNDS = sql.raw(`
  select count(*) filter (where status = 'succeeded') as succeeded,
    count(*) filter (where status = 'failed') as failed,
    coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0) as cents
  from refunds`);

const EMAILS = sql.raw(`
  select count(*) as enqueued,
    count(*) filter (where status = 'sent') as sent,
    count(*) filter (where status = 'failed') as failed,
    count(*) filter (where status = 'queued') as queued,
    min(created_at) filter (where status = 'queued') as oldest_queued
  from email_messages`);

/** The books (issue 43): credit given and spent (net of what declined cards gave back), tax, closed days. */
const BOOKS = sql.raw(`
  select
    (select coalesce(sum(amount_cents) filter (where reason not in ('charge', 'charge_returned')), 0)
      from credit_entries) as credit_issued,
    (select coalesce(-sum(amount_cents) filter (where reason in ('charge', 'charge_returned')), 0)
      from credit_entries) as credit_spent,
    (select coalesce(sum(tax_cents) filter (where status in ${SUCCEEDED}), 0) from charges) as tax,
    (select coalesce(sum(tax_cents) filter (where status = 'succeeded'), 0) from refunds) as refund_tax,
    (select count(*) from closures) as closures`);

const ATTEMPTS = sql.raw(`select outcome, count(*) as n from email_attempts group by outcome`);
const SUBSCRIPTIONS = sql.raw(`select status, count(*) as n from subscriptions group by status`);
const INCIDENTS = sql.raw(
  `select kind, count(*) as n from incidents where resolved_at is null group by kind`,
);

const count = dbNumber;

/** Ratings per dish (issue 44): how many and their sum, so a dashboard divides for the average. */
const RATINGS = sql.raw(`
  select dish_name, count(*) as n, coalesce(sum(stars), 0) as stars from meal_ratings group by dish_name`);
/** Cases opened by category, and the time to their first reply (wall-clock seconds), for those replied. */
const CASES = sql.raw(`
  select category, count(*) as opened,
    count(first_reply_at) as replied,
    coalesce(sum(extract(epoch from (first_reply_at - created_at))) filter (where first_reply_at is not null), 0)
      as reply_seconds
  from support_cases group by category`);
const instantOrNull = z
  .union([z.string(), z.date(), z.null()])
  .transform((v) => (v === null ? null : new Date(v)));

/** Registers the families and answers the function that reads them all again (called before each scrape). */
export function registerBusinessMetrics(registry: Registry, deps: BusinessMetricsDeps): () => Promise<void> {
  const registers = [registry];
  const charges = new Counter({
    name: 'tiffin_charges_total',
    help: 'Payment tries by kind (signup, renewal, upgrade, refund) and outcome (succeeded, declined, failed).',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  const chargedCents = new Counter({
    name: 'tiffin_charged_cents_total',
    help: 'Cents taken by successful charges, and given back by refunds, by kind.',
    labelNames: ['kind'],
    registers,
  });
  const pendingCharges = new Gauge({
    name: 'tiffin_charges_pending',
    help: 'Charges written and waiting for the payment gateway (settled within seconds, or by a retry).',
    registers,
  });
  const jobsOldestDue = new Gauge({
    name: 'tiffin_jobs_oldest_due_age_seconds',
    help: 'How long the oldest job that is due and not running has waited (0 when none is waiting).',
    registers,
  });
  const jobsPending = new Gauge({
    name: 'tiffin_jobs_pending',
    help: 'Jobs waiting to run (due or not yet), by job.',
    labelNames: ['job'],
    registers,
  });
  const emailsEnqueued = new Counter({
    name: 'tiffin_emails_enqueued_total',
    help: 'E-mails written to the outbox.',
    registers,
  });
  const emailsSent = new Counter({ name: 'tiffin_emails_sent_total', help: 'E-mails delivered.', registers });
  const emailsFailed = new Counter({
    name: 'tiffin_emails_failed_total',
    help: 'E-mails given up on after their last attempt.',
    registers,
  });
  const emailAttempts = new Counter({
    name: 'tiffin_email_delivery_attempts_total',
    help: 'Delivery attempts by outcome (sent, failed); a failed attempt is retried until the last.',
    labelNames: ['outcome'],
    registers,
  });
  const outboxQueued = new Gauge({
    name: 'tiffin_email_outbox_queued',
    help: 'E-mails waiting in the outbox.',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'tiffin_email_outbox_oldest_age_seconds',
    help: 'How long the oldest queued e-mail has waited (0 when the outbox is empty).',
    registers,
  });
  const subscriptions = new Gauge({
    name: 'tiffin_subscriptions',
    help: 'Subscriptions by status (incomplete ones are checkouts in progress).',
    labelNames: ['status'],
    registers,
  });
  const backupLastSuccess = new Gauge({
    name: 'tiffin_backup_last_success_timestamp_seconds',
    help: 'When the last backup was written (Unix time; 0 before the first).',
    registers,
  });
  const backupAge = new Gauge({
    name: 'tiffin_backup_age_seconds',
    help: "Age of the last backup on the server's clock; before the first, the time since the server first ran.",
    registers,
  });
  const backupSize = new Gauge({
    name: 'tiffin_backup_last_size_bytes',
    help: 'Size of the last backup file.',
    registers,
  });
  const backupLastFailure = new Gauge({
    name: 'tiffin_backup_last_failure_timestamp_seconds',
    help: 'When a backup last failed (Unix time; 0 if none has).',
    registers,
  });
  const incidentsOpen = new Gauge({
    name: 'tiffin_incidents_open',
    help: 'Open incidents the owner was alerted about, by kind.',
    labelNames: ['kind'],
    registers,
  });
  const creditCents = new Counter({
    name: 'tiffin_credit_cents_total',
    help: 'Account credit in cents: issued (goodwill, closures, refunds as credit, gifts, corrections) and spent on charges.',
    labelNames: ['flow'],
    registers,
  });
  const taxCents = new Counter({
    name: 'tiffin_sales_tax_cents_total',
    help: 'Sales tax in cents inside successful charges (collected) and given back by refunds (refunded).',
    labelNames: ['flow'],
    registers,
  });
  const closedDays = new Gauge({
    name: 'tiffin_closed_days',
    help: 'Days the kitchen is or was closed (each a row the owner made).',
    registers,
  });
  const ratings = new Gauge({
    name: 'tiffin_ratings',
    help: 'Ratings of lunches, by dish (each subscriber and day once).',
    labelNames: ['dish'],
    registers,
  });
  const ratingStars = new Gauge({
    name: 'tiffin_rating_stars_sum',
    help: 'The stars of those ratings added up, by dish: divide by tiffin_ratings for the average.',
    labelNames: ['dish'],
    registers,
  });
  const casesOpened = new Counter({
    name: 'tiffin_cases_opened_total',
    help: 'Problems reported by subscribers, by category.',
    labelNames: ['category'],
    registers,
  });
  const firstReplySeconds = new Gauge({
    name: 'tiffin_case_first_reply_seconds_sum',
    help: 'Seconds from a case being opened to its first reply, added up over the cases replied to.',
    registers,
  });
  const firstReplies = new Gauge({
    name: 'tiffin_case_first_reply_count',
    help: 'Cases that have had a first reply: divide tiffin_case_first_reply_seconds_sum by it for the mean.',
    registers,
  });
  const diskFree = new Gauge({
    name: 'tiffin_data_dir_free_bytes',
    help: "Bytes free on the disk of this instance's DATA_DIR.",
    registers,
  });
  const diskTotal = new Gauge({
    name: 'tiffin_data_dir_size_bytes',
    help: "Size of the disk of this instance's DATA_DIR.",
    registers,
  });

  const { db, clock } = deps;
  const seconds = (d: Date) => d.getTime() / 1000;

  return async function refresh() {
    const now = clock.now();
    const [
      chargeRows,
      refundRows,
      emailRows,
      attemptRows,
      subscriptionRows,
      incidentRows,
      backup,
      disk,
      books,
      ratingRows,
      caseRows,
    ] = await Promise.all([
      db.execute(CHARGES),
      db.execute(REFUNDS),
      db.execute(EMAILS),
      db.execute(ATTEMPTS),
      db.execute(SUBSCRIPTIONS),
      db.execute(INCIDENTS),
      deps.backups(),
      deps.disk(deps.dataDir).catch(() => undefined),
      db.execute(BOOKS),
      db.execute(RATINGS),
      db.execute(CASES),
    ]);
    const jobRows = await db.execute(sql`
      select name, count(*) as pending,
        min(due_at) filter (where due_at <= ${now} and (lease_expires_at is null or lease_expires_at <= ${now})) as oldest
      from jobs where status = 'pending' group by name`);

    charges.reset();
    chargedCents.reset();
    let pending = 0;
    for (const kind of ['signup', 'renewal', 'upgrade']) {
      charges.inc({ kind, outcome: 'succeeded' }, 0);
      charges.inc({ kind, outcome: 'declined' }, 0);
      chargedCents.inc({ kind }, 0);
    }
    const chargeRow = z.object({
      kind: z.string(),
      succeeded: count,
      declined: count,
      cents: count,
      pending: count,
    });
    for (const row of rowsOf(chargeRows, chargeRow)) {
      charges.inc({ kind: row.kind, outcome: 'succeeded' }, row.succeeded);
      charges.inc({ kind: row.kind, outcome: 'declined' }, row.declined);
      chargedCents.inc({ kind: row.kind }, row.cents);
      pending += row.pending;
    }
    pendingCharges.set(pending);
    const [refund] = rowsOf(refundRows, z.object({ succeeded: count, failed: count, cents: count }));
    charges.inc({ kind: 'refund', outcome: 'succeeded' }, refund?.succeeded ?? 0);
    charges.inc({ kind: 'refund', outcome: 'failed' }, refund?.failed ?? 0);
    chargedCents.inc({ kind: 'refund' }, refund?.cents ?? 0);

    jobsPending.reset();
    let oldestDue: Date | null = null;
    for (const row of rowsOf(
      jobRows,
      z.object({ name: z.string(), pending: count, oldest: instantOrNull }),
    )) {
      jobsPending.set({ job: row.name }, row.pending);
      if (row.oldest && (!oldestDue || row.oldest < oldestDue)) oldestDue = row.oldest;
    }
    jobsOldestDue.set(oldestDue ? Math.max(0, seconds(now) - seconds(oldestDue)) : 0);

    const [mail] = rowsOf(
      emailRows,
      z.object({ enqueued: count, sent: count, failed: count, queued: count, oldest_queued: instantOrNull }),
    );
    for (const [counter, value] of [
      [emailsEnqueued, mail?.enqueued],
      [emailsSent, mail?.sent],
      [emailsFailed, mail?.failed],
    ] as const) {
      counter.reset();
      counter.inc(value ?? 0);
    }
    outboxQueued.set(mail?.queued ?? 0);
    const oldestQueued = mail?.oldest_queued;
    outboxOldest.set(oldestQueued ? Math.max(0, seconds(now) - seconds(oldestQueued)) : 0);
    emailAttempts.reset();
    emailAttempts.inc({ outcome: 'sent' }, 0);
    emailAttempts.inc({ outcome: 'failed' }, 0);
    for (const row of rowsOf(attemptRows, z.object({ outcome: z.string(), n: count }))) {
      emailAttempts.inc({ outcome: row.outcome }, row.n);
    }

    subscriptions.reset();
    for (const row of rowsOf(subscriptionRows, z.object({ status: z.string(), n: count }))) {
      subscriptions.set({ status: row.status }, row.n);
    }
    incidentsOpen.reset();
    for (const row of rowsOf(incidentRows, z.object({ kind: z.string(), n: count }))) {
      incidentsOpen.set({ kind: row.kind }, row.n);
    }

    const lastBackup = new Date(backup.lastSuccessAt ?? backup.since);
    backupLastSuccess.set(backup.lastSuccessAt ? seconds(lastBackup) : 0);
    backupAge.set(Math.max(0, seconds(now) - seconds(lastBackup)));
    backupSize.set(backup.lastSizeBytes ?? 0);
    backupLastFailure.set(backup.lastFailureAt ? seconds(new Date(backup.lastFailureAt)) : 0);

    const [book] = rowsOf(
      books,
      z.object({ credit_issued: count, credit_spent: count, tax: count, refund_tax: count, closures: count }),
    );
    creditCents.reset();
    creditCents.inc({ flow: 'issued' }, book?.credit_issued ?? 0);
    creditCents.inc({ flow: 'spent' }, book?.credit_spent ?? 0);
    taxCents.reset();
    taxCents.inc({ flow: 'collected' }, book?.tax ?? 0);
    taxCents.inc({ flow: 'refunded' }, book?.refund_tax ?? 0);
    closedDays.set(book?.closures ?? 0);

    ratings.reset();
    ratingStars.reset();
    for (const row of rowsOf(ratingRows, z.object({ dish_name: z.string(), n: count, stars: count }))) {
      ratings.set({ dish: row.dish_name }, row.n);
      ratingStars.set({ dish: row.dish_name }, row.stars);
    }
    casesOpened.reset();
    let replied = 0;
    let replySeconds = 0;
    for (const row of rowsOf(
      caseRows,
      z.object({ category: z.string(), opened: count, replied: count, reply_seconds: count }),
    )) {
      casesOpened.inc({ category: row.category }, row.opened);
      replied += row.replied;
      replySeconds += row.reply_seconds;
    }
    firstReplies.set(replied);
    firstReplySeconds.set(replySeconds);

    diskFree.reset();
    diskTotal.reset();
    if (disk) {
      diskFree.set(disk.freeBytes);
      diskTotal.set(disk.totalBytes);
    }
  };
}
