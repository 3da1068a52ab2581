// What needs a person, read from the database and the disk: each rule answers the conditions it sees now.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, localDateOf, zonedInstant } from '../../../domain/calendar';
import { formatCalendarDate, formatCentralDateTime } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { businessHoursBetween, REPLY_PROMISE_BUSINESS_HOURS } from '../../../domain/feedback-windows';
import type { DiskSpace } from '../../adapters/disk/disk-space';
import type { Db } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import type { Condition, IncidentKind } from './incident-repository';

const MINUTE = 60_000;
/** A job not run this long after it was due is overdue. */
export const JOB_OVERDUE_MS = 15 * MINUTE;
/** E-mail delivery failing this long (no success since the first failure) is an incident. */
export const EMAIL_FAILING_MS = 10 * MINUTE;
/** A backup older than this is an incident (a night's backup missed, with two hours of slack). */
export const BACKUP_STALE_MS = 26 * 60 * MINUTE;
/** Below this share of free space the disk is an incident; it clears only above the second. */
export const DISK_LOW_RATIO = 0.1;
const DISK_CLEAR_RATIO = 0.11;
const MAX_LINES = 50;

export interface RuleContext {
  db: Db;
  now: Date;
  /** Whether an incident is open under this key (the disk rule clears a little above where it opens). */
  isOpen: (key: string) => boolean;
}

export interface Rule {
  kind: IncidentKind;
  evaluate(ctx: RuleContext): Promise<Condition[]>;
}

const instant = z.union([z.string(), z.date()]).transform((v) => new Date(v));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const clip = (lines: string[]) =>
  lines.length > MAX_LINES
    ? [...lines.slice(0, MAX_LINES), `... and ${lines.length - MAX_LINES} more`]
    : lines;

/** The Friday run's declined renewals, while they can still be paid (until their week's Monday). */
export const billingDeclinesRule: Rule = {
  kind: 'billing-declines',
  async evaluate({ db, now }) {
    const runs = rowsOf(
      await db.execute(sql`
        select due_at from jobs where name = 'billing.friday' and status = 'done'
        order by due_at desc limit 1`),
      z.object({ due_at: instant }),
    );
    const run = runs[0];
    if (!run) return [];
    const monday = addDays(localDateOf(run.due_at), 3);
    if (now >= zonedInstant(monday, 0)) return [];
    const declined = rowsOf(
      await db.execute(sql`
        select s.name, s.email, c.amount_cents, c.decline_code, c.failure_message, c.attempts
        from charges c join subscriptions s on s.id = c.subscription_id
        where c.kind = 'period' and c.period_start = ${monday} and c.status = 'declined'
        order by s.name, s.email`),
      z.object({
        name: z.string(),
        email: z.string(),
        amount_cents: dbNumber,
        decline_code: z.string().nullable(),
        failure_message: z.string().nullable(),
        attempts: dbNumber,
      }),
    );
    if (declined.length === 0) return [];
    const friday = formatCalendarDate(localDateOf(run.due_at));
    return [
      {
        key: `billing-declines:${monday}`,
        kind: 'billing-declines',
        title: `${plural(declined.length, 'renewal')} declined in the Friday run of ${friday}`,
        summary: `Their cards were declined. Each subscriber was e-mailed, and each card is tried again 24 and 48 hours after the run; a renewal still unpaid on Monday, ${formatCalendarDate(monday)}, skips that week. A call or a new card on their dashboard settles it.`,
        details: clip(
          declined.map(
            (d) =>
              `${d.name} (${d.email}): ${formatUsd(cents(d.amount_cents))}, ${d.failure_message ?? 'declined'}${d.decline_code ? ` (${d.decline_code})` : ''}, ${plural(d.attempts, 'try', 'tries')}`,
          ),
        ),
      },
    ];
  },
};

/**
 * Jobs due over 15 minutes ago that no runner is running (the runners are down or stuck), recurring runs failing
 * since their slot (a Friday run that cannot reach the gateway), and jobs that failed for good in the last day.
 */
