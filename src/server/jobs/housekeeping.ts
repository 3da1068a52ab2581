// Recurring upkeep of the jobs table and of the request counters: kept for a while for the record, then deleted.
import { dailyAt } from '../../domain/calendar';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jobRepository } from './job-repository';
import type { Jobs } from './jobs';

/** How long a finished job stays in the table (the e-mail log itself is kept in its own table). */
export const FINISHED_JOB_RETENTION_DAYS = 30;

/** What else is pruned each night beside finished jobs (rate-limit counters, idempotent answers). */
export interface Prunable {
  prune(): Promise<number>;
}

export function registerHousekeeping(
  jobs: Jobs,
  deps: { db: Db; clock: Clock; prunables: Record<string, Prunable> },
): void {
  jobs.every({
    name: 'jobs.prune',
    every: dailyAt(3, 30),
    catchUp: 'latest',
    async run() {
      const before = new Date(deps.clock.now().getTime() - FINISHED_JOB_RETENTION_DAYS * 24 * 60 * 60_000);
      const deleted = await jobRepository(deps.db).pruneFinished(before);
      const others: string[] = [];
      for (const [name, prunable] of Object.entries(deps.prunables)) {
        others.push(`${name} ${await prunable.prune()}`);
      }
      return { outcome: [`pruned ${deleted}`, ...others].join(', ') };
    },
  });
}
