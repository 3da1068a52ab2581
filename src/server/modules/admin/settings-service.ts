// The Settings tab, read live: mail transport and its last delivery, database, gateway, next billing run, jobs.
import { performance } from 'node:perf_hooks';
import { desc, sql } from 'drizzle-orm';
import type { AdminSettings } from '../../../contracts/admin';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { emailAttempts, emailMessages, jobs, jobSchedules } from '../../db/schema';
import { BILLING_RUN_JOB } from '../billing/billing-service';

/** The SMTP server without its credentials. */
function smtpTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'smtp';
  }
}

export function createSettingsService(deps: {
  config: AppConfig;
  database: Database;
  clock: Clock;
  gateway: PaymentGateway;
}) {
  const { config, database, clock, gateway } = deps;
  const db = database.db;
  return {
    async settings(): Promise<AdminSettings> {
      const now = clock.now();
      const started = performance.now();
      let healthy = true;
      try {
        await db.execute(sql`select 1`);
      } catch {
        healthy = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;

      const [last] = await db
        .select({ at: emailAttempts.finishedAt, outcome: emailAttempts.outcome })
        .from(emailAttempts)
        .orderBy(desc(emailAttempts.finishedAt), desc(emailAttempts.id))
        .limit(1);
      const mailCounts = await db
        .select({ status: emailMessages.status, n: sql<number>`count(*)::int` })
        .from(emailMessages)
        .where(sql`${emailMessages.status} in ('queued', 'failed')`)
        .groupBy(emailMessages.status);
      const countOf = (status: string) => Number(mailCounts.find((r) => r.status === status)?.n ?? 0);

      const jobRows = await db
        .select({
          name: jobs.name,
          pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending')::int`,
          failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
          nextDueAt: sql<string | null>`min(${jobs.dueAt}) filter (where ${jobs.status} = 'pending')`,
          lastFinishedAt: sql<string | null>`max(${jobs.finishedAt})`,
          lastError: sql<
            string | null
          >`(array_agg(${jobs.lastError} order by ${jobs.finishedAt} desc nulls last)
            filter (where ${jobs.lastError} is not null))[1]`,
        })
        .from(jobs)
        .groupBy(jobs.name)
        .orderBy(jobs.name);
      const schedules = await db.select().from(jobSchedules);
      const toIso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
      const jobsState = jobRows.map((r) => ({
        name: r.name,
        pending: Number(r.pending),
        failed: Number(r.failed),
        nextDueAt: toIso(r.nextDueAt),
        lastFinishedAt: toIso(r.lastFinishedAt),
        lastError: r.lastError,
      }));
      for (const s of schedules) {
        const row = jobsState.find((j) => j.name === s.name);
        if (!row) {
          jobsState.push({
            name: s.name,
            pending: 0,
            failed: 0,
            nextDueAt: s.nextRunAt.toISOString(),
            lastFinishedAt: null,
            lastError: null,
          });
        } else if (!row.nextDueAt || s.nextRunAt.toISOString() < row.nextDueAt) {
          row.nextDueAt = s.nextRunAt.toISOString();
        }
      }
      jobsState.sort((a, b) => a.name.localeCompare(b.name));

      return {
        mail: {
          transport: config.mail.smtpUrl ? 'smtp' : 'file',
          target: config.mail.smtpUrl ? smtpTarget(config.mail.smtpUrl) : `${config.dataDir}/mail`,
          lastDelivery: last ? { at: last.at.toISOString(), outcome: last.outcome } : null,
          queued: countOf('queued'),
          failed: countOf('failed'),
        },
        database: { driver: database.kind, healthy, latencyMs },
        payments: { gateway: gateway.kind, mode: config.payments?.environment ?? 'sandbox' },
        billing: { nextRunAt: jobsState.find((j) => j.name === BILLING_RUN_JOB)?.nextDueAt ?? null },
        jobs: jobsState,
        now: now.toISOString(),
      };
    },
  };
}