export const jobsOverdueRule: Rule = {
  kind: 'jobs-overdue',
  async evaluate({ db, now }) {
    const late = new Date(now.getTime() - JOB_OVERDUE_MS);
    const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE);
    const rows = rowsOf(
      await db.execute(sql`
        select name, status, attempts, last_error, finished_at, first_due from (
          select name, status, attempts, last_error, finished_at, due_at, lease_expires_at,
            case when key like name || '@%' then substr(key, length(name) + 2)::timestamptz else due_at end as first_due
          from jobs where status = 'pending' or (status = 'failed' and finished_at > ${dayAgo})
        ) j
        where (status = 'failed' and name <> 'email.deliver')
           or (status = 'pending' and first_due <= ${late}
               and (lease_expires_at is null or lease_expires_at <= ${now})
               and (due_at <= ${late} or attempts > 0))
        order by first_due`),
      z.object({
        name: z.string(),
        status: z.string(),
        attempts: dbNumber,
        last_error: z.string().nullable(),
        finished_at: instant.nullable(),
        first_due: instant,
      }),
    );
    if (rows.length === 0) return [];
    const first = rows[0];
    return [
      {
        key: 'jobs-overdue',
        kind: 'jobs-overdue',
        title:
          rows.length === 1 && first
            ? `A job is overdue or failed: ${first.name}`
            : `${plural(rows.length, 'job')} overdue or failed`,
        summary:
          'Scheduled work (renewals, e-mail, housekeeping) did not run on time. Check that the servers are up and read their logs for the error; the jobs run by themselves once the cause is fixed.',
        details: clip(
          rows.map((r) => {
            const due = `due ${formatCentralDateTime(r.first_due)}`;
            const error = r.last_error ? `, last error: ${r.last_error.slice(0, 300)}` : '';
            return r.status === 'failed'
              ? `${r.name}: failed for good${r.finished_at ? ` ${formatCentralDateTime(r.finished_at)}` : ''} after ${plural(r.attempts, 'attempt')} (${due})${error}`
              : `${r.name}: ${due}, ${plural(r.attempts, 'attempt')} so far${error}`;
          }),
        ),
      },
    ];
  },
};

/** Every delivery attempt failing, with none sent, for 10 minutes. */
export const emailFailingRule: Rule = {
  kind: 'email-failing',
  async evaluate({ db, now }) {
    const [row] = rowsOf(
      await db.execute(sql`
        with last_sent as (select max(finished_at) as at from email_attempts where outcome = 'sent')
        select min(a.finished_at) as since, count(*) as failures,
          (array_agg(a.detail order by a.finished_at desc))[1] as last_error,
          (select count(*) from email_messages where status = 'queued') as queued
        from email_attempts a, last_sent
        where a.outcome = 'failed' and (last_sent.at is null or a.finished_at > last_sent.at)`),
      z.object({
        since: instant.nullable(),
        failures: dbNumber,
        last_error: z.string().nullable(),
        queued: dbNumber,
      }),
    );
    if (!row?.since || now.getTime() - row.since.getTime() < EMAIL_FAILING_MS) return [];
    return [
      {
        key: 'email-failing',
        kind: 'email-failing',
        title: 'E-mail delivery is failing',
        summary: `No e-mail has gone out since ${formatCentralDateTime(row.since)}: receipts, reminders and password links wait in the outbox and are retried. Check SMTP_URL and the mail provider. Until it works, alerts are written to DATA_DIR/mail and the log.`,
        details: [
          `${plural(row.failures, 'failed attempt')} since then; ${plural(row.queued, 'e-mail')} waiting`,
          `Last error: ${(row.last_error ?? 'none recorded').slice(0, 500)}`,
        ],
      },
    ];
  },
};

/** A subscriber's allergy concern (issue 44): the owner hears of it at once; it clears with the first reply. */
export const caseAllergyRule: Rule = {
  kind: 'case-allergy',
  async evaluate({ db }) {
    const rows = rowsOf(
      await db.execute(sql`
        select c.id, c.day, c.dish_name, c.description, u.name, c.created_at
        from support_cases c join users u on u.id = c.user_id
        where c.category = 'allergy' and c.first_reply_at is null and c.status <> 'resolved'
        order by c.id limit ${MAX_LINES}`),
      z.object({
        id: dbNumber,
        day: z
          .union([z.string(), z.date()])
          .transform((v) => (typeof v === 'string' ? v : v.toISOString()).slice(0, 10)),
        dish_name: z.string(),
        description: z.string(),
        name: z.string(),
        created_at: instant,
      }),
    );
    return rows.map((r) => ({
      key: `case-allergy:${r.id}`,
      kind: 'case-allergy' as const,
      title: `Allergy concern reported (#${r.id})`,
      summary: `${r.name} reported an allergy concern about the lunch of ${formatCalendarDate(r.day)} (${r.dish_name}) at ${formatCentralDateTime(r.created_at)}. Reply from the back office's Cases tab; this clears with the first reply.`,
      details: [r.description.slice(0, 500)],
    }));
  },
};

