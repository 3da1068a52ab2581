// Recurring upkeep of the jobs table itself: finished jobs are kept for a while for the record, then deleted.
import { dailyAt } from '../../domain/calendar';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jobRepository } from './job-repository';
import type { Jobs } from './jobs';

/** How long a finished job stays in the table (the e-mail log itself is kept in its own table). */
export const FINISHED_JOB_RETENTION_DAYS = 30;

export function registerHousekeeping(jobs: Jobs, deps: { db: Db; clock: Clock }): void {
  jobs.every({
    name: 'jobs.prune',
    every: dailyAt(3, 30),
    catchUp: 'latest',
    async run() {
      const before = new Date(deps.clock.now().getTime() - FINISHED_JOB_RETENTION_DAYS * 24 * 60 * 60_000);
      const deleted = await jobRepository(deps.db).pruneFinished(before);
      return { outcome: `pruned ${deleted}` };
    },
  });
}