/** Cases still without a reply past the FAQ's promise of 24 business hours (issue 44). */
export const casesWaitingRule: Rule = {
  kind: 'case-waiting',
  async evaluate({ db, now }) {
    const rows = rowsOf(
      await db.execute(sql`
        select c.id, c.category, c.created_at, u.name
        from support_cases c join users u on u.id = c.user_id
        where c.first_reply_at is null and c.status <> 'resolved'
        order by c.created_at`),
      z.object({ id: dbNumber, category: z.string(), created_at: instant, name: z.string() }),
    );
    const late = rows.filter((r) => businessHoursBetween(r.created_at, now) >= REPLY_PROMISE_BUSINESS_HOURS);
    if (late.length === 0) return [];
    return [
      {
        key: 'cases-waiting',
        kind: 'case-waiting',
        title: `${plural(late.length, 'case')} waiting past 24 business hours`,
        summary: `The FAQ promises a reply within about 24 hours on business days. Reply from the back office's Cases tab.`,
        details: clip(
          late.map(
            (r) => `#${r.id} ${r.name} (${r.category}), reported ${formatCentralDateTime(r.created_at)}`,
          ),
        ),
      },
    ];
  },
};

/** The backups' outcome, from the backups module (composed in app.ts). */
export type BackupStatus = () => Promise<{
  since: string;
  lastSuccess: { at: string } | null;
  lastFailure: { at: string; error: string } | null;
}>;

export function backupRules(status: BackupStatus, nightly: boolean): Rule[] {
  const failed: Rule = {
    kind: 'backup-failed',
    async evaluate() {
      const { lastSuccess, lastFailure } = await status();
      if (!lastFailure || (lastSuccess && lastSuccess.at >= lastFailure.at)) return [];
      return [
        {
          key: 'backup-failed',
          kind: 'backup-failed',
          title: 'A backup failed',
          summary: `The backup of ${formatCentralDateTime(new Date(lastFailure.at))} could not be made. Fix the cause, then take one from Settings (Back up now).`,
          details: [lastFailure.error],
        },
      ];
    },
  };
  const stale: Rule = {
    kind: 'backup-stale',
    async evaluate({ now }) {
      const { since, lastSuccess } = await status();
      const reference = new Date(lastSuccess?.at ?? since);
      if (now.getTime() - reference.getTime() <= BACKUP_STALE_MS) return [];
      return [
        {
          key: 'backup-stale',
          kind: 'backup-stale',
          title: 'The last backup is over 26 hours old',
          summary: lastSuccess
            ? `The last backup was written ${formatCentralDateTime(reference)}; the nightly one (3:00 AM Central) has not succeeded since. Check the server's log, then take one from Settings (Back up now).`
            : `No backup has been written since ${formatCentralDateTime(reference)}. Take one from Settings (Back up now) and check the server's log.`,
          details: [],
        },
      ];
    },
  };
  return nightly ? [failed, stale] : [failed];
}

/** Under 10% free in DATA_DIR on this instance's disk (cleared above 11%, so it does not flap). */
export function diskRule(disk: DiskSpace, dataDir: string, host: string): Rule {
  return {
    kind: 'disk-low',
    async evaluate({ isOpen }) {
      const key = `disk-low:${host}`;
      const { freeBytes, totalBytes } = await disk(dataDir);
      if (totalBytes <= 0) return [];
      const ratio = freeBytes / totalBytes;
      if (ratio >= (isOpen(key) ? DISK_CLEAR_RATIO : DISK_LOW_RATIO)) return [];
      const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
      return [
        {
          key,
          kind: 'disk-low',
          title: `The disk of ${host} is almost full`,
          summary: `DATA_DIR (${dataDir}) has ${gb(freeBytes)} free of ${gb(totalBytes)} (${(ratio * 100).toFixed(1)}% free). When it is full the database stops taking writes. Delete old files (old backups once copied off the machine, logs) or grow the disk.`,
          details: [],
        },
      ];
    },
  };
}
